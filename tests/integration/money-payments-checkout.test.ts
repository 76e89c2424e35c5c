// Wallet top-ups as a fan makes them (issue 13 §7 and acceptance "top-up through the sandbox with each
// test card"): supabase.functions.invoke('topup-checkout') opens a Checkout Session for the signed-in
// caller, the sandbox's hosted page takes the card, and the stripe-webhook function hands the verified
// event to the database, which credits the wallet exactly once. Declines, refusals, forged webhooks and
// a provider outage leave the balance unchanged and say why. On a private stack (support/money-payments).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_SECRET } from '../../stack/payments/index.ts';
import { signJwt } from '../../stack/keys.ts';
import { startMoneyStack, type MoneyStack } from '../support/money-payments.ts';
import { submitCheckoutForm } from '../support/payments.ts';

const SITE = 'http://127.0.0.1:5173';
const successUrl = (topupId: string) =>
  `${SITE}/wallet?topup=${topupId}&checkout=success&session_id={CHECKOUT_SESSION_ID}`;
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

describe('wallet top-ups through topup-checkout and the sandbox', () => {
  let m: MoneyStack;

  beforeAll(async () => {
    m = await startMoneyStack();
  }, 120_000);
  afterAll(async () => {
    await m?.dispose();
  });

  it('a fan tops up €20 with 4242…: a checkout for the amount the database recorded, credited exactly once by the webhook', async () => {
    const fan = await m.fan();
    const { url, topupId, key } = await m.openTopup(fan, 2000);
    expect(url).toBe(`${m.sandbox}/c/pay/${sessionIdOf(url)}`);

    const session = await m.stripe.checkout.sessions.retrieve(sessionIdOf(url), { expand: ['line_items'] });
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 2000,
      currency: 'eur',
      client_reference_id: topupId,
      customer_email: fan.email,
      metadata: { topup_id: topupId },
      success_url: successUrl(topupId),
      cancel_url: `${SITE}/wallet?topup=${topupId}&checkout=cancelled`,
    });
    expect(session.line_items?.data.map((li) => [li.description, li.amount_total])).toEqual([
      ['Velvet wallet top-up', 2000],
    ]);
    expect(await m.topupRow(fan, topupId)).toMatchObject({
      user_id: fan.id,
      amount_cents: 2000,
      status: 'pending',
      provider_session_id: session.id,
    });
    expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 2000 });

    const paid = await submitCheckoutForm(url, { cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(successUrl(topupId).replace('{CHECKOUT_SESSION_ID}', session.id));

    await m.balanceBecomes(fan, 2000);
    expect(await m.wallet(fan)).toMatchObject({ pending_topups_cents: 0, is_negative: false });
    await m.topupStatusBecomes(fan, topupId, 'credited');
    expect((await m.transactions(fan)).filter((t) => t.kind === 'topup')).toEqual([
      expect.objectContaining({ status: 'completed', amount_cents: 2000, detail: null }),
    ]);
    expect(await m.ledgerOperations(topupId)).toEqual([{ kind: 'topup', cents: 2000 }]);
    // The payment's companion events (payment_intent.created, charge.succeeded, …) are acknowledged
    // without being written: only what the database acts on is recorded.
    const { rows } = await m.db.query<{ type: string }>('select type from ledger.provider_events where topup_id = $1', [
      topupId,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['checkout.session.completed']);

    // The same tap again after paying: nothing to pay, nothing charged.
    const again = await m.topUp(fan.client, { amount_cents: 2000, idempotency_key: key });
    expect(again).toEqual({
      status: 409,
      body: { code: 'topup_closed', message: 'This top-up is already paid.', details: { status: 'credited' } },
    });
    expect(await m.balance(fan)).toBe(2000);
  }, 90_000);

  it('a double tap opens one checkout: the same key gives the same session, another key another, a reused key with another amount is refused', async () => {
    const fan = await m.fan();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      m.topUp(fan.client, { amount_cents: 5000, idempotency_key: key }),
      m.topUp(fan.client, { amount_cents: 5000, idempotency_key: key }),
    ]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    const later = await m.topUp(fan.client, { amount_cents: 5000, idempotency_key: key });
    expect(later).toEqual(a);
    const sessions = await m.sandboxApi<{ data: Array<{ client_reference_id: string | null }> }>('/sessions');
    expect(sessions.data.filter((s) => s.client_reference_id === a.body.topup_id)).toHaveLength(1);

    const other = await m.topUp(fan.client, { amount_cents: 5000, idempotency_key: randomUUID() });
    expect(other.status).toBe(200);
    expect(other.body.topup_id).not.toBe(a.body.topup_id);
    expect(other.body.url).not.toBe(a.body.url);

    expect(await m.topUp(fan.client, { amount_cents: 1000, idempotency_key: key })).toEqual({
      status: 409,
      body: {
        code: 'idempotency_key_reused',
        message: 'This request key was already used for another top-up. Start a new top-up.',
      },
    });
    const { count } = await fan.client.from('wallet_topups').select('id', { count: 'exact', head: true });
    expect(count).toBe(2);
  }, 60_000);

  it('declined cards leave the balance unchanged and the wallet history says why; the same page then takes 4242', async () => {
    const fan = await m.fan();
    const declines: Array<[string, string]> = [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ];
    const opened: Array<{ url: string; topupId: string; key: string }> = [];
    for (const [card, reason] of declines) {
      const topup = await m.openTopup(fan, 1000);
      opened.push(topup);
      const attempt = await submitCheckoutForm(topup.url, { cardNumber: card });
      expect(attempt.status, card).toBe(402);
      await m.topupStatusBecomes(fan, topup.topupId, 'failed');
      // What the wallet screen lists (get_transactions): a failed top-up with the card's reason, not in the balance.
      const row = (await m.transactions(fan)).find((t) => t.id === topup.topupId);
      expect(row, card).toMatchObject({ kind: 'topup', status: 'failed', amount_cents: 1000, detail: reason });
      expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 0 });
    }
    expect(await m.ledgerOperations(opened[0]!.topupId)).toEqual([]);

    // Tapping the same top-up again reopens the same page, where another card succeeds.
    const last = opened.at(-1)!;
    expect(await m.topUp(fan.client, { amount_cents: 1000, idempotency_key: last.key })).toEqual({
      status: 200,
      body: { url: last.url, topup_id: last.topupId },
    });
    expect((await submitCheckoutForm(last.url, { cardNumber: '4242424242424242' })).status).toBe(303);
    await m.balanceBecomes(fan, 1000);
    await m.topupStatusBecomes(fan, last.topupId, 'credited');
    expect(await m.ledgerOperations(last.topupId)).toEqual([{ kind: 'topup', cents: 1000 }]);
  }, 120_000);

  it('an abandoned checkout expires at the provider; the wallet shows it expired and the same tap does not reopen it', async () => {
    const fan = await m.fan();
    const { url, topupId, key } = await m.openTopup(fan, 2000);
    // What Stripe does 24 h after creation (the checkout's lifetime, also the database's expiry job's).
    await m.sandboxApi(`/sessions/${sessionIdOf(url)}/expire`, {});
    await m.topupStatusBecomes(fan, topupId, 'expired');
    expect((await m.transactions(fan)).find((t) => t.id === topupId)).toMatchObject({ status: 'expired' });
    expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 0 });
    expect(await m.topUp(fan.client, { amount_cents: 2000, idempotency_key: key })).toEqual({
      status: 409,
      body: {
        code: 'topup_closed',
        message: 'This checkout has expired. Start a new top-up.',
        details: { status: 'expired' },
      },
    });
  }, 60_000);

  it('amounts outside €5–€500 and malformed requests are refused before any checkout opens', async () => {
    const fan = await m.fan();
    const before = (await m.sandboxApi<{ data: unknown[] }>('/sessions?limit=1000')).data.length;
    const range = { code: 'amount_out_of_range', message: 'Top-ups are between €5 and €500.' };
    for (const cents of [499, 50001, 0, -2000]) {
      expect(await m.topUp(fan.client, { amount_cents: cents, idempotency_key: randomUUID() }), String(cents)).toEqual({
        status: 400,
        body: { ...range, details: { min_cents: 500, max_cents: 50000 } },
      });
    }
    const malformed: Array<Record<string, unknown>> = [
      { amount_cents: 12.5, idempotency_key: randomUUID() },
      { amount_cents: '2000', idempotency_key: randomUUID() },
      { amount_cents: 2000 },
      { amount_cents: 2000, idempotency_key: 'tap-1' },
      { amount_cents: 2000, idempotency_key: randomUUID(), currency: 'usd' },
    ];
    for (const body of malformed) {
      const answer = await m.topUp(fan.client, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
    }
    expect((await m.sandboxApi<{ data: unknown[] }>('/sessions?limit=1000')).data.length).toBe(before);
    expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 0 });

    // The bounds themselves are allowed: €5 (a custom amount) and €500.
    for (const cents of [500, 50000]) await m.openTopup(fan, cents);
  }, 60_000);

  it('only a signed-in fan can top up, and only their own wallet', async () => {
    const [alice, bob] = await Promise.all([m.fan('alice'), m.fan('bob')]);
    const body = { amount_cents: 2000, idempotency_key: randomUUID() };
    const fnUrl = `${m.stack.functionsUrl}/topup-checkout`;

    // No token, a forged token: the gateway refuses (verify_jwt). The anon key is a valid project
    // token but not a user: the database refuses, before any checkout.
    const bare = await fetch(fnUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(bare.status).toBe(401);
    const forged = signJwt(
      { sub: bob.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'not-the-project-secret-but-long-enough-to-sign-32',
    );
    const forgedAnswer = await fetch(fnUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(forgedAnswer.status).toBe(401);
    const visitor = createClient(m.stack.apiUrl, m.stack.keys.anonKey, { auth: { persistSession: false } });
    expect(await m.topUp(visitor, body)).toEqual({
      status: 401,
      body: { code: 'not_signed_in', message: 'Sign in to top up your wallet.' },
    });

    // Naming someone else in the body is refused outright; nothing is recorded for them.
    const forBob = await m.topUp(alice.client, { ...body, user_id: bob.id });
    expect(forBob).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    const { rows } = await m.db.query('select 1 from public.wallet_topups where user_id = $1', [bob.id]);
    expect(rows).toHaveLength(0);

    // The same key from two fans is two top-ups, each the caller's; Alice paying credits only Alice.
    const a = await m.topUp(alice.client, body);
    const b = await m.topUp(bob.client, body);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.topup_id).not.toBe(b.body.topup_id);
    expect(await m.topupRow(alice, String(a.body.topup_id))).toMatchObject({ user_id: alice.id });
    expect(await m.topupRow(bob, String(b.body.topup_id))).toMatchObject({ user_id: bob.id });
    expect(await m.topupRow(bob, String(a.body.topup_id))).toBeNull();
    expect((await submitCheckoutForm(String(a.body.url), { cardNumber: '4242424242424242' })).status).toBe(303);
    await m.balanceBecomes(alice, 2000);
    await m.delivered((await m.eventOf(sessionIdOf(String(a.body.url)), 'checkout.session.completed')).id);
    expect(await m.wallet(bob)).toMatchObject({ balance_cents: 0, pending_topups_cents: 2000 });
  }, 60_000);

  it('sends the payer back only to the app: an allowed origin is kept, any other gets SITE_URL', async () => {
    const fan = await m.fan();
    const returnOf = async (origin: string) => {
      const answer = await m.topUp(fan.client, { amount_cents: 1000, idempotency_key: randomUUID() }, { origin });
      expect(answer.status).toBe(200);
      const session = await m.stripe.checkout.sessions.retrieve(sessionIdOf(String(answer.body.url)));
      return new URL(session.success_url!).origin;
    };
    expect(await returnOf('http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234'); // SITE_URL's host, a preview port
    expect(await returnOf('http://localhost:4173')).toBe('http://localhost:4173'); // additional_redirect_urls
    expect(await returnOf('https://velvet.evil.example')).toBe(SITE);
    expect(await returnOf('http://127.0.0.2:5173')).toBe(SITE);
    expect(await returnOf('null')).toBe(SITE);
  }, 60_000);

  it('the functions’ app address agrees with config.toml’s [auth] redirect settings', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: { site_url: string; additional_redirect_urls: string[] };
    };
    const env = Object.fromEntries(
      readFileSync('supabase/functions/.env.example', 'utf8')
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(env.SITE_URL).toBe(config.auth.site_url);
    expect(env.ADDITIONAL_REDIRECT_URLS?.split(',')).toEqual(config.auth.additional_redirect_urls);
  });

  it('a forged webhook is refused with 400 and credits nothing', async () => {
    const fan = await m.fan();
    const { topupId } = await m.openTopup(fan, 5000);
    const event = {
      id: `evt_forged_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          client_reference_id: topupId,
          amount_total: 5000,
          currency: 'eur',
          payment_status: 'paid',
          payment_intent: 'pi_forged',
        },
      },
    };
    const payload = JSON.stringify(event);
    const send = (signature?: string, body = payload) =>
      fetch(`${m.stack.functionsUrl}/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
    const sign = (secret: string) => m.stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
    expect((await send()).status).toBe(400);
    expect((await send(await sign('whsec_an_attackers_own_secret'))).status).toBe(400);
    // A genuine signature over other bytes (a replayed header on an edited body).
    expect((await send(await sign(STRIPE_WEBHOOK_SECRET), payload.replace('5000', '50000'))).status).toBe(400);

    expect(await m.topupRow(fan, topupId)).toMatchObject({ status: 'pending' });
    expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 5000 });
    const { rows } = await m.db.query('select 1 from ledger.provider_events where event_id = $1', [event.id]);
    expect(rows).toHaveLength(0);
  }, 60_000);

  it('a provider outage answers 502 and charges nothing; the top-up says why, and the same key opens it later', async () => {
    const fan = await m.fan();
    const envFile = path.join(m.temp.supabaseDir, 'functions', '.env');
    const example = readFileSync(path.join(m.temp.supabaseDir, 'functions', '.env.example'), 'utf8');
    // The function's provider key stops working (the provider refuses it), as when Stripe is down for us.
    await writeFile(envFile, example.replace(/^STRIPE_SECRET_KEY=.*$/m, 'STRIPE_SECRET_KEY=sk_test_revoked'));
    const key = randomUUID();
    let answer;
    try {
      answer = await m.topUp(fan.client, { amount_cents: 2500, idempotency_key: key });
    } finally {
      await rm(envFile, { force: true });
    }
    expect(answer).toEqual({
      status: 502,
      body: {
        code: 'provider_unavailable',
        message: 'The payment provider is not responding. Nothing was charged; try again in a moment.',
      },
    });
    const [failed] = (await m.transactions(fan)).filter((t) => t.kind === 'topup');
    expect(failed).toMatchObject({
      status: 'failed',
      amount_cents: 2500,
      detail: 'The payment page could not be opened: the payment provider did not respond.',
    });
    expect(await m.wallet(fan)).toMatchObject({ balance_cents: 0, pending_topups_cents: 0 });

    const retry = await m.topUp(fan.client, { amount_cents: 2500, idempotency_key: key });
    expect(retry.status).toBe(200);
    expect(retry.body.topup_id).toBe(failed!.id);
    expect(await m.topupRow(fan, failed!.id)).toMatchObject({ status: 'pending', failure_reason: null });
    expect((await submitCheckoutForm(String(retry.body.url), { cardNumber: '4242424242424242' })).status).toBe(303);
    await m.balanceBecomes(fan, 2500);

    // Only the function (service role) may mark a checkout failed; a fan cannot, even their own.
    const own = await fan.client
      .rpc('start_topup', { amount_cents: 700, idempotency_key: randomUUID() })
      .single<{ id: string }>();
    expect(own.error).toBeNull();
    const refused = await fan.client.rpc('fail_topup_checkout', { topup_id: own.data!.id, reason: 'mine' });
    expect(refused.error?.code).toMatch(/^(42501|PGRST202)$/);
    expect(await m.topupRow(fan, own.data!.id)).toMatchObject({ status: 'pending', failure_reason: null });
  }, 90_000);
});
