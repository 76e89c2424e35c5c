// The payment webhook as the provider really delivers (issue 13 acceptance: "replayed and out-of-order
// webhooks credit exactly once", "refund and dispute reverse"): duplicated, held-and-reversed and
// retried deliveries to the stripe-webhook function credit a top-up once; refunds and disputes made in
// the sandbox (its test API, as Stripe's dashboard would) reverse the credit, may take a wallet below
// zero, and then purchases are refused with VM002 until a top-up settles it. On a private stack.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoneyError } from '../support/money-fixtures.ts';
import { startMoneyStack, WAIT_MS, type Fan, type MoneyStack } from '../support/money-payments.ts';
import { submitCheckoutForm, waitUntil } from '../support/payments.ts';

const sessionIdOf = (url: string) => url.split('/').at(-1)!;

describe('payment webhooks: exactly once, in any order, reversible', () => {
  let m: MoneyStack;
  let creatorId: string;
  let ppvPost: { id: string; price: number };

  beforeAll(async () => {
    m = await startMoneyStack();
    const { rows } = await m.db.query<{ id: string; user_id: string; price_cents: number }>(
      `select p.id, p.user_id, p.price_cents from public.posts p join public.profiles a on a.id = p.user_id
       where a.username = 'lunarivera' and p.is_locked and p.price_cents is not null order by p.price_cents limit 1`,
    );
    creatorId = rows[0]!.user_id;
    ppvPost = { id: rows[0]!.id, price: rows[0]!.price_cents };
  }, 120_000);
  afterAll(async () => {
    await m?.dispose();
  });

  /** A top-up paid on the hosted page with `card`; resolves once the webhook credited it. */
  async function paidTopup(fan: Fan, cents: number, card = '4242424242424242') {
    const before = await m.balance(fan);
    const topup = await m.openTopup(fan, cents);
    expect((await submitCheckoutForm(topup.url, { cardNumber: card })).status).toBe(303);
    await m.balanceBecomes(fan, before + cents);
    return { ...topup, paymentIntent: await m.paymentIntentOf(topup.url) };
  }

  const tip = (fan: Fan, cents: number) =>
    fan.client.rpc('tip', { creator_id: creatorId, amount_cents: cents, idempotency_key: randomUUID() });

  it('a duplicated delivery of the completed checkout credits once', async () => {
    const fan = await m.fan();
    const { url, topupId } = await paidTopup(fan, 2000);
    const completed = await m.eventOf(sessionIdOf(url), 'checkout.session.completed');
    await m.delivered(completed.id);
    await m.sandboxApi(`/events/${completed.id}/resend`, { mode: 'duplicate', endpoint: m.endpointId });
    const both = await m.delivered(completed.id, 2);
    const answers = both.map((d) => JSON.parse(d.attempts.at(-1)!.response_body!) as { result: unknown });
    expect(answers.map((a) => a.result)).toEqual(
      expect.arrayContaining([
        [{ outcome: 'applied', topup_id: topupId, topup_status: 'credited' }],
        [{ outcome: 'duplicate', topup_id: topupId, topup_status: 'credited' }],
      ]),
    );
    expect(await m.balance(fan)).toBe(2000);
    expect(await m.ledgerOperations(topupId)).toEqual([{ kind: 'topup', cents: 2000 }]);
  }, 60_000);

  it('a decline and a payment delivered in reverse order credit once, and the top-up ends credited', async () => {
    const fan = await m.fan();
    await m.sandboxApi(`/endpoints/${m.endpointId}/hold`, {});
    let topup;
    try {
      topup = await m.openTopup(fan, 3000);
      expect((await submitCheckoutForm(topup.url, { cardNumber: '4000000000000002' })).status).toBe(402);
      expect((await submitCheckoutForm(topup.url, { cardNumber: '4242424242424242' })).status).toBe(303);
      expect(await m.balance(fan)).toBe(0); // nothing delivered yet
    } finally {
      await m.sandboxApi(`/endpoints/${m.endpointId}/release`, { order: 'reverse' });
    }
    const completed = await m.eventOf(sessionIdOf(topup.url), 'checkout.session.completed');
    const failed = await m.eventOf(await m.paymentIntentOf(topup.url), 'payment_intent.payment_failed');
    await m.delivered(completed.id);
    await m.delivered(failed.id);
    expect(await m.balance(fan)).toBe(3000);
    expect(await m.topupRow(fan, topup.topupId)).toMatchObject({ status: 'credited' });
    expect(await m.ledgerOperations(topup.topupId)).toEqual([{ kind: 'topup', cents: 3000 }]);
  }, 60_000);

  it('while the database cannot record an event the function answers 500, and the retried delivery credits once', async () => {
    const fan = await m.fan();
    await m.db.query('revoke execute on function public.handle_payment_event(jsonb) from service_role');
    let completedId: string;
    let topupId: string;
    try {
      const topup = await m.openTopup(fan, 1500);
      topupId = topup.topupId;
      expect((await submitCheckoutForm(topup.url, { cardNumber: '4242424242424242' })).status).toBe(303);
      completedId = (await m.eventOf(sessionIdOf(topup.url), 'checkout.session.completed')).id;
      const refused = await waitUntil(
        () => m.deliveries(completedId),
        (list) => (list[0]?.attempts.length ?? 0) >= 1,
        WAIT_MS,
      );
      expect(refused[0]!.attempts[0]!.status).toBe(500);
      expect(refused[0]!.status).toBe('pending'); // Stripe will try again
      expect(await m.balance(fan)).toBe(0);
    } finally {
      await m.db.query('grant execute on function public.handle_payment_event(jsonb) to service_role');
    }
    const [delivery] = await m.delivered(completedId);
    expect(delivery!.attempts.length).toBeGreaterThanOrEqual(2);
    expect(delivery!.attempts.at(-1)!.status).toBe(200);
    await m.balanceBecomes(fan, 1500);
    expect(await m.ledgerOperations(topupId)).toEqual([{ kind: 'topup', cents: 1500 }]);
  }, 60_000);

  it('a refund reverses the credit; money already spent takes the wallet below zero and purchases are refused with VM002 until a top-up settles it', async () => {
    const fan = await m.fan();
    const { topupId, paymentIntent } = await paidTopup(fan, 5000);
    expect((await tip(fan, 3000)).error).toBeNull();
    expect(await m.balance(fan)).toBe(2000);

    await m.sandboxApi(`/payment_intents/${paymentIntent}/refund`, {});
    await m.balanceBecomes(fan, -3000);
    await m.topupStatusBecomes(fan, topupId, 'refunded');
    expect(await m.wallet(fan)).toMatchObject({ is_negative: true });
    expect((await m.transactions(fan))[0]).toMatchObject({
      kind: 'topup_reversal',
      status: 'completed',
      amount_cents: -5000,
      detail: 'refund',
    });

    expectMoneyError(
      await fan.client.rpc('unlock_post', { post_id: ppvPost.id, idempotency_key: randomUUID() }),
      'VM002',
    );
    expectMoneyError(await tip(fan, 100), 'VM002');

    await paidTopup(fan, 3000 + ppvPost.price);
    const unlocked = await fan.client.rpc('unlock_post', { post_id: ppvPost.id, idempotency_key: randomUUID() });
    expect(unlocked.error).toBeNull();
    expect(await m.balance(fan)).toBe(0);
    expect(await m.ledgerOperations(topupId)).toEqual([
      { kind: 'topup', cents: 5000 },
      { kind: 'topup_reversal', cents: 5000 },
    ]);
  }, 90_000);

  it('a chargeback (4000 0000 0000 0259) reverses the credit; a dispute the platform wins gives it back', async () => {
    const fan = await m.fan();
    const topup = await m.openTopup(fan, 4000);
    expect((await submitCheckoutForm(topup.url, { cardNumber: '4000 0000 0000 0259' })).status).toBe(303);
    const paymentIntent = await m.paymentIntentOf(topup.url);
    const dispute = (await m.stripe.disputes.list({ payment_intent: paymentIntent })).data[0]!;
    await m.delivered((await m.eventOf(sessionIdOf(topup.url), 'checkout.session.completed')).id);
    for (const type of ['charge.dispute.created', 'charge.dispute.funds_withdrawn'])
      await m.delivered((await m.eventOf(dispute.id, type)).id);
    // The payment and its dispute were delivered at once, in whatever order. None is left waiting for
    // the other (one payment's events take turns), and the wallet ends where it started: credited and
    // reversed, or never credited when the dispute was applied together with the payment.
    const { rows: parked } = await m.db.query(
      'select type from ledger.provider_events where applied_at is null and payment_intent = $1',
      [paymentIntent],
    );
    expect(parked).toEqual([]);
    expect(await m.topupRow(fan, topup.topupId)).toMatchObject({ status: 'disputed' });
    expect(await m.balance(fan)).toBe(0);
    const reversed = await m.ledgerOperations(topup.topupId);
    expect([
      [],
      [
        { kind: 'topup', cents: 4000 },
        { kind: 'topup_reversal', cents: 4000 },
      ],
    ]).toContainEqual(reversed);
    if (reversed.length > 0)
      expect((await m.transactions(fan))[0]).toMatchObject({
        kind: 'topup_reversal',
        amount_cents: -4000,
        detail: 'chargeback',
      });

    await m.sandboxApi(`/disputes/${dispute.id}/close`, { outcome: 'won' });
    await m.balanceBecomes(fan, 4000);
    await m.topupStatusBecomes(fan, topup.topupId, 'credited');
    expect((await m.transactions(fan))[0]).toMatchObject({
      kind: 'topup',
      amount_cents: 4000,
      detail: reversed.length > 0 ? 'dispute_won' : null,
    });
  }, 60_000);

  it('a dispute opened from the sandbox after the money was spent takes the wallet below zero', async () => {
    const fan = await m.fan();
    const { topupId, paymentIntent } = await paidTopup(fan, 1000);
    expect((await tip(fan, 600)).error).toBeNull();
    await m.sandboxApi(`/payment_intents/${paymentIntent}/dispute`, { reason: 'fraudulent' });
    await m.balanceBecomes(fan, -600);
    await m.topupStatusBecomes(fan, topupId, 'disputed');
    expectMoneyError(await tip(fan, 100), 'VM002');
    expect(await m.ledgerOperations(topupId)).toEqual([
      { kind: 'topup', cents: 1000 },
      { kind: 'topup_reversal', cents: 1000 },
    ]);
  }, 60_000);
});
