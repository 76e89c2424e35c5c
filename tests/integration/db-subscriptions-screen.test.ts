// The fan's Subscriptions screen and subscribing-follows (issue 28, UX review M2): get_my_subscriptions
// lists the caller's own subscriptions only, in the state the screen shows; auto-renew is switched off
// (cancel_subscription) and on (resubscribe) only on the caller's own subscription and only while it
// runs; a subscription that starts follows the creator (counters right, no second notification), and
// unfollowing keeps the subscription.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, one, snapshot } from '../support/db-fixtures.ts';
import { expectMoneyError, fundWallet, key, ledgerProblems, makeCreator, runJob } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;

beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

const counts = async (id: string) =>
  one(db, 'select followers_count, following_count from public.profiles where id = $1', [id]);
const notifications = async (creatorId: string, actorId: string) =>
  (
    await db.query<{ type: string }>(
      'select type::text from public.notifications where user_id = $1 and actor_id = $2 order by type',
      [creatorId, actorId],
    )
  ).rows.map((r) => r.type);
const follows = async (fanId: string, creatorId: string) =>
  (await db.query('select 1 from public.follows where follower_id = $1 and following_id = $2', [fanId, creatorId]))
    .rowCount === 1;
/** A get_my_subscriptions row (the suites' clients are untyped). */
interface Listed {
  creator_id: string;
  state: string;
  auto_renew: boolean;
  current_period_end: string;
  ended_at: string | null;
  renewal_failed_at: string | null;
}
const listOf = async (user: TestUser) => {
  const { data, error } = await user.client.rpc('get_my_subscriptions');
  expect(error).toBeNull();
  return data as Listed[];
};
const subscribe = (fan: TestUser, creator: TestUser) =>
  fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });

async function creatorNamed(prefix: string, priceCents: number) {
  const creator = await mintUser(db, { name: `Creator ${prefix}` }, prefix);
  await makeCreator(db, creator.id, priceCents);
  return creator;
}

describe('subscribing follows', () => {
  it('follows the creator when a subscription starts: counters move once, one notification (new subscriber)', async () => {
    const [fan, creator] = await Promise.all([mintUser(db, {}, 'followfan'), creatorNamed('followed', 700)]);
    await fundWallet(db, fan.id, 2000);
    const fanBefore = await counts(fan.id);
    const creatorBefore = await counts(creator.id);

    expect((await subscribe(fan, creator)).error).toBeNull();
    expect(await follows(fan.id, creator.id)).toBe(true);
    expect((await counts(fan.id)).following_count).toBe((fanBefore.following_count as number) + 1);
    expect((await counts(creator.id)).followers_count).toBe((creatorBefore.followers_count as number) + 1);
    expect(await notifications(creator.id, fan.id)).toEqual(['new_subscriber']);
    // Following lists the creator (the screen reads follows as the fan).
    const following = await fan.client.from('follows').select('following_id').eq('follower_id', fan.id);
    expect(following.data).toEqual([{ following_id: creator.id }]);
    // The profile shows Following, not Follow, beside Subscribed.
    const card = await fan.client.from('profile_cards').select('is_following').eq('id', creator.id).single();
    expect(card.data).toEqual({ is_following: true });

    // Unfollowing keeps the subscription (and its access); the counters go back.
    const unfollow = await fan.client.from('follows').delete().eq('follower_id', fan.id).eq('following_id', creator.id);
    expect(unfollow.error).toBeNull();
    expect(await follows(fan.id, creator.id)).toBe(false);
    expect(
      await one(db, 'select status::text, auto_renew from public.subscriptions where fan_id = $1', [fan.id]),
    ).toEqual({ status: 'active', auto_renew: true });
    expect(await counts(creator.id)).toEqual(creatorBefore);
    expect(await notifications(creator.id, fan.id)).toEqual(['new_subscriber']);

    // Switching renewal off and on, or subscribing again within the period, does not follow again.
    await fan.client.rpc('cancel_subscription', { creator_id: creator.id });
    await fan.client.rpc('resubscribe', { creator_id: creator.id });
    expect((await subscribe(fan, creator)).data).toMatchObject({ charged: false });
    expect(await follows(fan.id, creator.id)).toBe(false);
    // Nor does a renewal.
    expect(await runJob(db, 'run_subscription_renewals', '1 month 1 minute', fan.id)).toMatchObject({ renewed: 1 });
    expect(await follows(fan.id, creator.id)).toBe(false);
  });

  it('keeps an existing follow as it was (no duplicate, its notification kept), and follows again after an expiry', async () => {
    const [fan, creator] = await Promise.all([mintUser(db, {}, 'alreadyfan'), creatorNamed('already', 600)]);
    await fundWallet(db, fan.id, 3000);
    expect((await fan.client.from('follows').insert({ following_id: creator.id })).error).toBeNull();
    const followedAt = await one(db, 'select created_at from public.follows where follower_id = $1', [fan.id]);
    const before = await counts(creator.id);

    expect((await subscribe(fan, creator)).error).toBeNull();
    expect(await one(db, 'select created_at from public.follows where follower_id = $1', [fan.id])).toEqual(followedAt);
    expect(await counts(creator.id)).toEqual(before);
    expect(await notifications(creator.id, fan.id)).toEqual(['follow', 'new_subscriber']);

    // Unfollowed, cancelled, expired: subscribing again is a new start, and follows again.
    await fan.client.from('follows').delete().eq('follower_id', fan.id).eq('following_id', creator.id);
    await fan.client.rpc('cancel_subscription', { creator_id: creator.id });
    expect(await runJob(db, 'run_subscription_renewals', '1 month 1 minute', fan.id)).toMatchObject({ expired: 1 });
    expect((await subscribe(fan, creator)).data).toMatchObject({ charged: true, status: 'active' });
    expect(await follows(fan.id, creator.id)).toBe(true);
    expect(await counts(creator.id)).toEqual(before);
  });

  it('refuses a blocked pair: no subscription, so no follow', async () => {
    const [fan, creator] = await Promise.all([mintUser(db, {}, 'blockedfan'), creatorNamed('blocker', 500)]);
    await fundWallet(db, fan.id, 1000);
    expect((await creator.client.rpc('block_user', { target: fan.id })).error).toBeNull();
    expectRefused(await subscribe(fan, creator));
    expect(await follows(fan.id, creator.id)).toBe(false);
  });

  it('leaves a follow written by the fan by hand notified as before', async () => {
    const [fan, creator] = await Promise.all([mintUser(db, {}, 'handfan'), creatorNamed('hand', 500)]);
    expect((await fan.client.from('follows').insert({ following_id: creator.id })).error).toBeNull();
    expect(await notifications(creator.id, fan.id)).toEqual(['follow']);
  });
});

describe('get_my_subscriptions', () => {
  let fan: TestUser;
  let active: TestUser;
  let cancelling: TestUser;
  let expired: TestUser;
  let failed: TestUser;
  let hidden: TestUser;

  beforeAll(async () => {
    fan = await mintUser(db, {}, 'listfan');
    [active, cancelling, expired, failed, hidden] = await Promise.all([
      creatorNamed('active', 500),
      creatorNamed('cancelling', 600),
      creatorNamed('expired', 700),
      creatorNamed('failed', 800),
      creatorNamed('hidden', 900),
    ]);
    await fundWallet(db, fan.id, 3500);
    for (const creator of [active, cancelling, expired, failed, hidden]) {
      expect((await subscribe(fan, creator)).error).toBeNull();
    }
    await fan.client.rpc('cancel_subscription', { creator_id: cancelling.id });
    await fan.client.rpc('cancel_subscription', { creator_id: expired.id });
    // Ended: the cancelled one at its period end, the failed one when the wallet could not pay.
    await db.query(
      `update public.subscriptions set status = 'expired', ended_at = now() - interval '1 day',
         current_period_start = now() - interval '1 month 1 day', current_period_end = now() - interval '1 day'
       where fan_id = $1 and creator_id = $2`,
      [fan.id, expired.id],
    );
    await db.query(
      `update public.subscriptions set status = 'expired', auto_renew = false, ended_at = now() - interval '2 days',
         renewal_failed_at = now() - interval '2 days',
         current_period_start = now() - interval '1 month 2 days', current_period_end = now() - interval '2 days'
       where fan_id = $1 and creator_id = $2`,
      [fan.id, failed.id],
    );
    await db.query(`update public.profiles set held_at = now() where id = $1`, [hidden.id]);
  });

  it('lists the caller’s subscriptions: running first (soonest first), then ended, with the creator', async () => {
    const data = await listOf(fan);
    const byCreator = new Map(data.map((row) => [row.creator_id, row]));
    expect(data.map((row) => row.state)).toEqual(['active', 'cancelling', 'active', 'expired', 'failed']);
    expect(byCreator.get(active.id)).toMatchObject({
      name: 'Creator active',
      username: expect.stringMatching(/^creatoractive/),
      state: 'active',
      auto_renew: true,
      price_cents: 500,
      current_price_cents: 500,
      ended_at: null,
      renewal_failed_at: null,
    });
    expect(Date.parse(byCreator.get(active.id)!.current_period_end)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(byCreator.get(cancelling.id)).toMatchObject({ state: 'cancelling', auto_renew: false, ended_at: null });
    expect(byCreator.get(expired.id)).toMatchObject({ state: 'expired', auto_renew: false });
    expect(byCreator.get(expired.id)!.ended_at).not.toBeNull();
    expect(byCreator.get(failed.id)).toMatchObject({ state: 'failed', price_cents: 800 });
    expect(byCreator.get(failed.id)!.renewal_failed_at).not.toBeNull();
    // A creator whose profile is hidden: the subscription stays, nothing of the profile shows.
    expect(byCreator.get(hidden.id)).toMatchObject({
      state: 'active',
      name: null,
      username: null,
      avatar_url: null,
      current_price_cents: null,
      price_cents: 900,
    });
  });

  it('shows nobody else’s subscriptions, and nothing to a visitor', async () => {
    const other = await mintUser(db, {}, 'listother');
    expect((await other.client.rpc('get_my_subscriptions')).data).toEqual([]);
    // The creator's own list is of their subscriptions as a fan (none), not their subscribers.
    expect((await active.client.rpc('get_my_subscriptions')).data).toEqual([]);
    expectRefused(await anonClient().rpc('get_my_subscriptions'), '42501');
  });

  it('switches auto-renew off and on for the caller’s own running subscription', async () => {
    const off = await fan.client.rpc('cancel_subscription', { creator_id: active.id });
    expect(off.data).toMatchObject({ status: 'cancelled', auto_renew: false, charged: false });
    const listed = async () => (await listOf(fan)).find((row) => row.creator_id === active.id);
    expect(await listed()).toMatchObject({ state: 'cancelling', auto_renew: false });
    const on = await fan.client.rpc('resubscribe', { creator_id: active.id });
    expect(on.data).toMatchObject({ status: 'active', auto_renew: true, charged: false });
    expect(await listed()).toMatchObject({ state: 'active', auto_renew: true });
  });

  it('refuses to switch someone else’s subscription, an ended one, a visitor, or a blocked pair', async () => {
    const before = await snapshot(db, 'subscriptions', 'fan_id = $1', [fan.id]);
    const other = await mintUser(db, {}, 'switcher');
    // The RPCs act on the caller's own row only: another fan has none with these creators.
    expectMoneyError(await other.client.rpc('cancel_subscription', { creator_id: active.id }), 'VM013');
    expectMoneyError(await other.client.rpc('resubscribe', { creator_id: cancelling.id }), 'VM013');
    // Nor can the creator switch their subscriber's renewal.
    expectMoneyError(await cancelling.client.rpc('resubscribe', { creator_id: cancelling.id }), 'VM013');
    // Direct writes are refused.
    expectRefused(
      await other.client.from('subscriptions').update({ auto_renew: true }).eq('fan_id', fan.id).select(),
      '42501',
    );
    expectRefused(
      await fan.client
        .from('subscriptions')
        .update({ status: 'active', auto_renew: true })
        .eq('creator_id', cancelling.id)
        .select(),
      '42501',
    );
    // Ended: renewal cannot be turned back on (subscribing again starts a new, paid month).
    expectMoneyError(await fan.client.rpc('resubscribe', { creator_id: expired.id }), 'VM013');
    expectMoneyError(await fan.client.rpc('resubscribe', { creator_id: failed.id }), 'VM013');
    expectMoneyError(await fan.client.rpc('cancel_subscription', { creator_id: expired.id }), 'VM013');
    expectRefused(await anonClient().rpc('resubscribe', { creator_id: cancelling.id }), '42501');
    expectRefused(await anonClient().rpc('cancel_subscription', { creator_id: active.id }), '42501');
    expect(await snapshot(db, 'subscriptions', 'fan_id = $1', [fan.id])).toEqual(before);

    // Blocked by the creator: renewal stays off.
    expect((await cancelling.client.rpc('block_user', { target: fan.id })).error).toBeNull();
    expectRefused(await fan.client.rpc('resubscribe', { creator_id: cancelling.id }));
    expect(
      await one(db, 'select auto_renew from public.subscriptions where fan_id = $1 and creator_id = $2', [
        fan.id,
        cancelling.id,
      ]),
    ).toEqual({ auto_renew: false });
  });
});
