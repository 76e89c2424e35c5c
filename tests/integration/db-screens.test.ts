import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRefused,
  insertConversation,
  insertMessage,
  insertPost,
  one,
  publicPath,
} from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let author: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  db = await dbClient();
  [author, viewer] = await Promise.all([
    mintUser(db, { name: 'Screen Author' }, 'screenauthor'),
    mintUser(db, {}, 'viewer'),
  ]);
});
afterAll(() => db.end());

describe('get_feed', () => {
  it('pages newest first by (created_at, id) with author and user_liked, ties included', async () => {
    // Far-future timestamps keep these posts on top while other suites write concurrently.
    const at = [
      '2100-01-01T00:00:03Z',
      '2100-01-01T00:00:02Z',
      '2100-01-01T00:00:02Z',
      '2100-01-01T00:00:02Z',
      '2100-01-01T00:00:01Z',
    ];
    const ids: string[] = [];
    for (const created_at of at) ids.push(await insertPost(db, author.id, { created_at }));
    await db.query('insert into public.likes (user_id, post_id) values ($1, $2)', [viewer.id, ids[2]]);

    const seen: string[] = [];
    let cursor: { before_created_at?: string; before_id?: string } = { before_created_at: '2100-01-02T00:00:00Z' };
    for (let page = 0; page < 3; page++) {
      const r = await viewer.client.rpc('get_feed', { ...cursor, page_size: 2 });
      expect(r.error).toBeNull();
      const rows = (r.data ?? []) as Array<{
        id: string;
        created_at: string;
        author_name: string;
        user_liked: boolean;
      }>;
      for (const row of rows.filter((r) => ids.includes(r.id))) {
        expect(row.author_name).toBe('Screen Author');
        expect(row.user_liked).toBe(row.id === ids[2]);
        seen.push(row.id);
      }
      const last = rows.at(-1);
      if (!last) break;
      cursor = { before_created_at: last.created_at, before_id: last.id };
    }
    const tieIds = ids.slice(1, 4).sort().reverse();
    expect(seen.slice(0, 5)).toEqual([ids[0], ...tieIds, ids[4]]);
  });

  it('serves 50 posts to a visitor by default, with user_liked false', async () => {
    const r = await anonClient().rpc('get_feed');
    expect(r.error).toBeNull();
    const rows = r.data as Array<{ user_liked: boolean }>;
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(rows.every((p) => p.user_liked === false)).toBe(true);
  });
});

describe('get_video_feed', () => {
  it('returns unlocked videos only, newest first', async () => {
    const url = publicPath('post-media', `${author.id}/v.mp4`);
    const open = await insertPost(db, author.id, {
      media_type: 'video',
      media_url: url,
      created_at: '2101-01-01T00:00:00Z',
    });
    const locked = await insertPost(db, author.id, {
      media_type: 'video',
      is_locked: true,
      created_at: '2101-01-02T00:00:00Z',
    });
    const r = await anonClient().rpc('get_video_feed', { before_created_at: '2102-01-01T00:00:00Z', page_size: 20 });
    const ids = (r.data as Array<{ id: string; media_type: string }>).map((p) => p.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(locked);
    expect((r.data as Array<{ media_type: string }>).every((p) => p.media_type === 'video')).toBe(true);
  });
});

describe('get_profile', () => {
  it('returns the header counters and is_following by handle, with or without @', async () => {
    const p = await one(db, 'select username from public.profiles where id = $1', [author.id]);
    const image = await insertPost(db, author.id, {
      media_type: 'image',
      media_url: publicPath('post-media', `${author.id}/i.png`),
    });
    await db.query('insert into public.likes (user_id, post_id) values ($1, $2)', [viewer.id, image]);
    await viewer.client.from('follows').insert({ following_id: author.id });

    const r = await viewer.client.rpc('get_profile', { handle: `@${String(p.username).toUpperCase()}` }).single();
    expect(r.error).toBeNull();
    const stats = await one(
      db,
      `select count(*)::int as posts, count(*) filter (where media_type <> 'none')::int as media,
      sum(likes_count)::int as likes from public.posts where user_id = $1`,
      [author.id],
    );
    expect(r.data).toMatchObject({
      id: author.id,
      posts_count: stats.posts,
      media_count: stats.media,
      likes_count: stats.likes,
      followers_count: 1,
      is_following: true,
    });

    const visitor = await anonClient()
      .rpc('get_profile', { handle: p.username as string })
      .single();
    expect(visitor.data).toMatchObject({ is_following: false });
    const missing = await anonClient().rpc('get_profile', { handle: 'nobody_by_this_name' });
    expect(missing.data).toEqual([]);
  });
});

describe('get_suggested_creators', () => {
  it('lists creators by followers, excluding the viewer and whom they follow', async () => {
    const [top, followed] = await Promise.all([mintUser(db, {}, 'topcreator'), mintUser(db, {}, 'followedcreator')]);
    await db.query(
      `update public.profiles set is_creator = true, followers_count = case id when $1 then 9000001 when $2 then 9000002 else 9000003 end
      where id in ($1, $2, $3)`,
      [top.id, followed.id, viewer.id],
    );
    await db.query('insert into public.follows (follower_id, following_id) values ($1, $2)', [viewer.id, followed.id]);
    const r = await viewer.client.rpc('get_suggested_creators');
    expect(r.error).toBeNull();
    const ids = (r.data as Array<{ id: string }>).map((c) => c.id);
    expect(ids[0]).toBe(top.id);
    expect(ids).not.toContain(viewer.id);
    expect(ids).not.toContain(followed.id);
    expect(ids.length).toBeLessThanOrEqual(10);
    const anon = await anonClient().rpc('get_suggested_creators', { max_count: 3 });
    expect((anon.data as Array<{ id: string }>).map((c) => c.id)).toContain(viewer.id);
  });
});

describe('search', () => {
  it('finds people by name or handle and posts by text, in one call', async () => {
    const token = `zq${Date.now().toString(36)}`;
    const person = await mintUser(db, { name: `Maya ${token}` }, 'maya');
    const post = await insertPost(db, author.id, { content: `Sunset over the ${token} hills` });
    const r = await anonClient().rpc('search', { search_text: token });
    expect(r.error).toBeNull();
    const rows = r.data as Array<{ kind: string; id: string }>;
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'profile', id: person.id }));
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'post', id: post }));
    const literal = await anonClient().rpc('search', { search_text: '%%%' });
    expect(literal.data).toEqual([]);
    expect((await anonClient().rpc('search', { search_text: 'a' })).data).toEqual([]);
  });
});

describe('chat_list', () => {
  it('lists conversations newest first with the other participant and last message', async () => {
    const [x, y] = await Promise.all([mintUser(db, {}, 'chatx'), mintUser(db, {}, 'chaty')]);
    const older = await insertConversation(db, viewer.id, x.id);
    const newer = await insertConversation(db, viewer.id, y.id);
    await insertMessage(db, newer, y.id, 'first');
    await insertMessage(db, older, x.id, 'latest');
    const r = await viewer.client.from('chat_list').select('*').order('updated_at', { ascending: false });
    expect(r.error).toBeNull();
    const rows = r.data as Array<{
      id: string;
      other_user_id: string;
      last_message_content: string;
      unread_count: number;
    }>;
    expect(rows.map((c) => c.id).slice(0, 2)).toEqual([older, newer]);
    expect(rows[0]).toMatchObject({ other_user_id: x.id, last_message_content: 'latest', unread_count: 1 });
  });
});

describe('delete_account', () => {
  it("deletes the caller and everything that cascades, and fixes others' counters", async () => {
    const leaver = await mintUser(db, {}, 'leaver');
    const theirPost = await insertPost(db, author.id);
    await leaver.client.from('likes').insert({ post_id: theirPost });
    await leaver.client.from('follows').insert({ following_id: author.id });
    await leaver.client.from('posts').insert({ content: 'bye' });
    const convo = await insertConversation(db, leaver.id, author.id);
    await insertMessage(db, convo, leaver.id);
    const followersBefore = (await one(db, 'select followers_count from public.profiles where id = $1', [author.id]))
      .followers_count as number;

    expectRefused(await anonClient().rpc('delete_account'), '42501');
    expect((await leaver.client.rpc('delete_account')).error).toBeNull();

    expect((await db.query('select 1 from auth.users where id = $1', [leaver.id])).rowCount).toBe(0);
    expect((await db.query('select 1 from public.profiles where id = $1', [leaver.id])).rowCount).toBe(0);
    expect((await db.query('select 1 from public.posts where user_id = $1', [leaver.id])).rowCount).toBe(0);
    expect((await db.query('select 1 from public.conversations where id = $1', [convo])).rowCount).toBe(0);
    expect((await one(db, 'select likes_count from public.posts where id = $1', [theirPost])).likes_count).toBe(0);
    expect(
      (await one(db, 'select followers_count from public.profiles where id = $1', [author.id])).followers_count,
    ).toBe(followersBefore - 1);
    expect((await db.query('select 1 from public.notifications where actor_id = $1', [leaver.id])).rowCount).toBe(0);
  });

  it("cannot delete someone else's account", async () => {
    const target = await mintUser(db, {}, 'target');
    expect((await viewer.client.from('profiles').delete().eq('id', target.id).select()).data).toEqual([]);
    expect((await db.query('select 1 from auth.users where id = $1', [target.id])).rowCount).toBe(1);
  });
});
