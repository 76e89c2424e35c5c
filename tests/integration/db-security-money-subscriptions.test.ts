// Money, part 3: becoming a creator and subscriptions (issue 13 §1–§3, §10, §11). Only a creator
// sets a price, the price is read from the database, subscriber-only media is readable exactly
// while the subscription gives access (also after it expires: refused), renewals run a month
// later from the wallet, and a failed renewal ends access and tells the fan.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, one, snapshot } from '../support/db-fixtures.ts';
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
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const adult = '1990-05-01';
const form = (extra: Record<string, unknown> = {}) => ({
  monthly_price_cents: 999,
  pitch: 'Weekly lessons',
  date_of_birth: adult,
  country: 'de',
  accept_terms: true,
  ...extra,
});
const notificationsOf = async (userId: string, type: string) =>
  (
    await db.query('select actor_id, amount_cents from public.notifications where user_id = $1 and type = $2', [
      userId,
      type,
    ])
  ).rows;

beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('become_creator', () => {
  it('makes the caller a creator at once, with the price, 18+ and terms checked', async () => {
    const user = await mintUser(db, {}, 'newcreator');
    const teen = new Date();
    teen.setUTCFullYear(teen.getUTCFullYear() - 17);
    expectMoneyError(
      await user.client.rpc('become_creator', form({ date_of_birth: teen.toISOString().slice(0, 10) })),
      'VM009',
    );
    expectMoneyError(await user.client.rpc('become_creator', form({ accept_terms: false })), 'VM010');
    expectMoneyError(await user.client.rpc('become_creator', form({ monthly_price_cents: 498 })), 'VM008');
    expectMoneyError(await user.client.rpc('become_creator', form({ monthly_price_cents: 5000 })), 'VM008');
    const badCountry = await user.client.rpc('become_creator', form({ country: 'Germany' }));
    expectRefused(badCountry, '22023');
    expect(badCountry.error?.hint).toBe('country');
    expect((await one(db, 'select is_creator from public.profiles where id = $1', [user.id])).is_creator).toBe(false);

    const ok = await user.client.rpc('become_creator', form()).single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({
      is_creator: true,
      subscription_price_cents: 999,
      payout_verification: 'unverified',
    });
    const settings = await user.client.from('creator_settings').select('country, pitch, date_of_birth').single();
    expect(settings.data).toEqual({ country: 'DE', pitch: 'Weekly lessons', date_of_birth: adult });
    // Appears in Discover.
    const discover = await anonClient().from('profile_cards').select('id').eq('is_creator', true).eq('id', user.id);
    expect(discover.data).toHaveLength(1);
    // A retried submit changes nothing; others never see the private details.
    expect((await user.client.rpc('become_creator', form({ monthly_price_cents: 4999 })).single()).data).toMatchObject({
      subscription_price_cents: 999,
    });
    const stranger = await mintUser(db, {}, 'nosy');
    expect((await stranger.client.from('creator_settings').select('*').eq('user_id', user.id)).data).toEqual([]);
  });

  it('lets only the creator set their price, within €4.99–€49.99', async () => {
    const [creator, fan] = await Promise.all([mintUser(db, {}, 'pricer'), mintUser(db, {}, 'pricefan')]);
    await makeCreator(db, creator.id, 999);
    const set = await creator.client.rpc('update_subscription_price', { monthly_price_cents: 1499 });
    expect(set.data).toEqual([{ subscription_price_cents: 1499 }]);
    expectMoneyError(await creator.client.rpc('update_subscription_price', { monthly_price_cents: 5000 }), 'VM008');
    expectMoneyError(await fan.client.rpc('update_subscription_price', { monthly_price_cents: 999 }), 'VM006');
    const before = await snapshot(db, 'profiles', 'id = $1', [creator.id]);
    expectRefused(
      await fan.client.from('profiles').update({ subscription_price_cents: 499 }).eq('id', creator.id),
      '42501',
    );
    expectRefused(await creator.client.from('profiles').update({ is_creator: false }).eq('id', creator.id), '42501');
    expectRefused(await fan.client.from('profiles').update({ is_creator: true }).eq('id', fan.id), '42501');
    expect(await snapshot(db, 'profiles', 'id = $1', [creator.id])).toEqual(before);
    expectRefused(
      await fan.client.from('creator_settings').update({ payout_verification: 'verified' }).eq('user_id', creator.id),
      '42501',
    );
    expectRefused(
      await creator.client.rpc('set_payout_verification', { user_id: creator.id, status: 'verified' }),
      '42501',
    );
  });

  it('lets only creators publish locked posts, and fixes the access level', async () => {
    const [creator, fan] = await Promise.all([mintUser(db, {}, 'poster'), mintUser(db, {}, 'notcreator')]);
    await makeCreator(db, creator.id);
    const ppv = await creator.client
      .from('posts')
      .insert({ content: 'PPV', media_type: 'image', is_locked: true, price_cents: 500 })
      .select('id')
      .single();
    expect(ppv.error).toBeNull();
    expectRefused(
      await fan.client.from('posts').insert({ content: 'x', media_type: 'image', is_locked: true }),
      '42501',
    );
    expectRefused(
      await fan.client.from('posts').insert({ content: 'x', media_type: 'image', is_locked: true, price_cents: 500 }),
      '42501',
    );
    expectRefused(
      await creator.client
        .from('posts')
        .insert({ content: 'x', media_type: 'image', is_locked: true, price_cents: 50 }),
      '23514',
    );
    expectRefused(await creator.client.from('posts').insert({ content: 'x', price_cents: 500 }), '23514');
    // PPV → subscribers-only (or back) would change who has access: refused.
    expectRefused(await creator.client.from('posts').update({ price_cents: null }).eq('id', ppv.data!.id), '23514');
    const stolen = await fan.client.from('posts').update({ price_cents: 100 }).eq('id', ppv.data!.id).select();
    expect(stolen.data ?? []).toEqual([]);
    expect((await one(db, 'select price_cents from public.posts where id = $1', [ppv.data!.id])).price_cents).toBe(500);
  });
});

describe('subscriptions', () => {
  let creator: TestUser;
  let fan: TestUser;
  let path: string;
  let postId: string;

  beforeAll(async () => {
    [creator, fan] = await Promise.all([mintUser(db, {}, 'subcreator'), mintUser(db, {}, 'subfan')]);
    await makeCreator(db, creator.id, 800);
    path = `${creator.id}/${Date.now()}.png`;
    expect(
      (await creator.client.storage.from('locked-media').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    ({ postId } = await lockedPost(db, creator.id, { priceCents: null, path }));
  });

  const signed = async (user: TestUser) =>
    (await user.client.storage.from('locked-media').createSignedUrl(path, 60)).error === null;
  const cardPath = async (user: TestUser) =>
    (await user.client.from('post_cards').select('locked_media_path').eq('id', postId).single()).data
      ?.locked_media_path ?? null;

  it('shows what a subscription includes before paying', async () => {
    await lockedPost(db, creator.id, { priceCents: null, mediaType: 'video' });
    await lockedPost(db, creator.id, { priceCents: 300 });
    const offer = await fan.client.rpc('get_subscription_offer', { creator_id: creator.id }).single();
    expect(offer.data).toMatchObject({
      price_cents: 800,
      subscriber_posts: 2,
      subscriber_photos: 1,
      subscriber_videos: 1,
      ppv_posts: 1,
      status: null,
      wallet_balance_cents: 0,
    });
  });

  it('counts only posts a subscriber would see: removed or held ones are left out', async () => {
    const removed = await lockedPost(db, creator.id, { priceCents: null, mediaType: 'video' });
    const held = await lockedPost(db, creator.id, { priceCents: 300 });
    await db.query('update public.posts set removed_at = now() where id = $1', [removed.postId]);
    await db.query('update public.posts set held_at = now() where id = $1', [held.postId]);
    const offer = await fan.client.rpc('get_subscription_offer', { creator_id: creator.id }).single();
    expect(offer.data).toMatchObject({ subscriber_posts: 2, subscriber_videos: 1, ppv_posts: 1 });
  });

  it('subscribes from the wallet at the stored price, unlocks subscriber media, and never charges twice', async () => {
    expectMoneyError(await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() }), 'VM001');
    expect(await signed(fan)).toBe(false);
    expect(await cardPath(fan)).toBeNull();

    await fundWallet(db, fan.id, 2000);
    expectMoneyError(
      await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key(), expected_price_cents: 500 }),
      'VM003',
    );
    const sub = await fan.client.rpc('subscribe', {
      creator_id: creator.id,
      idempotency_key: key(),
      expected_price_cents: 800,
    });
    expect(sub.error).toBeNull();
    expect(sub.data).toMatchObject({
      status: 'active',
      price_cents: 800,
      auto_renew: true,
      charged: true,
      wallet_balance_cents: 1200,
    });
    const again = await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
    expect(again.data).toMatchObject({ charged: false, wallet_balance_cents: 1200 });

    expect(await cardPath(fan)).toBe(path);
    expect(await signed(fan)).toBe(true);
    expect(
      (await one(db, 'select subscribers_count from public.profiles where id = $1', [creator.id])).subscribers_count,
    ).toBe(1);
    expect(await notificationsOf(creator.id, 'new_subscriber')).toEqual([{ actor_id: fan.id, amount_cents: '800' }]);

    // Others: no subscription, no media; nobody reads someone else's subscription.
    const other = await mintUser(db, {}, 'subother');
    expect(await signed(other)).toBe(false);
    expect((await other.client.from('subscriptions').select('*').eq('creator_id', creator.id)).data).toEqual([]);
    expectMoneyError(
      await creator.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() }),
      'VM005',
    );
    expectMoneyError(await fan.client.rpc('subscribe', { creator_id: other.id, idempotency_key: key() }), 'VM006');
    expectRefused(
      await fan.client.from('subscriptions').update({ current_period_end: '2100-01-01' }).eq('fan_id', fan.id),
      '42501',
    );
    expectRefused(await fan.client.from('subscriptions').insert({ fan_id: fan.id, creator_id: other.id }), '42501');
  });

  it('lists the creator their subscribers with tenure', async () => {
    const list = await creator.client.rpc('get_subscribers');
    expect(list.data).toEqual([
      expect.objectContaining({ fan_id: fan.id, status: 'active', price_cents: 800, tenure_days: 0 }),
    ]);
    expect((await fan.client.rpc('get_subscribers')).data).toEqual([]);
  });

  it('shows the subscription on the creator profile to the fan only, and the real count to all', async () => {
    const { username } = await one(db, 'select username from public.profiles where id = $1', [creator.id]);
    const mine = await fan.client.rpc('get_profile', { handle: username as string }).single();
    expect(mine.data).toMatchObject({
      subscribers_count: 1,
      subscription_status: 'active',
      subscription_auto_renew: true,
    });
    const visitor = await anonClient()
      .rpc('get_profile', { handle: username as string })
      .single();
    expect(visitor.data).toMatchObject({
      subscribers_count: 1,
      subscription_status: null,
      subscription_period_end: null,
    });
    const other = await mintUser(db, {}, 'profileviewer');
    expect((await other.client.rpc('get_profile', { handle: username as string }).single()).data).toMatchObject({
      subscription_status: null,
    });
  });

  it('renews a month later from the wallet, at the new price only from that renewal', async () => {
    await creator.client.rpc('update_subscription_price', { monthly_price_cents: 900 });
    expect(
      (await one(db, 'select price_cents from public.subscriptions where fan_id = $1', [fan.id])).price_cents,
    ).toBe(800);

    expect(await runJob(db, 'run_subscription_renewals', '27 days', fan.id)).toEqual({
      renewed: 0,
      failed: 0,
      expired: 0,
    });
    expect(await runJob(db, 'run_subscription_renewals', '1 month 1 minute', fan.id)).toEqual({
      renewed: 1,
      failed: 0,
      expired: 0,
    });
    expect(await balance(db, fan.id)).toBe(300);
    const sub = await one(
      db,
      `select status, price_cents, current_period_end > now() + interval '55 days' as two_months
      from public.subscriptions where fan_id = $1`,
      [fan.id],
    );
    expect(sub).toEqual({ status: 'active', price_cents: 900, two_months: true });
    expect(await notificationsOf(creator.id, 'subscription_renewed')).toEqual([
      { actor_id: fan.id, amount_cents: '900' },
    ]);
    // Running it again at the same time charges nothing more.
    expect(await runJob(db, 'run_subscription_renewals', '1 month 1 minute', fan.id)).toEqual({
      renewed: 0,
      failed: 0,
      expired: 0,
    });
  });

  it('ends access when a renewal fails, and tells the fan', async () => {
    // 300 cents left, 900 due at the next renewal.
    expect(await runJob(db, 'run_subscription_renewals', '2 months 1 minute', fan.id)).toEqual({
      renewed: 0,
      failed: 1,
      expired: 0,
    });
    expect(await one(db, 'select status, auto_renew from public.subscriptions where fan_id = $1', [fan.id])).toEqual({
      status: 'expired',
      auto_renew: false,
    });
    expect(await notificationsOf(fan.id, 'renewal_failed')).toEqual([{ actor_id: creator.id, amount_cents: '900' }]);
    expect(await balance(db, fan.id)).toBe(300);
    // Refused after the subscription expired: the row, the card path and a signed URL.
    expect(await cardPath(fan)).toBeNull();
    expect(await signed(fan)).toBe(false);
    expect(
      (await one(db, 'select subscribers_count from public.profiles where id = $1', [creator.id])).subscribers_count,
    ).toBe(0);
    expectMoneyError(await fan.client.rpc('resubscribe', { creator_id: creator.id }), 'VM013');
  });

  it('cancels with access until the period end, resumes without charge, and resubscribes after expiry', async () => {
    await fundWallet(db, fan.id, 2000);
    const sub = await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
    expect(sub.data).toMatchObject({ status: 'active', charged: true, price_cents: 900 });
    expect(await signed(fan)).toBe(true);

    const cancelled = await fan.client.rpc('cancel_subscription', { creator_id: creator.id });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', auto_renew: false });
    expect(await signed(fan)).toBe(true);
    const resumed = await fan.client.rpc('resubscribe', { creator_id: creator.id });
    expect(resumed.data).toMatchObject({ status: 'active', auto_renew: true, charged: false });
    await fan.client.rpc('cancel_subscription', { creator_id: creator.id });
    const balanceBefore = await balance(db, fan.id);

    // The job at the period end expires it instead of charging.
    expect(await runJob(db, 'run_subscription_renewals', '1 month 1 minute', fan.id)).toEqual({
      renewed: 0,
      failed: 0,
      expired: 1,
    });
    expect(await balance(db, fan.id)).toBe(balanceBefore);
    expect(await signed(fan)).toBe(false);
    expectMoneyError(await fan.client.rpc('cancel_subscription', { creator_id: creator.id }), 'VM013');
  });

  it('ends access at the period end even before the job runs', async () => {
    const late = await mintUser(db, {}, 'latejob');
    await fundWallet(db, late.id, 1000);
    await late.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
    expect(await signed(late)).toBe(true);
    await db.query(
      `update public.subscriptions set current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute'
       where fan_id = $1`,
      [late.id],
    );
    expect(await signed(late)).toBe(false);
    expect((await late.client.from('locked_post_media').select('post_id').eq('post_id', postId)).data).toEqual([]);
  });
});
