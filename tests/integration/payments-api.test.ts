// The payments sandbox's REST subset, through the official `stripe` SDK as a function uses it:
// Checkout Sessions, Stripe's errors and statuses, idempotency keys, lists, and persistence.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { API_VERSION, startPaymentsSandbox, STRIPE_PUBLISHABLE_KEY } from '../../stack/payments/index.ts';
import { createSession, lineItem, stripeFor, useSandbox } from '../support/payments.ts';

const ctx = useSandbox();

/** The SDK's error for a call that must fail. */
async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** A raw form POST, to send what the SDK never would. */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${ctx.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ctx.sandbox.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });

describe('payments sandbox: Checkout Sessions', () => {
  it('creates a payment-mode session with the shape and values Stripe returns', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = await createSession(ctx.stripe, {
      line_items: [lineItem(1292), { ...lineItem(300, 'Tip'), quantity: 2 }],
      metadata: { user_id: 'u-1', kind: 'subscription' },
      client_reference_id: 'u-1',
      expires_at: expiresAt,
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 1892,
      amount_total: 1892,
      currency: 'eur',
      metadata: { user_id: 'u-1', kind: 'subscription' },
      client_reference_id: 'u-1',
      customer_email: 'fan@velvet.test',
      cancel_url: 'http://127.0.0.1:5173/wallet?checkout=cancelled',
      success_url: 'http://127.0.0.1:5173/wallet?checkout={CHECKOUT_SESSION_ID}',
      expires_at: expiresAt,
      livemode: false,
      payment_intent: null,
      payment_method_types: ['card'],
    });
    expect(session.id).toMatch(/^cs_test_a1[A-Za-z0-9]{56}$/);
    expect(session.url).toBe(`${ctx.url}/c/pay/${session.id}`);
    expect(session.lastResponse.headers['request-id']).toMatch(/^req_/);
    expect(session.lastResponse.headers['stripe-version']).toBe(API_VERSION);
    // Events are rendered in the version of the SDK in package.json; a bump must update both.
    expect(API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('defaults expires_at to 24 hours and retrieves with line_items expanded', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await createSession(ctx.stripe, { expires_at: undefined });
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect(session.created).toBeGreaterThanOrEqual(before);
    const again = await ctx.stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.id).toBe(session.id);
    expect(again.line_items?.data).toMatchObject([
      {
        object: 'item',
        description: 'Monthly subscription to @lunarivera',
        quantity: 1,
        amount_total: 1292,
        price: { object: 'price', unit_amount: 1292, currency: 'eur', type: 'one_time' },
      },
    ]);
    const items = await ctx.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((i) => i.amount_total)).toEqual([1292]);
  });

  it('expires an open session once; a second expire is refused', async () => {
    const session = await createSession(ctx.stripe);
    const expired = await ctx.stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null });
    const err = await failure(ctx.stripe.checkout.sessions.expire(session.id));
    expect(err.statusCode).toBe(400);
    expect(err.message).toContain('Only Checkout Sessions with a status in ["open"] can be expired');
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('expires a session when the sandbox clock passes expires_at, and fires checkout.session.expired', async () => {
    const session = await createSession(ctx.stripe, { expires_at: Math.floor(Date.now() / 1000) + 31 * 60 });
    const advanced = await fetch(`${ctx.url}/sandbox/api/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 32 * 60 }),
    });
    expect((await advanced.json()).offset_seconds).toBeGreaterThanOrEqual(32 * 60);
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const events = await ctx.stripe.events.list({ type: 'checkout.session.expired' });
    expect(events.data.map((e) => (e.data.object as Stripe.Checkout.Session).id)).toContain(session.id);
  });

  it('lists sessions newest first with status filters and cursors', async () => {
    const a = await createSession(ctx.stripe);
    const b = await createSession(ctx.stripe);
    const page = await ctx.stripe.checkout.sessions.list({ limit: 1, status: 'open' });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(page.data[0]!.id).toBe(b.id);
    const next = await ctx.stripe.checkout.sessions.list({ limit: 1, status: 'open', starting_after: b.id });
    expect(next.data[0]!.id).toBe(a.id);
  });
});

describe('payments sandbox: errors as Stripe sends them', () => {
  it('401 without a key or with a wrong one; 403 with the publishable key', async () => {
    const none = await fetch(`${ctx.url}/v1/checkout/sessions`);
    expect(none.status).toBe(401);
    expect((await none.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('You did not provide an API key'),
    });

    const wrong = await failure(stripeFor(ctx.url, 'sk_test_51NotTheSandboxKeyAbcd').checkout.sessions.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.message).toMatch(/^Invalid API Key provided: sk_test_\*{10,}Abcd$/);

    const publishable = await failure(stripeFor(ctx.url, STRIPE_PUBLISHABLE_KEY).checkout.sessions.list());
    expect(publishable).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(publishable.statusCode).toBe(403);
  });

  it('400 parameter_missing, parameter_invalid_integer, parameter_unknown, url_invalid and parameter_invalid_empty', async () => {
    const cases: Array<[Partial<Stripe.Checkout.SessionCreateParams> | Record<string, unknown>, string, string]> = [
      [{ line_items: undefined }, 'parameter_missing', 'line_items'],
      [
        { line_items: [{ price_data: { currency: 'eur', product_data: { name: 'x' }, unit_amount: 100 } }] },
        'parameter_missing',
        'line_items[0][quantity]',
      ],
      [
        {
          line_items: [
            { price_data: { currency: 'eur', product_data: { name: 'x' }, unit_amount: 'ten' }, quantity: 1 },
          ],
        },
        'parameter_invalid_integer',
        'line_items[0][price_data][unit_amount]',
      ],
      [
        { line_items: [{ price_data: { product_data: { name: 'x' }, unit_amount: 100 }, quantity: 1 }] },
        'parameter_missing',
        'line_items[0][price_data][currency]',
      ],
      [{ surprise: 'yes' }, 'parameter_unknown', 'surprise'],
      [{ success_url: 'not a url' }, 'url_invalid', 'success_url'],
      [{ client_reference_id: '' }, 'parameter_invalid_empty', 'client_reference_id'],
      [{ customer_email: 'nobody' }, 'email_invalid', 'customer_email'],
    ];
    for (const [params, code, param] of cases) {
      const err = await failure(createSession(ctx.stripe, params as Partial<Stripe.Checkout.SessionCreateParams>));
      expect(err, JSON.stringify(params)).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect({ status: err.statusCode, code: err.code, param: err.param }).toEqual({ status: 400, code, param });
      expect(err.raw).toMatchObject({ type: 'invalid_request_error', doc_url: expect.stringContaining('error-codes') });
    }
    const missingName = await failure(
      createSession(ctx.stripe, {
        line_items: [
          {
            price_data: {
              currency: 'eur',
              product_data: { description: 'no name' } as unknown as { name: string },
              unit_amount: 100,
            },
            quantity: 1,
          },
        ],
      }),
    );
    expect(missingName.message).toBe('Missing required param: line_items[0][price_data][product_data][name].');
  });

  it('refuses expires_at outside 30 minutes to 24 hours, amounts under the minimum, and other modes', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await failure(createSession(ctx.stripe, { expires_at: now + 60 }))).message).toBe(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
    expect((await failure(createSession(ctx.stripe, { expires_at: now + 25 * 3600 }))).message).toBe(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
    expect((await failure(createSession(ctx.stripe, { line_items: [lineItem(10)] }))).code).toBe('amount_too_small');
    expect((await failure(createSession(ctx.stripe, { mode: 'subscription' }))).param).toBe('mode');
  });

  it('404 resource_missing for unknown ids and Stripe’s message for unknown URLs', async () => {
    const err = await failure(ctx.stripe.checkout.sessions.retrieve('cs_test_doesnotexist'));
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect({ status: err.statusCode, code: err.code, message: err.message }).toEqual({
      status: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_doesnotexist'",
    });
    expect((await failure(ctx.stripe.paymentIntents.retrieve('pi_nope'))).message).toBe(
      "No such payment_intent: 'pi_nope'",
    );
    const res = await fetch(`${ctx.url}/v1/customers`, {
      headers: { authorization: `Bearer ${ctx.sandbox.secretKey}` },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toContain('Unrecognized request URL (GET: /v1/customers)');
  });

  it('refuses a JSON body the way Stripe does', async () => {
    const res = await post('/v1/checkout/sessions', JSON.stringify({ mode: 'payment' }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('application/x-www-form-urlencoded');
  });
});

describe('payments sandbox: idempotency keys', () => {
  it('same key and parameters replay the first response; different parameters are an idempotency_error', async () => {
    const key = `velvet-test-${Date.now()}`;
    const a = await ctx.stripe.checkout.sessions.create(
      { mode: 'payment', line_items: [lineItem()], success_url: 'http://127.0.0.1/ok', metadata: { n: '1' } },
      { idempotencyKey: key },
    );
    const b = await ctx.stripe.checkout.sessions.create(
      { mode: 'payment', line_items: [lineItem()], success_url: 'http://127.0.0.1/ok', metadata: { n: '1' } },
      { idempotencyKey: key },
    );
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(b.lastResponse.headers['request-id']).not.toBe(a.lastResponse.headers['request-id']);

    const c = await failure(
      ctx.stripe.checkout.sessions.create(
        { mode: 'payment', line_items: [lineItem()], success_url: 'http://127.0.0.1/ok', metadata: { n: '2' } },
        { idempotencyKey: key },
      ),
    );
    expect(c).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(c.statusCode).toBe(400);
    expect(c.message).toContain('Keys for idempotent requests can only be used with the same parameters');
    const listed = await ctx.stripe.checkout.sessions.list({ limit: 100 });
    expect(listed.data.filter((s) => s.id === a.id)).toHaveLength(1);
  });

  it('replays an error the endpoint produced, but not a refused parameter (which can then be corrected)', async () => {
    const key = `velvet-expire-${Date.now()}`;
    const session = await createSession(ctx.stripe);
    await ctx.stripe.checkout.sessions.expire(session.id);
    const e1 = await failure(ctx.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: key }));
    const e2 = await failure(ctx.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: key }));
    expect(e2.message).toBe(e1.message);
    expect(e2.headers?.['idempotent-replayed']).toBe('true');

    const fixKey = `velvet-fix-${Date.now()}`;
    const bad = await post('/v1/checkout/sessions', 'mode=payment&line_items[0][quantity]=1', {
      'idempotency-key': fixKey,
    });
    expect(bad.status).toBe(400);
    const good = await post(
      '/v1/checkout/sessions',
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=500&line_items[0][price_data][product_data][name]=Tip',
      { 'idempotency-key': fixKey },
    );
    expect(good.status).toBe(200);
  });

  it('a key reused on another endpoint is an idempotency_error', async () => {
    const key = `velvet-cross-${Date.now()}`;
    const session = await createSession(ctx.stripe);
    await ctx.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: key });
    const err = await failure(
      ctx.stripe.checkout.sessions.create({ mode: 'payment', line_items: [lineItem()] }, { idempotencyKey: key }),
    );
    expect(err.type).toBe('StripeIdempotencyError');
    expect(err.message).toContain('same endpoint');
  });
});

describe('payments sandbox: dashboard', () => {
  it('lists sessions and expires one through its form', async () => {
    const session = await createSession(ctx.stripe, { client_reference_id: 'dashboard-ref' });
    const page = await (await fetch(`${ctx.url}/sandbox`)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('dashboard-ref');
    const res = await fetch(`${ctx.url}/sandbox/actions/sessions/${session.id}/expire`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sandbox');
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const again = await fetch(`${ctx.url}/sandbox/actions/sessions/${session.id}/expire`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.headers.get('location')).toMatch(/^\/sandbox\?error=Only%20Checkout%20Sessions/);
  });
});

describe('payments sandbox: state survives a restart', () => {
  it('keeps sessions in its state file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'velvet-payments-'));
    try {
      const file = path.join(dir, 'state.json');
      const first = await startPaymentsSandbox({ port: 0, stateFile: file });
      const session = await createSession(stripeFor(first.url, first.secretKey), { client_reference_id: 'persisted' });
      await first.close();
      const second = await startPaymentsSandbox({ port: 0, stateFile: file });
      try {
        const again = await stripeFor(second.url, second.secretKey).checkout.sessions.retrieve(session.id);
        expect(again).toMatchObject({
          client_reference_id: 'persisted',
          status: 'open',
          url: `${second.url}/c/pay/${session.id}`,
        });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
