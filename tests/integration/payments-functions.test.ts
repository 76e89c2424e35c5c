// Payments end to end through Edge Functions, on a private stack with the repo's shared Stripe module:
// a function creates a Checkout Session with the official SDK against the stack's sandbox, the hosted
// page's form is paid with each test card, and a webhook function verifying with the module's
// `verifiedEvent` (as the repo's stripe-webhook does, minus the database it records into: the money
// suites, money-payments-*.test.ts, run that one) checks every delivery, refuses bad signatures with
// 400, and sees a retried and a duplicated delivery.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_SECRET } from '../../stack/payments/index.ts';
import { stripeFor, submitCheckoutForm, waitUntil } from '../support/payments.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

const repoFile = (p: string) => readFileSync(path.join('supabase', p), 'utf8');
const dotEnv = repoFile('functions/.env.example');

// The webhook's verification alone: what the repo's stripe-webhook does before it records the event.
const VERIFY_ONLY_WEBHOOK = `
import { verifiedEvent, WebhookSignatureError } from '../_shared/stripe.ts';
Deno.serve(async (req) => {
  try {
    const event = await verifiedEvent(req);
    return Response.json({ received: true, id: event.id, type: event.type });
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    return Response.json({ error: \`Webhook signature verification failed: \${err.message}\` }, { status: 400 });
  }
});`;

// A function creating a session with the shared module (topup-checkout does it for top-ups).
const CHECKOUT_FUNCTION = `
import { stripe, type Stripe } from '../_shared/stripe.ts';
Deno.serve(async (req) => {
  const { amount, name, userId } = await req.json();
  try {
    const session = await stripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', product_data: { name }, unit_amount: amount }, quantity: 1 }],
      success_url: 'http://127.0.0.1:5173/wallet?checkout={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5173/wallet?checkout=cancelled',
      client_reference_id: userId,
      customer_email: 'fan@velvet.test',
      metadata: { user_id: userId },
    });
    return Response.json({ id: session.id, url: session.url });
  } catch (err) {
    const e = err as Stripe.errors.StripeError;
    return Response.json({ type: e.type, code: e.code, param: e.param }, { status: e.statusCode ?? 500 });
  }
});`;

interface DeliveryLog {
  data: Array<{
    event: string;
    event_type: string;
    kind: string;
    status: string;
    attempts: Array<{ status: number | null; response_body: string | null }>;
  }>;
}

describe('payments through Edge Functions', () => {
  let temp: TempStack;
  let anon: SupabaseClient;
  let stripe: Stripe;
  let sandbox: string;
  let endpointId: string;
  const envFile = () => path.join(temp.supabaseDir, 'functions', '.env');

  beforeAll(async () => {
    temp = await startTempStack(
      {
        configToml: 'project_id = "payments"\n[functions.stripe-webhook]\nverify_jwt = false\n',
        files: {
          'functions/_shared/stripe.ts': repoFile('functions/_shared/stripe.ts'),
          'functions/stripe-webhook/index.ts': VERIFY_ONLY_WEBHOOK,
          'functions/checkout/index.ts': CHECKOUT_FUNCTION,
          'functions/.env': dotEnv,
        },
      },
      { payments: { retryScheduleMs: [500, 1000, 2000, 4000] } },
    );
    anon = createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    sandbox = temp.stack.payments.url;
    stripe = stripeFor(sandbox, temp.stack.payments.secretKey);
    const endpoints = (await (await fetch(`${sandbox}/sandbox/api/endpoints`)).json()) as {
      data: Array<{ id: string; url: string; secret: string }>;
    };
    expect(endpoints.data).toEqual([
      expect.objectContaining({
        url: `${temp.stack.functionsUrl}/stripe-webhook`,
        secret: STRIPE_WEBHOOK_SECRET,
      }),
    ]);
    endpointId = endpoints.data[0]!.id;
  });
  afterAll(async () => {
    await temp?.dispose();
  });

  const checkout = async (userId = 'fan-1') => {
    const { data, error } = await anon.functions.invoke<{ id: string; url: string }>('checkout', {
      body: { amount: 1292, name: 'Monthly subscription to @lunarivera', userId },
    });
    expect(error).toBeNull();
    return data!;
  };

  const deliveries = (query: string) =>
    fetch(`${sandbox}/sandbox/api/deliveries?endpoint=${endpointId}&${query}`).then(
      (r) => r.json() as Promise<DeliveryLog>,
    );

  const eventOf = async (objectId: string, type: string) => {
    const { data } = await stripe.events.list({ type, limit: 100 });
    const event = data.find((e) => (e.data.object as { id: string }).id === objectId);
    if (!event) throw new Error(`no ${type} for ${objectId}`);
    return event;
  };

  it('a function creates a session with the SDK; each test card behaves on the page; the webhook function verifies every delivery', async () => {
    const outcomes: Array<[string, number, string]> = [
      ['4242 4242 4242 4242', 303, 'checkout.session.completed'],
      ['4000 0000 0000 0002', 402, 'payment_intent.payment_failed'],
      ['4000 0000 0000 9995', 402, 'payment_intent.payment_failed'],
      ['4000 0000 0000 0069', 402, 'payment_intent.payment_failed'],
    ];
    for (const [card, status, type] of outcomes) {
      const session = await checkout();
      expect(session.url).toBe(`${sandbox}/c/pay/${session.id}`);
      expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
        client_reference_id: 'fan-1',
        metadata: { user_id: 'fan-1' },
        amount_total: 1292,
      });
      const paid = await submitCheckoutForm(session.url, { cardNumber: card });
      expect(paid.status, card).toBe(status);
      const after = await stripe.checkout.sessions.retrieve(session.id);
      const event = await eventOf(
        type === 'checkout.session.completed' ? session.id : (after.payment_intent as string),
        type,
      );
      const log = await waitUntil(
        () => deliveries(`event=${event.id}`),
        (l) => l.data[0]?.status === 'succeeded',
        20_000,
      );
      const last = log.data[0]!.attempts.at(-1)!;
      expect(last.status).toBe(200);
      expect(JSON.parse(last.response_body!)).toEqual({ received: true, id: event.id, type });
    }
  });

  it('Stripe errors reach the function through the SDK', async () => {
    const { error } = await anon.functions.invoke('checkout', { body: { amount: 10, name: 'Too cheap', userId: 'x' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      param: 'line_items',
    });
  });

  it('the webhook function refuses a missing, forged or tampered signature with 400, and accepts a valid one', async () => {
    const url = `${temp.stack.functionsUrl}/stripe-webhook`;
    const payload = JSON.stringify({
      id: 'evt_test_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const sign = (secret: string, body = payload) =>
      stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret });
    const send = async (body: string, signature?: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const missing = await send(payload);
    expect(missing.status).toBe(400);
    expect(String(missing.body.error)).toContain('No stripe-signature header value was provided.');
    const forged = await send(payload, await sign('whsec_someone_else'));
    expect(forged.status).toBe(400);
    expect(String(forged.body.error)).toContain('No signatures found matching the expected signature for payload');
    const tampered = await send(payload.replace('forged', 'forgeD'), await sign(STRIPE_WEBHOOK_SECRET));
    expect(tampered.status).toBe(400);
    const valid = await send(payload, await sign(STRIPE_WEBHOOK_SECRET));
    expect(valid).toEqual({
      status: 200,
      body: { received: true, id: 'evt_test_forged', type: 'checkout.session.completed' },
    });
  });

  it('a delivery the function refused is retried and verified once the function is fixed', async () => {
    // The function's secret is wrong (a misconfigured deploy): deliveries get 400 until .env is fixed.
    await writeFile(envFile(), dotEnv.replace(STRIPE_WEBHOOK_SECRET, 'whsec_wrong_secret_for_a_while'));
    const session = await checkout('fan-retry');
    expect((await submitCheckoutForm(session.url, { cardNumber: '4242424242424242' })).status).toBe(303);
    const event = await eventOf(session.id, 'checkout.session.completed');
    await waitUntil(
      () => deliveries(`event=${event.id}`),
      (l) => (l.data[0]?.attempts.length ?? 0) >= 1,
      20_000,
    );
    await writeFile(envFile(), dotEnv);
    const log = await waitUntil(
      () => deliveries(`event=${event.id}`),
      (l) => l.data[0]?.status !== 'pending',
      30_000,
    );
    const statuses = log.data[0]!.attempts.map((a) => a.status);
    expect(log.data[0]!.status).toBe('succeeded');
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
  });

  it('a duplicated delivery of the same event reaches the function and verifies again', async () => {
    const session = await checkout('fan-duplicate');
    expect((await submitCheckoutForm(session.url, { cardNumber: '4242424242424242' })).status).toBe(303);
    const event = await eventOf(session.id, 'checkout.session.completed');
    await waitUntil(
      () => deliveries(`event=${event.id}`),
      (l) => l.data[0]?.status === 'succeeded',
      20_000,
    );
    const resend = await fetch(`${sandbox}/sandbox/api/events/${event.id}/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'duplicate', endpoint: endpointId }),
    });
    expect(resend.status).toBe(200);
    const log = await waitUntil(
      () => deliveries(`event=${event.id}`),
      (l) => l.data.length === 2 && l.data.every((d) => d.status === 'succeeded'),
      20_000,
    );
    expect(log.data.map((d) => d.kind).sort()).toEqual(['duplicate', 'original']);
    for (const d of log.data)
      expect(JSON.parse(d.attempts.at(-1)!.response_body!)).toMatchObject({ received: true, id: event.id });
  });
});
