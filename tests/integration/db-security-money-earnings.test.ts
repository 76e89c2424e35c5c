// Money, part 4: tips, earnings, payouts, history and account deletion (issue 13 §6, §8, §11).
// The 20% fee is its own leg, earnings are held 7 days, payouts need verification, €20 and
// available funds, nobody reads another user's earnings, and deleting an account keeps the ledger.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertConversation, insertPost, one } from '../support/db-fixtures.ts';
import {
  balance,
  expectMoneyError,
  fundWallet,
  key,
  ledgerProblems,
  lockedPost,
  makeCreator,
  runJob,
} from '../support/money-fixtures.ts';
import { dbClient, mintUser, serviceClient, type TestUser } from '../support/stack-env.ts';

interface Transaction {
  id: string;
  kind: string;
  side: string;
  amount_cents: number;
  occurred_at: string;
}

let db: pg.Client;
let creator: TestUser;
let fan: TestUser;

beforeAll(async () => {
  db = await dbClient();
  [creator, fan] = await Promise.all([mintUser(db, {}, 'earner'), mintUser(db, {}, 'tipper')]);
  await makeCreator(db, creator.id, 1000, true);
  await fundWallet(db, fan.id, 20000);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('tips', () => {
  it('tips on a post, on the profile and in chat (where a tip message appears), €1–€200', async () => {
    const postId = await insertPost(db, creator.id, { content: 'tip me' });
    const convo = await insertConversation(db, creator.id, fan.id);
    const onPost = await fan.client.rpc('tip', {
      creator_id: creator.id,
      amount_cents: 500,
      idempotency_key: key(),
      post_id: postId,
    });
    expect(onPost.data).toMatchObject({ amount_cents: 500, charged: true, message_id: null });
    const onProfile = await fan.client.rpc('tip', {
      creator_id: creator.id,
      amount_cents: 1000,
      idempotency_key: key(),
    });
    expect(onProfile.error).toBeNull();
    const inChat = await fan.client.rpc('tip', {
      creator_id: creator.id,
      amount_cents: 2000,
      idempotency_key: key(),
      message: '  Thank you!  ',
      conversation_id: convo,
    });
    expect(inChat.error).toBeNull();
    const bubble = await creator.client
      .from('messages')
      .select('sender_id, content, tip_cents')
      .eq('id', inChat.data.message_id)
      .single();
    expect(bubble.data).toEqual({ sender_id: fan.id, content: 'Thank you!', tip_cents: 2000 });
    const tips = await creator.client.from('tips').select('context, amount_cents, note').order('created_at');
    expect(tips.data).toEqual([
      { context: 'post', amount_cents: 500, note: null },
      { context: 'profile', amount_cents: 1000, note: null },
      { context: 'chat', amount_cents: 2000, note: 'Thank you!' },
    ]);
    const notes = await creator.client
      .from('notification_cards')
      .select('type, amount_cents, actor_id, conversation_id')
      .eq('type', 'tip');
    expect(notes.data).toHaveLength(3);
    expect(notes.data?.find((n) => n.amount_cents === 2000)).toMatchObject({
      actor_id: fan.id,
      conversation_id: convo,
    });
    expect(await balance(db, fan.id)).toBe(20000 - 3500);
  });

  it('returns the first tip for a repeated key and refuses bad tips', async () => {
    const k = key();
    const first = await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 300, idempotency_key: k });
    const again = await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 300, idempotency_key: k });
    expect(again.data).toMatchObject({ tip_id: first.data.tip_id, charged: false });
    expectMoneyError(
      await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 500, idempotency_key: k }),
      'VM007',
    );
    expectMoneyError(
      await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 99, idempotency_key: key() }),
      'VM008',
    );
    expectMoneyError(
      await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 20001, idempotency_key: key() }),
      'VM008',
    );
    expectMoneyError(
      await creator.client.rpc('tip', { creator_id: creator.id, amount_cents: 500, idempotency_key: key() }),
      'VM005',
    );
    expectMoneyError(
      await creator.client.rpc('tip', { creator_id: fan.id, amount_cents: 500, idempotency_key: key() }),
      'VM006',
    );
    const outsider = await mintUser(db, {}, 'outsider');
    const theirChat = await insertConversation(db, creator.id, outsider.id);
    expectRefused(
      await fan.client.rpc('tip', {
        creator_id: creator.id,
        amount_cents: 500,
        idempotency_key: key(),
        conversation_id: theirChat,
      }),
      'P0002',
    );
    expectRefused(
      await fan.client
        .from('tips')
        .insert({ fan_id: fan.id, creator_id: creator.id, amount_cents: 500, context: 'profile' }),
      '42501',
    );
  });
});

describe('earnings', () => {
  it('splits every sale into the creator share and a 20% platform fee leg, rounded down', async () => {
    const { rows } = await db.query(
      `select o.gross_cents, o.fee_cents, (select array_agg(t.leg || '=' || t.amount order by t.leg) from ledger.transfers t where t.operation_id = o.id) as legs
       from ledger.operations o where o.payee_id = $1 and o.kind = 'tip' and o.gross_cents = 300`,
      [creator.id],
    );
    expect(rows[0]).toEqual({ gross_cents: '300', fee_cents: '60', legs: ['creator_share=240', 'platform_fee=60'] });
    expect((await one(db, 'select ledger.platform_fee(499) as f')).f).toBe('99');
    expect((await one(db, 'select ledger.platform_fee(101) as f')).f).toBe('20');
  });

  it('holds earnings 7 days, then makes them available (job with a shifted clock)', async () => {
    const before = await creator.client.rpc('get_earnings').single();
    expect(before.data).toMatchObject({
      pending_cents: 3040,
      available_cents: 0,
      gross_cents: 3800,
      fee_cents: 760,
      net_cents: 3040,
      tips_count: 4,
      tips_net_cents: 3040,
      payout_verification: 'verified',
      can_request_payout: false,
    });
    expect(await runJob(db, 'release_held_earnings', '6 days 23 hours', creator.id)).toEqual({
      release_held_earnings: 0,
    });
    expect(await runJob(db, 'release_held_earnings', '7 days 1 minute', creator.id)).toEqual({
      release_held_earnings: 4,
    });
    const after = await creator.client.rpc('get_earnings').single();
    expect(after.data).toMatchObject({ pending_cents: 0, available_cents: 3040, can_request_payout: true });
  });

  it("never shows one user's earnings or sales to another", async () => {
    const mine = await fan.client.rpc('get_earnings').single();
    expect(mine.data).toMatchObject({
      pending_cents: 0,
      available_cents: 0,
      gross_cents: 0,
      payout_verification: null,
    });
    expect((await fan.client.rpc('get_subscribers')).data).toEqual([]);
    const stranger = await mintUser(db, {}, 'peeker');
    expect((await stranger.client.from('tips').select('id')).data).toEqual([]);
    expect((await stranger.client.from('purchases').select('id')).data).toEqual([]);
    expect((await stranger.client.from('payout_requests').select('id')).data).toEqual([]);
    expect((await stranger.client.rpc('get_transactions')).data).toEqual([]);
  });

  it('lists the history newest first with who, what and amount, paged by keyset', async () => {
    const page1 = (await fan.client.rpc('get_transactions', { page_size: 3 })).data as Transaction[];
    expect(page1.map((r) => [r.kind, r.side, r.amount_cents])).toEqual([
      ['tip', 'wallet', -300],
      ['tip', 'wallet', -2000],
      ['tip', 'wallet', -1000],
    ]);
    expect(page1[0]).toMatchObject({ counterparty_id: creator.id, counterparty_username: expect.any(String) });
    const last = page1[2]!;
    const page2 = (
      await fan.client.rpc('get_transactions', {
        page_size: 3,
        before_occurred_at: last.occurred_at,
        before_id: last.id,
      })
    ).data as Transaction[];
    expect(page2.map((r) => [r.kind, r.amount_cents])).toEqual([
      ['tip', -500],
      ['topup', 20000],
    ]);
    const earned = await creator.client.rpc('get_transactions', { page_size: 1 });
    expect(earned.data?.[0]).toMatchObject({
      kind: 'tip',
      side: 'earnings',
      amount_cents: 240,
      fee_cents: 60,
      counterparty_id: fan.id,
    });
  });
});

describe('payouts', () => {
  it('refuses unverified creators, less than €20 and more than is available', async () => {
    const unverified = await mintUser(db, {}, 'unverified');
    await makeCreator(db, unverified.id, 999, false);
    expectMoneyError(
      await unverified.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() }),
      'VM011',
    );
    expectMoneyError(await fan.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() }), 'VM006');
    expectMoneyError(
      await creator.client.rpc('request_payout', { amount_cents: 1999, idempotency_key: key() }),
      'VM008',
    );
    const tooMuch = await creator.client.rpc('request_payout', { amount_cents: 3041, idempotency_key: key() });
    expectMoneyError(tooMuch, 'VM012');
    expect(JSON.parse(tooMuch.error?.details ?? '{}')).toEqual({ available_cents: 3040 });
    expectRefused(
      await creator.client
        .from('payout_requests')
        .insert({ creator_id: creator.id, amount_cents: 2000, idempotency_key: 'x' }),
      '42501',
    );
  });

  it('moves the amount out of available at once, lets an operator pay or fail it, and notifies', async () => {
    const k = key();
    const req = await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: k });
    expect(req.data).toMatchObject({ amount_cents: 2000, status: 'requested' });
    expect((await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: k })).data.id).toBe(
      req.data.id,
    );
    expect(await balance(db, creator.id, 'creator_available')).toBe(1040);
    // A second request cannot spend the same money.
    expectMoneyError(
      await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() }),
      'VM012',
    );

    expectRefused(await creator.client.rpc('set_payout_status', { payout_id: req.data.id, status: 'paid' }), '42501');
    expectRefused(
      await creator.client.from('payout_requests').update({ status: 'paid' }).eq('id', req.data.id),
      '42501',
    );
    const operator = serviceClient();
    expect(
      (await operator.rpc('set_payout_status', { payout_id: req.data.id, status: 'processing' })).error,
    ).toBeNull();
    const failed = await operator.rpc('set_payout_status', {
      payout_id: req.data.id,
      status: 'failed',
      note: 'IBAN rejected',
    });
    expect(failed.data).toMatchObject({ status: 'failed', operator_note: 'IBAN rejected' });
    expect(await balance(db, creator.id, 'creator_available')).toBe(3040);
    expectRefused(await operator.rpc('set_payout_status', { payout_id: req.data.id, status: 'paid' }), '22023');

    const all = await creator.client.rpc('request_payout', { amount_cents: null, idempotency_key: key() });
    expect(all.data).toMatchObject({ amount_cents: 3040 });
    await operator.rpc('set_payout_status', { payout_id: all.data.id, status: 'paid' });
    const earnings = await creator.client.rpc('get_earnings').single();
    expect(earnings.data).toMatchObject({ available_cents: 0, paid_out_cents: 3040, payouts_in_progress_cents: 0 });
    // Each notification says what happened then: the first payout's "processing" still reads
    // processing after it failed (it used to show the payout's current status).
    const notes = await creator.client
      .from('notification_cards')
      .select('id, payout_id, payout_status, amount_cents, actor_id')
      .eq('type', 'payout')
      .order('created_at')
      .order('id');
    expect(notes.data?.map((n) => [n.payout_id, n.payout_status, n.amount_cents])).toEqual([
      [req.data.id, 'processing', 2000],
      [req.data.id, 'failed', 2000],
      [all.data.id, 'paid', 3040],
    ]);
    expect(notes.data?.every((n) => n.actor_id === null)).toBe(true);

    // Allowed: the creator marks one read. Refused: rewriting what it announced, and anyone
    // else reading it.
    const first = notes.data?.[0]?.id ?? '';
    const read = await creator.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', first)
      .select('payout_status');
    expect(read.data).toEqual([{ payout_status: 'processing' }]);
    expectRefused(
      await creator.client.from('notifications').update({ payout_status: 'paid' }).eq('id', first),
      '42501',
    );
    const stranger = await mintUser(db, {}, 'payoutpeeker');
    const theirs = await stranger.client
      .from('notification_cards')
      .select('id')
      .in('payout_id', [req.data.id, all.data.id]);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    expect((await stranger.client.from('notifications').select('id').eq('id', first)).data).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('says what is lost first, then keeps the ledger history balanced', async () => {
    const [seller, buyer] = await Promise.all([mintUser(db, {}, 'leaving'), mintUser(db, {}, 'leavingfan')]);
    await makeCreator(db, seller.id, 500);
    await fundWallet(db, buyer.id, 1000);
    const { postId } = await lockedPost(db, seller.id, { priceCents: 400 });
    await buyer.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() });
    await buyer.client.rpc('subscribe', { creator_id: seller.id, idempotency_key: key() });

    const impact = await buyer.client.rpc('get_account_deletion_impact').single();
    expect(impact.data).toMatchObject({
      wallet_balance_cents: 100,
      active_subscriptions: 1,
      purchased_items: 1,
      loses_money: true,
    });
    const sellerImpact = await seller.client.rpc('get_account_deletion_impact').single();
    expect(sellerImpact.data).toMatchObject({ pending_earnings_cents: 720, subscribers: 1, loses_money: true });

    expect((await buyer.client.rpc('delete_account')).error).toBeNull();
    expect((await seller.client.rpc('delete_account')).error).toBeNull();
    const { rows } = await db.query(
      `select a.kind, a.balance::int, a.closed_at is not null as closed from ledger.accounts a where a.owner_id = any($1) order by a.kind`,
      [[buyer.id, seller.id]],
    );
    expect(rows).toEqual([
      { kind: 'fan_wallet', balance: 100, closed: true },
      { kind: 'creator_pending', balance: 720, closed: true },
    ]);
    expect((await db.query('select 1 from ledger.operations where payer_id = $1', [buyer.id])).rowCount).toBe(3);
    expect((await db.query('select 1 from public.wallet_topups where user_id = $1', [buyer.id])).rowCount).toBe(1);
    expect(await ledgerProblems(db)).toEqual([]);
    // A token that outlived its account cannot spend what was left.
    expectRefused(
      await buyer.client.rpc('tip', { creator_id: creator.id, amount_cents: 100, idempotency_key: key() }),
      '42501',
    );
  });
});
