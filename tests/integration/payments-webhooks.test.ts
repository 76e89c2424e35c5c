// Webhooks from the payments sandbox, received by a tiny endpoint that verifies each delivery with
// the official SDK's `constructEventAsync` (SubtleCrypto provider), as the webhook function will:
// the event envelope, retries after a 500 or a bad signature, duplicate and out-of-order delivery,
// refunds and disputes, an endpoint that is down or too slow, and the delivery log.
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../stack/payments/index.ts';
import {
  createSession,
  startReceiver,
  submitCheckoutForm,
  useSandbox,
  waitUntil,
  type Received,
} from '../support/payments.ts';

const ctx = useSandbox({ deliveryTimeoutMs: 1000 });

interface DeliveryLog {
  data: Array<{
    event: string;
    event_type: string;
    kind: string;
    status: string;
    attempts: Array<{ status: number | null; error: string | null }>;
  }>;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A receiver registered as a webhook endpoint through the API, as in Stripe's dashboard. */
async function endpoint(respond?: Parameters<typeof startReceiver>[0], enabled: string[] = ['*']) {
  const receiver = await startReceiver(respond);
  const created = await ctx.stripe.webhookEndpoints.create({
    url: receiver.url,
    enabled_events: enabled as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
  });
  expect(created.secret).toMatch(/^whsec_/);
  receiver.setSecret(created.secret!);
  cleanups.push(
    () => receiver.close(),
    () => ctx.stripe.webhookEndpoints.del(created.id),
  );
  return { receiver, id: created.id };
}

async function paidSession(card = '4242424242424242') {
  const session = await createSession(ctx.stripe, { metadata: { user_id: 'fan-1' } });
  expect((await submitCheckoutForm(session.url!, { cardNumber: card })).status).toBe(303);
  const paid = await ctx.stripe.checkout.sessions.retrieve(session.id);
  return { session: paid, paymentIntent: paid.payment_intent as string };
}

const deliveries = (query: string) =>
  fetch(`${ctx.url}/sandbox/api/deliveries?${query}`).then((r) => r.json() as Promise<DeliveryLog>);

const testApi = (path: string, body: Record<string, unknown> = {}) =>
  fetch(`${ctx.url}/sandbox/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const ofType = (list: Received[], type: string) => list.filter((x) => x.event.type === type);

describe('payments sandbox: webhook deliveries', () => {
  it('sends checkout.session.completed in Stripe’s envelope, signed so constructEventAsync verifies it', async () => {
    const { receiver } = await endpoint();
    const { session } = await paidSession();
    const [delivery] = ofType(
      await receiver.waitFor((r) => ofType(r, 'checkout.session.completed').length > 0),
      'checkout.session.completed',
    );
    const event = delivery!.event;
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      api_version: API_VERSION,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          metadata: { user_id: 'fan-1' },
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.pending_webhooks).toBeGreaterThanOrEqual(1);
    expect(Math.abs(event.created - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(delivery!.raw).toBe(JSON.stringify(JSON.parse(delivery!.raw), null, 2));
    // The same event is what the API returns for it.
    expect((await ctx.stripe.events.retrieve(event.id)).data.object).toEqual(event.data.object);
    expect(receiver.rejected).toEqual([]);
  });

  it('only sends the event types an endpoint is enabled for', async () => {
    const { receiver, id } = await endpoint(undefined, ['payment_intent.payment_failed']);
    const session = await createSession(ctx.stripe);
    expect((await submitCheckoutForm(session.url!, { cardNumber: '4000000000000002' })).status).toBe(402);
    expect((await submitCheckoutForm(session.url!, { cardNumber: '4242424242424242' })).status).toBe(303);
    await receiver.waitFor((r) => r.length >= 1);
    const log = await deliveries(`endpoint=${id}`);
    expect(log.data.map((d) => d.event_type)).toEqual(['payment_intent.payment_failed']);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['payment_intent.payment_failed']);
    expect(receiver.received[0]!.event.data.object).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
  });

  it('retries a delivery answered with 500, and logs every attempt', async () => {
    const { receiver, id } = await endpoint((event, n) =>
      event.type === 'checkout.session.completed' && n === 1 ? 500 : 200,
    );
    const { session } = await paidSession();
    await receiver.waitFor((r) => ofType(r, 'checkout.session.completed').length === 2);
    const [first, second] = ofType(receiver.received, 'checkout.session.completed');
    expect(second!.event.id).toBe(first!.event.id);
    expect(second!.signature).not.toBe(''); // re-signed per attempt
    expect((second!.event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    const log = await waitUntil(
      () => deliveries(`endpoint=${id}&event=${first!.event.id}`),
      (l) => l.data[0]?.status === 'succeeded',
    );
    expect(log.data[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
  });

  it('retries a delivery whose signature the endpoint rejects (400) until the schedule runs out', async () => {
    const { receiver, id } = await endpoint();
    receiver.setSecret('whsec_not_the_endpoint_secret');
    await createSession(ctx.stripe).then((s) => ctx.stripe.checkout.sessions.expire(s.id));
    const log = await waitUntil(
      () => deliveries(`endpoint=${id}`),
      (l) => l.data.length > 0 && l.data.every((d) => d.status === 'failed'),
    );
    expect(log.data[0]!.attempts.map((a) => a.status)).toEqual([400, 400, 400, 400]); // first try + 3 retries
    expect(receiver.rejected[0]).toContain('No signatures found matching the expected signature for payload');
    expect(receiver.received).toEqual([]);
  });

  it('delivers a duplicate when asked (same event id, verified again)', async () => {
    const { receiver } = await endpoint();
    await paidSession();
    const [original] = ofType(
      await receiver.waitFor((r) => ofType(r, 'checkout.session.completed').length === 1),
      'checkout.session.completed',
    );
    const resend = await testApi(`/events/${original!.event.id}/resend`, { mode: 'duplicate' });
    expect(resend.status).toBe(200);
    await receiver.waitFor((r) => ofType(r, 'checkout.session.completed').length === 2);
    const copies = ofType(receiver.received, 'checkout.session.completed');
    expect(copies[1]!.event).toEqual(
      expect.objectContaining({ id: original!.event.id, type: 'checkout.session.completed' }),
    );
  });

  it('holds deliveries and releases them out of order', async () => {
    const { receiver, id } = await endpoint(undefined, ['refund.created', 'charge.refunded']);
    const { paymentIntent } = await paidSession();
    expect((await testApi(`/endpoints/${id}/hold`)).status).toBe(200);
    await ctx.stripe.refunds.create({ payment_intent: paymentIntent, amount: 200 });
    const held = await deliveries(`endpoint=${id}`);
    expect(held.data.map((d) => d.status)).toEqual(['held', 'held']);
    expect(receiver.received).toEqual([]);
    const released = await testApi(`/endpoints/${id}/release`, { order: 'reverse' });
    expect(released.status).toBe(200);
    await receiver.waitFor((r) => r.length === 2);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['charge.refunded', 'refund.created']);
  });

  it('keeps retrying an endpoint that is down, then gives up; the sandbox keeps serving', async () => {
    const receiver = await startReceiver();
    await receiver.close(); // nothing listens on its port any more
    const created = await ctx.stripe.webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['checkout.session.expired'],
    });
    cleanups.push(() => ctx.stripe.webhookEndpoints.del(created.id));
    const s = await createSession(ctx.stripe);
    await ctx.stripe.checkout.sessions.expire(s.id);
    const log = await waitUntil(
      () => deliveries(`endpoint=${created.id}`),
      (l) => l.data[0]?.status === 'failed',
    );
    expect(log.data[0]!.attempts).toHaveLength(4);
    expect(log.data[0]!.attempts.every((a) => a.status === null && a.error === 'ECONNREFUSED')).toBe(true);
    expect((await ctx.stripe.checkout.sessions.retrieve(s.id)).status).toBe('expired');
  });

  it('counts a slow endpoint as failed after the timeout and retries it', async () => {
    const { receiver } = await endpoint(undefined, ['checkout.session.expired']);
    // A second, hanging endpoint: accepts the connection and never answers.
    const { createServer } = await import('node:http');
    const hanging = createServer(() => undefined);
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
    const port = (hanging.address() as { port: number }).port;
    const slow = await ctx.stripe.webhookEndpoints.create({
      url: `http://127.0.0.1:${port}/hook`,
      enabled_events: ['checkout.session.expired'],
    });
    cleanups.push(
      () => ctx.stripe.webhookEndpoints.del(slow.id),
      () =>
        new Promise<void>((r) => {
          hanging.close(() => r());
          hanging.closeAllConnections();
        }),
    );
    const s = await createSession(ctx.stripe);
    await ctx.stripe.checkout.sessions.expire(s.id);
    await receiver.waitFor((r) => ofType(r, 'checkout.session.expired').length === 1);
    const log = await waitUntil(
      () => deliveries(`endpoint=${slow.id}`),
      (l) => (l.data[0]?.attempts.length ?? 0) >= 2,
      15_000,
    );
    expect(log.data[0]!.attempts[0]).toMatchObject({ status: null, error: 'timed out after 1000 ms' });
  });
});

describe('payments sandbox: refunds and disputes', () => {
  it('refunds partially then fully, firing charge.refunded each time; over-refunds are refused', async () => {
    const { receiver } = await endpoint(undefined, ['charge.refunded', 'refund.created']);
    const { paymentIntent } = await paidSession();
    const partial = await ctx.stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 300,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 300,
      status: 'succeeded',
      payment_intent: paymentIntent,
      reason: 'requested_by_customer',
    });
    const tooMuch = await ctx.stripe.refunds
      .create({ payment_intent: paymentIntent, amount: 5000 })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const rest = await ctx.stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(992);
    const again = await ctx.stripe.refunds
      .create({ payment_intent: paymentIntent })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    await receiver.waitFor((r) => ofType(r, 'charge.refunded').length === 2);
    const charges = ofType(receiver.received, 'charge.refunded').map((r) => r.event);
    expect(charges.map((e) => (e.data.object as Stripe.Charge).amount_refunded).sort((a, b) => a - b)).toEqual([
      300, 1292,
    ]);
    const full = charges.find((e) => (e.data.object as Stripe.Charge).refunded)!;
    expect(full.data.previous_attributes).toEqual({ amount_refunded: 300, refunded: false });
    const listed = await ctx.stripe.refunds.list({ payment_intent: paymentIntent });
    expect(listed.data.map((r) => r.amount)).toEqual([992, 300]);
  });

  it('opens a dispute through the test API (charge.dispute.created); a disputed charge cannot be refunded; closing it loses', async () => {
    const { receiver } = await endpoint(undefined, ['charge.dispute.created', 'charge.dispute.closed']);
    const { paymentIntent } = await paidSession();
    const opened = await testApi(`/payment_intents/${paymentIntent}/dispute`, { reason: 'fraudulent' });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: 'dispute',
      status: 'needs_response',
      reason: 'fraudulent',
      amount: 1292,
      payment_intent: paymentIntent,
    });
    const refund = await ctx.stripe.refunds
      .create({ payment_intent: paymentIntent })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(refund).toMatchObject({ code: 'charge_disputed' });
    const closed = await ctx.stripe.disputes.close(dispute.id);
    expect(closed.status).toBe('lost');
    await receiver.waitFor((r) => r.length === 2);
    expect(receiver.received.map((r) => [r.event.type, (r.event.data.object as Stripe.Dispute).id]).sort()).toEqual([
      ['charge.dispute.closed', dispute.id],
      ['charge.dispute.created', dispute.id],
    ]);
  });

  it('the 4000 0000 0000 0259 card is paid and then disputed as fraudulent', async () => {
    const { receiver } = await endpoint(undefined, ['charge.dispute.created']);
    const { paymentIntent } = await paidSession('4000000000000259');
    await receiver.waitFor((r) => r.length === 1);
    expect(receiver.received[0]!.event.data.object).toMatchObject({
      object: 'dispute',
      reason: 'fraudulent',
      payment_intent: paymentIntent,
    });
    expect((await ctx.stripe.disputes.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });
});
