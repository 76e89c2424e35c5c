// notification_feed (issue 28, UX review m12): the Notifications screen in one request, likes and follows
// grouped ("Kai and 2 others liked your post"), unread apart from read, everything else one row each,
// with filters; only the caller's own notifications, signed-in callers only.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertComment, insertPost } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

interface Group {
  id: string;
  type: string;
  group_key: string;
  group_count: number;
  actor_id: string | null;
  actor_name: string | null;
  second_actor: { id: string; name: string } | null;
  post_id: string | null;
  read_at: string | null;
}

let db: pg.Client;
let creator: TestUser;
let fans: TestUser[];
let postId: string;
let otherPostId: string;

async function feed(user: TestUser, filter?: string): Promise<Group[]> {
  const r = await user.client.rpc('notification_feed', filter ? { filter } : {});
  expect(r.error).toBeNull();
  return r.data as unknown as Group[];
}

/** Notifications come from triggers; each later one a second apart so "newest" is unambiguous. */
async function age(userId: string) {
  await db.query(
    `update public.notifications n set created_at = now() - (x.rn || ' seconds')::interval
       from (select id, row_number() over (order by created_at desc, id desc) as rn
               from public.notifications where user_id = $1) x
      where n.id = x.id`,
    [userId],
  );
}

beforeAll(async () => {
  db = await dbClient();
  creator = await mintUser(db, { name: 'Feed Creator' }, 'feedcreator');
  fans = await Promise.all(['Ana', 'Ben', 'Cleo', 'Dev'].map((name) => mintUser(db, { name }, 'feedfan')));
  postId = await insertPost(db, creator.id, { content: 'the liked post' });
  otherPostId = await insertPost(db, creator.id, { content: 'another post' });
  // In this order: Ana, Ben, Cleo like the post; Dev follows; Ana comments; Ben likes the other post.
  for (const fan of fans.slice(0, 3)) {
    expect((await fan.client.from('likes').insert({ user_id: fan.id, post_id: postId })).error).toBeNull();
  }
  expect(
    (await fans[3]!.client.from('follows').insert({ follower_id: fans[3]!.id, following_id: creator.id })).error,
  ).toBeNull();
  await insertComment(db, fans[0]!.id, postId, null, 'nice one');
  expect((await fans[1]!.client.from('likes').insert({ user_id: fans[1]!.id, post_id: otherPostId })).error).toBeNull();
  await age(creator.id);
});
afterAll(async () => {
  await db.end();
});

describe('notification_feed', () => {
  it('groups the likes of one post into one row, newest person first', async () => {
    const groups = await feed(creator);
    expect(groups.map((g) => [g.type, g.group_count])).toEqual([
      ['post_like', 1], // Ben, the other post
      ['comment', 1],
      ['follow', 1],
      ['post_like', 3], // Cleo, Ben, Ana
    ]);
    const likes = groups[3]!;
    expect(likes).toMatchObject({ post_id: postId, actor_id: fans[2]!.id, actor_name: 'Cleo', read_at: null });
    expect(likes.second_actor).toMatchObject({ id: fans[1]!.id, name: 'Ben' });
    // The group is its newest notification's card.
    const newest = await creator.client
      .from('notification_cards')
      .select('id')
      .eq('type', 'post_like')
      .eq('post_id', postId)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(likes.id).toBe(newest.data?.id);
    expect(groups[0]!.second_actor).toBeNull();
  });

  it('keeps what arrived after "Mark all read" in a group of its own, unread', async () => {
    const reader = await mintUser(db, {}, 'feedreader');
    const post = await insertPost(db, reader.id, { content: 'read then liked again' });
    await fans[0]!.client.from('likes').insert({ user_id: fans[0]!.id, post_id: post });
    await fans[1]!.client.from('likes').insert({ user_id: fans[1]!.id, post_id: post });
    expect((await reader.client.rpc('mark_notifications_read')).error).toBeNull();
    await fans[2]!.client.from('likes').insert({ user_id: fans[2]!.id, post_id: post });
    await age(reader.id);
    const groups = await feed(reader);
    expect(groups.map((g) => [g.group_count, g.read_at === null])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(new Set(groups.map((g) => g.group_key)).size).toBe(2);
  });

  it('filters by kind', async () => {
    expect((await feed(creator, 'likes')).map((g) => g.group_count)).toEqual([1, 3]);
    expect((await feed(creator, 'follows')).map((g) => g.type)).toEqual(['follow']);
    expect((await feed(creator, 'comments')).map((g) => g.type)).toEqual(['comment']);
    expect(await feed(creator, 'purchases')).toEqual([]);
    expect(await feed(creator, 'subscribers')).toEqual([]);
  });

  it('gives each caller only their own notifications', async () => {
    const groups = await feed(fans[3]!);
    expect(groups.every((g) => g.actor_id !== fans[3]!.id)).toBe(true);
    expect(groups.some((g) => g.post_id === postId)).toBe(false);
  });

  it('refuses an unknown filter and a visitor', async () => {
    expectRefused(await creator.client.rpc('notification_feed', { filter: 'everything' }), '22023');
    expectRefused(await anonClient().rpc('notification_feed', {}));
  });
});
