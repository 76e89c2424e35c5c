import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRowsChanged, expectRefused, insertPost } from '../support/db-fixtures.ts';
import { fundWallet, key, ledgerProblems, makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

// Issue 19 §5: muted kinds of in-app notification are never written, whoever produces them.
let db: pg.Client;
let creator: TestUser;
let fan: TestUser;
let eve: TestUser;

const types = async (userId: string) =>
  (
    await db.query<{ type: string }>(
      'select type from public.notifications where user_id = $1 order by created_at, type',
      [userId],
    )
  ).rows.map((row) => row.type);

beforeAll(async () => {
  db = await dbClient();
  [creator, fan, eve] = await Promise.all([
    mintUser(db, {}, 'muter'),
    mintUser(db, {}, 'mutedfan'),
    mintUser(db, {}, 'mutedeve'),
  ]);
  await makeCreator(db, creator.id, 1000, true);
  await fundWallet(db, fan.id, 10_000);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('notification settings', () => {
  it('start with nothing muted, and keep each kind once whatever the client sends', async () => {
    expect((await creator.client.from('notification_settings').select('muted')).data).toEqual([]);
    const set = await creator.client.rpc('set_muted_notifications', { muted: ['like', 'tip', 'like'] });
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ user_id: creator.id, muted: ['like', 'tip'] });
    expect((await creator.client.from('notification_settings').select('muted').single()).data).toEqual({
      muted: ['like', 'tip'],
    });
  });

  it('drop muted kinds from every producer and keep the rest', async () => {
    const postId = await insertPost(db, creator.id, { content: 'mute test' });
    await fan.client.from('likes').insert({ post_id: postId }); // muted: like
    await fan.client.from('follows').insert({ following_id: creator.id }); // not muted
    const tip = await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 300, idempotency_key: key() });
    expect(tip.error).toBeNull(); // the tip goes through; only its notification is muted
    expect(await types(creator.id)).toEqual(['follow']);

    // Unmuted, the next like is announced again.
    await creator.client.rpc('set_muted_notifications', { muted: [] });
    await eve.client.from('likes').insert({ post_id: postId });
    expect(await types(creator.id)).toEqual(['follow', 'post_like']);
  });

  it('never mute what concerns the account itself', async () => {
    await fan.client.rpc('set_muted_notifications', {
      muted: ['follow', 'like', 'comment', 'subscriber', 'tip', 'purchase'],
    });
    const sub = await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
    expect(sub.error).toBeNull();
    // A renewal that failed for want of money is the fan's to know (written by the renewal job).
    await db.query(`update public.subscriptions set renewal_failed_at = now() where fan_id = $1 and creator_id = $2`, [
      fan.id,
      creator.id,
    ]);
    expect(await types(fan.id)).toEqual(['renewal_failed']);
  });

  it("are nobody else's to read or change", async () => {
    await eve.client.rpc('set_muted_notifications', { muted: ['comment'] });
    expect((await creator.client.from('notification_settings').select('user_id').eq('user_id', eve.id)).data).toEqual(
      [],
    );
    expectNoRowsChanged(
      await creator.client.from('notification_settings').update({ muted: [] }).eq('user_id', eve.id).select(),
    );
    expectRefused(await creator.client.from('notification_settings').insert({ user_id: eve.id, muted: [] }));
    expectRefused(await anonClient().rpc('set_muted_notifications', { muted: [] }));
    expectRefused(await anonClient().from('notification_settings').select('muted'));
    expect(
      (await db.query('select muted from public.notification_settings where user_id = $1', [eve.id])).rows,
    ).toEqual([{ muted: '{comment}' }]);
  });

  it('refuse a kind that does not exist', async () => {
    expectRefused(await fan.client.rpc('set_muted_notifications', { muted: ['payout'] }), '22P02');
  });
});
