import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRowsChanged,
  expectRefused,
  insertComment,
  insertPost,
  one,
  snapshot,
} from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let creator: TestUser;
let fan: TestUser;
let eve: TestUser;
let postId: string;

const inbox = (userId: string) =>
  db.query(
    'select type, actor_id, post_id, comment_id from public.notifications where user_id = $1 order by created_at, type',
    [userId],
  );

beforeAll(async () => {
  db = await dbClient();
  [creator, fan, eve] = await Promise.all([
    mintUser(db, {}, 'creator'),
    mintUser(db, {}, 'fan'),
    mintUser(db, {}, 'eve'),
  ]);
  postId = await insertPost(db, creator.id);
});
afterAll(() => db.end());

describe('notifications are created by the database', () => {
  it('for a new follower, a post like, a comment, a reply and a comment like', async () => {
    await fan.client.from('follows').insert({ following_id: creator.id });
    await fan.client.from('likes').insert({ post_id: postId });
    const top = await fan.client.from('comments').insert({ post_id: postId, content: 'love it' }).select().single();
    const reply = await creator.client
      .from('comments')
      .insert({ post_id: postId, parent_id: top.data!.id, content: 'thanks!' })
      .select()
      .single();
    await creator.client.from('likes').insert({ comment_id: top.data!.id });

    const forCreator = (await inbox(creator.id)).rows;
    expect(forCreator).toEqual([
      { type: 'follow', actor_id: fan.id, post_id: null, comment_id: null },
      { type: 'post_like', actor_id: fan.id, post_id: postId, comment_id: null },
      { type: 'comment', actor_id: fan.id, post_id: postId, comment_id: top.data!.id },
    ]);
    const forFan = (await inbox(fan.id)).rows;
    expect(forFan).toEqual([
      { type: 'reply', actor_id: creator.id, post_id: postId, comment_id: reply.data!.id },
      { type: 'comment_like', actor_id: creator.id, post_id: postId, comment_id: top.data!.id },
    ]);
  });

  it('not for acting on your own content, and withdrawn when the like or follow is undone', async () => {
    const own = await insertPost(db, eve.id);
    await eve.client.from('likes').insert({ post_id: own });
    await insertComment(db, eve.id, own);
    expect((await inbox(eve.id)).rowCount).toBe(0);

    await fan.client.from('likes').delete().eq('post_id', postId);
    await fan.client.from('follows').delete().eq('following_id', creator.id);
    const types = (await inbox(creator.id)).rows.map((r) => r.type);
    expect(types).toEqual(['comment']);
  });

  it('shows the recipient their cards with the actor, and nobody else', async () => {
    const cards = await creator.client
      .from('notification_cards')
      .select('type, actor_username, post_excerpt')
      .order('created_at', { ascending: false });
    expect(cards.error).toBeNull();
    expect(cards.data?.[0]).toMatchObject({ type: 'comment', post_excerpt: 'hello from a test' });
    for (const client of [eve.client, fan.client]) {
      expect((await client.from('notifications').select('*').eq('user_id', creator.id)).data).toEqual([]);
      expect((await client.from('notification_cards').select('*').eq('user_id', creator.id)).data).toEqual([]);
    }
    expectRefused(await anonClient().from('notifications').select('*'), '42501');
    expectRefused(await anonClient().from('notification_cards').select('*'), '42501');
  });
});

describe('notifications cannot be forged or tampered with', () => {
  it('refuses inserts by clients, for others and for oneself', async () => {
    const forged = { user_id: creator.id, actor_id: eve.id, type: 'follow' };
    expectRefused(await eve.client.from('notifications').insert(forged), '42501');
    expectRefused(await creator.client.from('notifications').insert({ ...forged, actor_id: fan.id }), '42501');
    expectRefused(await anonClient().from('notifications').insert(forged), '42501');
    expect(
      (await db.query(`select 1 from public.notifications where actor_id = $1 and type = 'follow'`, [eve.id])).rowCount,
    ).toBe(0);
  });

  it('lets the recipient mark read and dismiss; refuses others', async () => {
    const before = await snapshot(db, 'notifications', 'user_id = $1', [creator.id]);
    expectNoRowsChanged(
      await eve.client
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('user_id', creator.id)
        .select(),
    );
    expectNoRowsChanged(await eve.client.from('notifications').delete().eq('user_id', creator.id).select());
    expect((await eve.client.rpc('mark_notifications_read')).error).toBeNull();
    expectRefused(await anonClient().rpc('mark_notifications_read'), '42501');
    expectRefused(
      await creator.client.from('notifications').update({ actor_id: eve.id }).eq('user_id', creator.id),
      '42501',
    );
    expect(await snapshot(db, 'notifications', 'user_id = $1', [creator.id])).toEqual(before);

    expect((await creator.client.rpc('mark_notifications_read')).error).toBeNull();
    const unread = await creator.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(unread.count).toBe(0);
    const gone = await creator.client.from('notifications').delete().eq('user_id', creator.id).select();
    expect(gone.data?.length).toBe(before.length);
  });
});

describe('call history is private', () => {
  it('shows each user only their own calls and accepts no client writes', async () => {
    await db.query(
      `insert into public.call_history (user_id, peer_id, type, duration_seconds) values ($1, $2, 'outgoing', 61), ($2, $1, 'incoming', 61), ($1, $3, 'missed', null)`,
      [creator.id, fan.id, eve.id],
    );
    const own = await creator.client
      .from('call_history')
      .select('type, peer:profiles!call_history_peer_id_fkey(username)')
      .order('started_at');
    expect(own.error).toBeNull();
    expect(own.data?.map((r) => r.type).sort()).toEqual(['missed', 'outgoing']);
    expect((await eve.client.from('call_history').select('*').eq('user_id', creator.id)).data).toEqual([]);
    expectRefused(await anonClient().from('call_history').select('*'), '42501');

    const before = await snapshot(db, 'call_history', 'user_id = $1', [creator.id]);
    expectRefused(
      await eve.client.from('call_history').insert({ user_id: creator.id, peer_id: eve.id, type: 'missed' }),
      '42501',
    );
    expectRefused(
      await creator.client.from('call_history').insert({ user_id: creator.id, peer_id: eve.id, type: 'missed' }),
      '42501',
    );
    expectRefused(
      await creator.client.from('call_history').update({ type: 'missed' }).eq('user_id', creator.id),
      '42501',
    );
    expectRefused(await eve.client.from('call_history').delete().eq('user_id', creator.id), '42501');
    expect(await snapshot(db, 'call_history', 'user_id = $1', [creator.id])).toEqual(before);
    expect(
      (await one(db, 'select count(*)::int as n from public.call_history where user_id = $1', [creator.id])).n,
    ).toBe(2);
  });
});
