// Money, part 1: the wallet and the payment webhook's RPC (issue 13 §7, §9). Nobody but the
// verified webhook (service role) can put money in a wallet; provider events are applied once
// each, in any order; refunds and chargebacks reverse the credit, and a negative wallet cannot buy.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, one } from '../support/db-fixtures.ts';
import {
  balance,
  expectMoneyError,
  handleEvent,
  key,
  ledgerProblems,
  lockedPost,
  makeCreator,
  sessionCompleted,
  startTopup,
  stripeEvent,
} from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, serviceClient, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let fan: TestUser;
let other: TestUser;
let creator: TestUser;

const pi = () => `pi_${randomUUID().replace(/-/g, '')}`;
const topupRow = (id: string) =>
  one(db, 'select status, refunded_cents, failure_reason from public.wallet_topups where id = $1', [id]);

beforeAll(async () => {
  db = await dbClient();
  [fan, other, creator] = await Promise.all([
    mintUser(db, {}, 'walletfan'),
    mintUser(db, {}, 'walletother'),
    mintUser(db, {}, 'walletcreator'),
  ]);
  await makeCreator(db, creator.id, 999);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('top-ups: only the webhook credits a wallet', () => {
  it('records a pending top-up for the caller, idempotent per key, within €5–€500', async () => {
    const k = key();
    const first = await fan.client.rpc('start_topup', { amount_cents: 2000, idempotency_key: k });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ user_id: fan.id, amount_cents: 2000, status: 'pending' });
    const again = await fan.client.rpc('start_topup', { amount_cents: 2000, idempotency_key: k });
    expect(again.data.id).toBe(first.data.id);
    expectMoneyError(await fan.client.rpc('start_topup', { amount_cents: 3000, idempotency_key: k }), 'VM007');
    expectMoneyError(await fan.client.rpc('start_topup', { amount_cents: 499, idempotency_key: key() }), 'VM008');
    expectMoneyError(await fan.client.rpc('start_topup', { amount_cents: 50001, idempotency_key: key() }), 'VM008');
    // Pending money is not spendable money.
    const wallet = await fan.client.rpc('get_wallet').single();
    expect(wallet.data).toMatchObject({ balance_cents: 0, pending_topups_cents: 2000, pending_topups: 1 });
  });

  it('refuses minting: no client may call the webhook RPC, attach sessions or write top-ups', async () => {
    const topupId = await startTopup(db, fan.id, 5000);
    const event = sessionCompleted(topupId, 5000, pi());
    for (const client of [fan.client, anonClient()]) {
      expectRefused(await client.rpc('handle_payment_event', { event }), '42501');
      expectRefused(await client.rpc('attach_topup_session', { topup_id: topupId, session_id: 'cs_x' }), '42501');
      expectRefused(
        await client.from('wallet_topups').insert({ user_id: fan.id, amount_cents: 5000, idempotency_key: 'x' }),
      );
    }
    expectRefused(await fan.client.from('wallet_topups').update({ status: 'credited' }).eq('id', topupId), '42501');
    expect(await topupRow(topupId)).toMatchObject({ status: 'pending' });
    expect(await balance(db, fan.id)).toBe(0);

    // Allowed: the service role (the verified webhook) credits it.
    const ok = await serviceClient().rpc('handle_payment_event', { event });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ outcome: 'applied', topup_id: topupId, topup_status: 'credited' }]);
    expect(await balance(db, fan.id)).toBe(5000);
  });

  it('keeps the ledger, provider events and private functions out of reach of every client', async () => {
    for (const client of [fan.client, anonClient()]) {
      expectRefused(await client.schema('ledger').from('accounts').select('*'), 'PGRST106');
      expectRefused(await client.schema('ledger').from('entries').insert({ account_id: 1, amount: 100 }), 'PGRST106');
      expectRefused(await client.schema('private').rpc('start_topup', {}), 'PGRST106');
      expectRefused(
        await client.schema('entitlement').rpc('can_view_post_media', { p_post_id: randomUUID() }),
        'PGRST106',
      );
    }
    // Even with SQL as the API roles, the ledger schema is closed.
    for (const role of ['authenticated', 'anon']) {
      await db.query('begin');
      try {
        await db.query(`set local role ${role}`);
        await expect(db.query('select * from ledger.accounts')).rejects.toThrow(/permission denied for schema ledger/);
      } finally {
        await db.query('rollback');
      }
    }
  });

  it('shows each user only their own wallet, top-ups and transactions', async () => {
    await handleEvent(db, sessionCompleted(await startTopup(db, other.id, 700), 700, pi()));
    const mine = await fan.client.from('wallet_topups').select('user_id');
    expect(new Set((mine.data ?? []).map((r) => r.user_id))).toEqual(new Set([fan.id]));
    const theirs = await fan.client.from('wallet_topups').select('id').eq('user_id', other.id);
    expect(theirs.data).toEqual([]);
    expect((await other.client.rpc('get_wallet').single()).data).toMatchObject({ balance_cents: 700 });
    expect((await fan.client.rpc('get_wallet').single()).data).toMatchObject({ balance_cents: 5000 });
    const history = await other.client.rpc('get_transactions');
    expect(history.data).toHaveLength(1);
    expect(history.data?.[0]).toMatchObject({ kind: 'topup', side: 'wallet', status: 'completed', amount_cents: 700 });
    expectRefused(await anonClient().rpc('get_wallet'), '42501');
  });
});

describe('provider events: exactly once, in any order', () => {
  it('credits once however often the same event is delivered, even concurrently', async () => {
    const user = await mintUser(db, {}, 'replay');
    const topupId = await startTopup(db, user.id, 1500);
    const event = sessionCompleted(topupId, 1500, pi());
    const clients = Array.from({ length: 5 }, () => serviceClient());
    const results = await Promise.all(clients.map((c) => c.rpc('handle_payment_event', { event })));
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    const outcomes = results.map((r) => (r.data as Array<{ outcome: string }>)[0]?.outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await handleEvent(db, event)).outcome).toBe('duplicate');
    // A second event id saying the same thing (async success after completed) adds nothing.
    const again = { ...sessionCompleted(topupId, 1500, event.data.object.payment_intent as string) };
    again.type = 'checkout.session.async_payment_succeeded';
    expect((await handleEvent(db, again)).outcome).toBe('applied');
    expect(await balance(db, user.id)).toBe(1500);
  });

  it('credits a payment that completes after the checkout was marked expired', async () => {
    const user = await mintUser(db, {}, 'late');
    const topupId = await startTopup(db, user.id, 2500);
    const payment = pi();
    await handleEvent(
      db,
      stripeEvent('checkout.session.expired', { id: `cs_${payment}`, client_reference_id: topupId }),
    );
    expect(await topupRow(topupId)).toMatchObject({ status: 'expired' });
    await handleEvent(db, sessionCompleted(topupId, 2500, payment));
    expect(await topupRow(topupId)).toMatchObject({ status: 'credited' });
    expect(await balance(db, user.id)).toBe(2500);
  });

  it('nets a refund delivered before the payment to zero (parked until the payment is known)', async () => {
    const user = await mintUser(db, {}, 'early');
    const topupId = await startTopup(db, user.id, 3000);
    const payment = pi();
    const refund = stripeEvent('charge.refunded', { id: 'ch_x', payment_intent: payment, amount_refunded: 3000 });
    expect(await handleEvent(db, refund)).toMatchObject({ outcome: 'parked', topup_id: null });
    expect(await balance(db, user.id)).toBe(0);
    expect(await handleEvent(db, sessionCompleted(topupId, 3000, payment))).toMatchObject({
      outcome: 'applied',
      topup_status: 'refunded',
    });
    expect(await balance(db, user.id)).toBe(0);
    expect(await topupRow(topupId)).toMatchObject({ status: 'refunded', refunded_cents: 3000 });
  });

  it('records a declined card with the reason and leaves the balance unchanged', async () => {
    const user = await mintUser(db, {}, 'declined');
    const topupId = await startTopup(db, user.id, 2000);
    const payment = pi();
    await handleEvent(
      db,
      stripeEvent('payment_intent.payment_failed', {
        id: payment,
        object: 'payment_intent',
        metadata: { topup_id: topupId },
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    expect(await topupRow(topupId)).toMatchObject({ status: 'failed', failure_reason: 'Your card was declined.' });
    expect(await balance(db, user.id)).toBe(0);
    const history = await user.client.rpc('get_transactions');
    expect(history.data?.[0]).toMatchObject({ kind: 'topup', status: 'failed', detail: 'Your card was declined.' });
    // The same checkout succeeding with another card still credits it.
    await handleEvent(db, sessionCompleted(topupId, 2000, payment));
    expect(await balance(db, user.id)).toBe(2000);
  });

  it('never credits a payment whose amount or currency differs from the top-up', async () => {
    const user = await mintUser(db, {}, 'mismatch');
    const topupId = await startTopup(db, user.id, 1000);
    expect((await handleEvent(db, sessionCompleted(topupId, 100000, pi()))).outcome).toBe('rejected');
    expect((await handleEvent(db, sessionCompleted(topupId, 1000, pi(), { currency: 'usd' }))).outcome).toBe(
      'rejected',
    );
    expect(await balance(db, user.id)).toBe(0);
  });

  it('ignores events that are not about top-ups and refuses malformed ones', async () => {
    expect((await handleEvent(db, stripeEvent('customer.created', { id: 'cus_1' }))).outcome).toBe('ignored');
    await expect(handleEvent(db, { type: 'checkout.session.completed' })).rejects.toThrow(/id, type and data.object/);
  });
});

describe('refunds and chargebacks', () => {
  it('reverses a chargeback after the money was spent: the wallet goes negative and cannot buy until settled', async () => {
    const user = await mintUser(db, {}, 'chargeback');
    const payment = pi();
    const topupId = await startTopup(db, user.id, 1000);
    await handleEvent(db, sessionCompleted(topupId, 1000, payment));
    const { postId } = await lockedPost(db, creator.id, { priceCents: 800 });
    expect((await user.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() })).error).toBeNull();
    expect(await balance(db, user.id)).toBe(200);

    const dispute = { id: 'dp_1', object: 'dispute', payment_intent: payment, amount: 1000, status: 'needs_response' };
    expect(await handleEvent(db, stripeEvent('charge.dispute.created', dispute))).toMatchObject({
      outcome: 'applied',
      topup_status: 'disputed',
    });
    expect(await balance(db, user.id)).toBe(-800);
    const wallet = await user.client.rpc('get_wallet').single();
    expect(wallet.data).toMatchObject({ balance_cents: -800, is_negative: true });
    const history = await user.client.rpc('get_transactions');
    expect(history.data?.[0]).toMatchObject({ kind: 'topup_reversal', amount_cents: -1000, detail: 'chargeback' });

    // Refused while negative, with the code the UI explains.
    const { postId: cheap } = await lockedPost(db, creator.id, { priceCents: 100 });
    expectMoneyError(await user.client.rpc('unlock_post', { post_id: cheap, idempotency_key: key() }), 'VM002');
    expectMoneyError(await user.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() }), 'VM002');
    expectMoneyError(
      await user.client.rpc('tip', { creator_id: creator.id, amount_cents: 100, idempotency_key: key() }),
      'VM002',
    );
    // The purchase made with the disputed money stays: the creator is paid, the fan owes it.
    expect(
      (await db.query('select 1 from public.purchases where fan_id = $1 and post_id = $2', [user.id, postId])).rowCount,
    ).toBe(1);

    // A top-up settles the debt, then buying works again.
    await handleEvent(db, sessionCompleted(await startTopup(db, user.id, 1000), 1000, pi()));
    expect(await balance(db, user.id)).toBe(200);
    expect((await user.client.rpc('unlock_post', { post_id: cheap, idempotency_key: key() })).error).toBeNull();
  });

  it('reinstates the credit when the dispute is won, whichever event arrives first', async () => {
    const user = await mintUser(db, {}, 'disputewon');
    const payment = pi();
    await handleEvent(db, sessionCompleted(await startTopup(db, user.id, 2000), 2000, payment));
    const dispute = { id: 'dp_2', payment_intent: payment, amount: 2000 };
    await handleEvent(db, stripeEvent('charge.dispute.created', { ...dispute, status: 'needs_response' }));
    expect(await balance(db, user.id)).toBe(0);
    const won = await handleEvent(db, stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    expect(won.topup_status).toBe('credited');
    expect(await balance(db, user.id)).toBe(2000);

    // Closed (won) delivered before created: nothing is ever withdrawn.
    const user2 = await mintUser(db, {}, 'disputeorder');
    const payment2 = pi();
    await handleEvent(db, sessionCompleted(await startTopup(db, user2.id, 2000), 2000, payment2));
    await handleEvent(
      db,
      stripeEvent('charge.dispute.closed', { id: 'dp_3', payment_intent: payment2, amount: 2000, status: 'won' }),
    );
    await handleEvent(
      db,
      stripeEvent('charge.dispute.created', { id: 'dp_3', payment_intent: payment2, amount: 2000 }),
    );
    expect(await balance(db, user2.id)).toBe(2000);
  });

  it('reverses a partial and then a full refund by the difference only', async () => {
    const user = await mintUser(db, {}, 'refund');
    const payment = pi();
    const topupId = await startTopup(db, user.id, 5000);
    await handleEvent(db, sessionCompleted(topupId, 5000, payment));
    await handleEvent(db, stripeEvent('charge.refunded', { payment_intent: payment, amount_refunded: 2000 }));
    expect(await balance(db, user.id)).toBe(3000);
    await handleEvent(db, stripeEvent('charge.refunded', { payment_intent: payment, amount_refunded: 5000 }));
    // An older refund event arriving late changes nothing (refunded amounts only grow).
    await handleEvent(db, stripeEvent('charge.refunded', { payment_intent: payment, amount_refunded: 2000 }));
    expect(await balance(db, user.id)).toBe(0);
    expect(await topupRow(topupId)).toMatchObject({ status: 'refunded', refunded_cents: 5000 });
  });
});

describe('stale top-ups', () => {
  it('expires pending top-ups after a day when the job runs, and still credits a late payment', async () => {
    const user = await mintUser(db, {}, 'stale');
    const topupId = await startTopup(db, user.id, 1000);
    const early = await one(
      db,
      `select private.expire_stale_topups(now() + interval '23 hours', interval '24 hours', $1) as n`,
      [user.id],
    );
    expect(early.n).toBe(0);
    const late = await one(
      db,
      `select private.expire_stale_topups(now() + interval '25 hours', interval '24 hours', $1) as n`,
      [user.id],
    );
    expect(late.n).toBe(1);
    expect(await topupRow(topupId)).toMatchObject({ status: 'expired' });
    await handleEvent(db, sessionCompleted(topupId, 1000, pi()));
    expect(await balance(db, user.id)).toBe(1000);
  });
});
