// The sandbox's state.json stops growing without bound: events (and their delivery logs) are kept
// 30 days on the sandbox clock, as Stripe keeps events, and at most a fixed number of them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsSandbox, type PaymentsSandbox } from '../../stack/payments/index.ts';
import type { PaymentsSandboxOptions } from '../../stack/payments/server.ts';
import { createSession, startReceiver, stripeFor, waitUntil, type Receiver } from '../support/payments.ts';

let dir: string;
let receiver: Receiver;
const sandboxes: PaymentsSandbox[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velvet-retention-'));
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const s of sandboxes) await s.close();
  await receiver?.close();
  await rm(dir, { recursive: true, force: true });
});

async function sandbox(name: string, options: Partial<PaymentsSandboxOptions> = {}) {
  const stateFile = path.join(dir, name, 'state.json');
  const s = await startPaymentsSandbox({ port: 0, stateFile, retryScheduleMs: [50], ...options });
  sandboxes.push(s);
  return { s, stripe: stripeFor(s.url, s.secretKey), stateFile };
}

/** Ids of the events state.json holds once the sandbox has written its state. */
const savedEventIds = async (s: PaymentsSandbox, stateFile: string) => {
  s.core.store.flush();
  const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { events: Array<[string, unknown]> };
  return saved.events.map(([id]) => id);
};

const advance = (s: PaymentsSandbox, seconds: number) =>
  fetch(`${s.url}/sandbox/api/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });

const deliveriesOf = async (s: PaymentsSandbox, event: string) =>
  ((await (await fetch(`${s.url}/sandbox/api/deliveries?event=${event}`)).json()) as { data: unknown[] }).data;

async function expiredEvent(stripe: Stripe) {
  const session = await createSession(stripe);
  await stripe.checkout.sessions.expire(session.id);
  const events = await stripe.events.list({ type: 'checkout.session.expired', limit: 100 });
  return events.data.find((e) => (e.data.object as Stripe.Checkout.Session).id === session.id)!;
}

describe('payments sandbox: events are kept 30 days, as on Stripe', () => {
  it('keeps an event and its deliveries for 30 days, then drops both from the API and state.json', async () => {
    const { s, stripe, stateFile } = await sandbox('days');
    const endpoint = await stripe.webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['checkout.session.expired'],
    });
    receiver.setSecret(endpoint.secret!);
    const old = await expiredEvent(stripe);
    await waitUntil(
      () => deliveriesOf(s, old.id),
      (d) => d.length === 1,
    );

    // 29 days on: still there.
    expect((await advance(s, 29 * 86_400)).status).toBe(200);
    expect((await stripe.events.retrieve(old.id)).id).toBe(old.id);
    expect(await deliveriesOf(s, old.id)).toHaveLength(1);
    const recent = await expiredEvent(stripe);

    // Past 30 days: the old event and its delivery log are gone; the recent one stays.
    expect((await advance(s, 2 * 86_400)).status).toBe(200);
    const missing = await stripe.events.retrieve(old.id).catch((err: Stripe.errors.StripeError) => err);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(await deliveriesOf(s, old.id)).toEqual([]);
    expect((await stripe.events.retrieve(recent.id)).id).toBe(recent.id);

    const saved = await savedEventIds(s, stateFile);
    expect(saved).toContain(recent.id);
    expect(saved).not.toContain(old.id);
  });

  it('keeps at most the configured number of events, dropping the oldest first', async () => {
    const { s, stripe, stateFile } = await sandbox('cap', { retention: { maxEvents: 3 } });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await expiredEvent(stripe)).id);
    const kept = await waitUntil(
      async () => (await stripe.events.list({ limit: 100 })).data.map((e) => e.id),
      (list) => list.length === 3,
    );
    expect(kept).toEqual(ids.slice(2).reverse());
    expect((await savedEventIds(s, stateFile)).sort()).toEqual(ids.slice(2).sort());
  });
});
