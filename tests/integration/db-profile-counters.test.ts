// A profile's Posts, Media and Likes counters (issue 28, UX review m3): one rule for all three, the same
// for every signed-in caller (the caller's own block changes nothing: the screen says why the posts are
// hidden), none for a caller the author blocked, moderation-hidden posts left out except for their author.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertPost } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

type Client = TestUser['client'];

let db: pg.Client;
let author: TestUser;
let blocker: TestUser;
let blockedByAuthor: TestUser;
let stranger: TestUser;
let handle: string;

async function counters(client: Client) {
  const r = await client.rpc('get_profile', { handle }).single();
  expect(r.error).toBeNull();
  const { posts_count, media_count, likes_count } = r.data as Record<string, number>;
  return { posts_count, media_count, likes_count };
}

async function screenCounters(client: Client) {
  const r = await client.rpc('profile_screen', { handle });
  expect(r.error).toBeNull();
  const { profile, blocked_by_me } = r.data as { profile: Record<string, number>; blocked_by_me: boolean };
  return {
    counters: { posts_count: profile.posts_count, media_count: profile.media_count, likes_count: profile.likes_count },
    blocked_by_me,
  };
}

beforeAll(async () => {
  db = await dbClient();
  [author, blocker, blockedByAuthor, stranger] = await Promise.all([
    mintUser(db, {}, 'countauthor'),
    mintUser(db, {}, 'countblocker'),
    mintUser(db, {}, 'countblocked'),
    mintUser(db, {}, 'countstranger'),
  ]);
  handle = (await db.query<{ username: string }>('select username from public.profiles where id = $1', [author.id]))
    .rows[0]!.username;
  const text = await insertPost(db, author.id, { content: 'words only' });
  const photo = await insertPost(db, author.id, {
    content: 'a photo',
    media_type: 'image',
    media_url: `/storage/v1/object/public/post-media/${author.id}/1.jpg`,
  });
  const removed = await insertPost(db, author.id, {
    content: 'removed by a moderator',
    media_type: 'image',
    media_url: `/storage/v1/object/public/post-media/${author.id}/2.jpg`,
  });
  // Likes received: 2 on the text post, 1 on the photo, 1 on the removed post (left out with it).
  for (const [user, post] of [
    [stranger, text],
    [blocker, text],
    [stranger, photo],
    [stranger, removed],
  ] as const) {
    await db.query('insert into public.likes (user_id, post_id) values ($1, $2)', [user.id, post]);
  }
  await db.query('update public.posts set removed_at = now() where id = $1', [removed]);
  expect((await blocker.client.rpc('block_user', { target: author.id })).error).toBeNull();
  expect((await author.client.rpc('block_user', { target: blockedByAuthor.id })).error).toBeNull();
});
afterAll(async () => {
  await db.end();
});

describe('get_profile counters', () => {
  const visible = { posts_count: 2, media_count: 1, likes_count: 3 };

  it('count the posts moderation has not hidden, for a stranger and a visitor alike', async () => {
    expect(await counters(stranger.client)).toEqual(visible);
    expect(await counters(anonClient())).toEqual(visible);
  });

  it('count the author their own hidden post, which they still see', async () => {
    expect(await counters(author.client)).toEqual({ posts_count: 3, media_count: 2, likes_count: 4 });
  });

  it('stay the same for someone who blocked the author, whose posts they no longer see', async () => {
    expect(await counters(blocker.client)).toEqual(visible);
    const posts = await blocker.client.from('post_cards').select('id').eq('user_id', author.id);
    expect(posts.data).toEqual([]);
    expect(await screenCounters(blocker.client)).toEqual({ counters: visible, blocked_by_me: true });
  });

  it('are none for someone the author blocked, as the posts they see are none', async () => {
    expect(await counters(blockedByAuthor.client)).toEqual({ posts_count: 0, media_count: 0, likes_count: 0 });
    expect(await screenCounters(blockedByAuthor.client)).toEqual({
      counters: { posts_count: 0, media_count: 0, likes_count: 0 },
      blocked_by_me: false,
    });
  });
});

describe('private.profile_post_stats', () => {
  it('is not reachable through the API, and a visitor may not run it', async () => {
    // PostgREST does not expose the private schema.
    expectRefused(await stranger.client.schema('private' as never).rpc('profile_post_stats', { author: author.id }));
    await db.query('begin');
    try {
      await db.query('set local role anon');
      await expect(db.query('select * from private.profile_post_stats($1)', [author.id])).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await db.query('rollback');
    }
  });

  it('answers a signed-in caller for the caller only', async () => {
    await db.query('begin');
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: blockedByAuthor.id, role: 'authenticated' }),
      ]);
      await db.query('set local role authenticated');
      const r = await db.query('select * from private.profile_post_stats($1)', [author.id]);
      expect(r.rows).toEqual([{ posts_count: 0, media_count: 0, likes_count: 0 }]);
    } finally {
      await db.query('rollback');
    }
  });
});
