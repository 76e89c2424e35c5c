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
let author: TestUser;
let fan: TestUser;
let other: TestUser;
let postId: string;
let commentId: string;

const postCounts = async (id: string) =>
  one(db, 'select likes_count, comments_count from public.posts where id = $1', [id]);

beforeAll(async () => {
  db = await dbClient();
  [author, fan, other] = await Promise.all([
    mintUser(db, {}, 'author'),
    mintUser(db, {}, 'fan'),
    mintUser(db, {}, 'other'),
  ]);
  postId = await insertPost(db, author.id);
  commentId = await insertComment(db, author.id, postId);
});
afterAll(() => db.end());

describe('likes', () => {
  it('toggles a post like as the caller and keeps likes_count right', async () => {
    const like = await fan.client.from('likes').insert({ post_id: postId }).select().single();
    expect(like.error).toBeNull();
    expect(like.data?.user_id).toBe(fan.id);
    expect((await postCounts(postId)).likes_count).toBe(1);
    const card = await fan.client.from('post_cards').select('user_liked, likes_count').eq('id', postId).single();
    expect(card.data).toEqual({ user_liked: true, likes_count: 1 });
    const unlike = await fan.client.from('likes').delete().eq('post_id', postId).select();
    expect(unlike.data).toHaveLength(1);
    expect((await postCounts(postId)).likes_count).toBe(0);
  });

  it('refuses a duplicate like', async () => {
    expect((await fan.client.from('likes').insert({ comment_id: commentId })).error).toBeNull();
    expectRefused(await fan.client.from('likes').insert({ comment_id: commentId }), '23505');
    expect((await one(db, 'select likes_count from public.comments where id = $1', [commentId])).likes_count).toBe(1);
  });

  it('refuses a like targeting both a post and a comment, or neither', async () => {
    expectRefused(await other.client.from('likes').insert({ post_id: postId, comment_id: commentId }), '23514');
    expectRefused(await other.client.from('likes').insert({}), '23514');
    expect((await db.query('select 1 from public.likes where user_id = $1', [other.id])).rowCount).toBe(0);
  });

  it("refuses forged likers, anon likes, counter writes and touching others' likes", async () => {
    expectRefused(await other.client.from('likes').insert({ post_id: postId, user_id: fan.id }), '42501');
    expectRefused(await anonClient().from('likes').insert({ post_id: postId }), '42501');
    const before = await snapshot(db, 'likes', 'comment_id = $1', [commentId]);
    expectNoRowsChanged(await other.client.from('likes').delete().eq('comment_id', commentId).select());
    expectRefused(await anonClient().from('likes').delete().eq('comment_id', commentId).select());
    expect(await snapshot(db, 'likes', 'comment_id = $1', [commentId])).toEqual(before);
    expect((await other.client.from('likes').select('*').eq('comment_id', commentId)).data).toEqual([]);
    expect((await anonClient().from('likes').select('*')).data).toEqual([]);
    expectRefused(await fan.client.from('comments').update({ likes_count: 50 }).eq('id', commentId), '42501');
  });
});

describe('comments and replies', () => {
  it('accepts a comment and a reply to a top-level comment, counting both', async () => {
    const before = (await postCounts(postId)).comments_count as number;
    const top = await fan.client.from('comments').insert({ post_id: postId, content: 'Nice!' }).select().single();
    expect(top.error).toBeNull();
    expect(top.data?.user_id).toBe(fan.id);
    const reply = await other.client
      .from('comments')
      .insert({ post_id: postId, parent_id: top.data!.id, content: 'Agreed' })
      .select()
      .single();
    expect(reply.error).toBeNull();
    expect((await postCounts(postId)).comments_count).toBe(before + 2);
    const cards = await anonClient()
      .from('comment_cards')
      .select('id, parent_id, author_username, user_liked')
      .eq('post_id', postId);
    expect(cards.data?.find((c) => c.id === reply.data!.id)).toMatchObject({
      parent_id: top.data!.id,
      user_liked: false,
    });
  });

  it('refuses a reply to a reply and a reply across posts', async () => {
    const reply = await insertComment(db, fan.id, postId, commentId);
    const otherPost = await insertPost(db, author.id);
    const count = (await postCounts(postId)).comments_count;
    expectRefused(
      await other.client.from('comments').insert({ post_id: postId, parent_id: reply, content: 'deep' }),
      '23514',
    );
    expectRefused(
      await other.client.from('comments').insert({ post_id: otherPost, parent_id: commentId, content: 'elsewhere' }),
      '23514',
    );
    expect((await postCounts(postId)).comments_count).toBe(count);
    expect((await postCounts(otherPost)).comments_count).toBe(0);
  });

  it('refuses blank, oversized, forged and anonymous comments', async () => {
    expectRefused(await fan.client.from('comments').insert({ post_id: postId, content: '   ' }), '23514');
    expectRefused(await fan.client.from('comments').insert({ post_id: postId, content: 'y'.repeat(1001) }), '23514');
    expectRefused(
      await fan.client.from('comments').insert({ post_id: postId, user_id: author.id, content: 'as author' }),
      '42501',
    );
    expectRefused(await anonClient().from('comments').insert({ post_id: postId, content: 'anon' }), '42501');
    expect((await db.query(`select 1 from public.comments where content in ('as author', 'anon')`)).rowCount).toBe(0);
  });

  it("refuses editing or deleting another's comment and moving a comment", async () => {
    const before = await snapshot(db, 'comments', 'id = $1', [commentId]);
    expectNoRowsChanged(await fan.client.from('comments').update({ content: 'defaced' }).eq('id', commentId).select());
    expectNoRowsChanged(await fan.client.from('comments').delete().eq('id', commentId).select());
    expectRefused(await anonClient().from('comments').delete().eq('id', commentId).select());
    expectRefused(
      await author.client.from('comments').update({ post_id: postId, parent_id: null }).eq('id', commentId),
      '42501',
    );
    expect(await snapshot(db, 'comments', 'id = $1', [commentId])).toEqual(before);
  });
});

describe('deleting comments', () => {
  it("lets a comment's author delete it, and the post's author delete any comment on their post, replies included", async () => {
    const own = await insertComment(db, fan.id, postId, null, 'regret this');
    const onMyPost = await insertComment(db, other.id, postId, null, 'rude');
    const reply = await insertComment(db, fan.id, postId, onMyPost, 'agreed');
    const count = (await postCounts(postId)).comments_count as number;
    expect((await fan.client.from('comments').delete().eq('id', own).select('id')).data).toEqual([{ id: own }]);
    expect((await author.client.from('comments').delete().eq('id', onMyPost).select('id')).data).toEqual([
      { id: onMyPost },
    ]);
    expect(
      (await db.query('select 1 from public.comments where id = any ($1)', [[own, onMyPost, reply]])).rowCount,
    ).toBe(0);
    expect((await postCounts(postId)).comments_count).toBe(count - 3);
  });

  it("refuses deleting a comment on someone else's post that is not one's own", async () => {
    const otherPost = await insertPost(db, other.id);
    const theirs = await insertComment(db, author.id, otherPost, null, 'on your post');
    const before = await snapshot(db, 'comments', 'id = $1', [theirs]);
    // The author of another post, a commenter on that post and anon.
    const fans = await insertComment(db, fan.id, otherPost, null, 'me too');
    expectNoRowsChanged(await fan.client.from('comments').delete().eq('id', theirs).select());
    expectNoRowsChanged(await author.client.from('comments').delete().eq('id', fans).select());
    expectRefused(await anonClient().from('comments').delete().eq('id', theirs).select());
    expect(await snapshot(db, 'comments', 'id = $1', [theirs])).toEqual(before);
    expect((await db.query('select 1 from public.comments where id = $1', [fans])).rowCount).toBe(1);
  });
});

describe('follows', () => {
  const counts = async (id: string) =>
    one(db, 'select followers_count, following_count from public.profiles where id = $1', [id]);

  it('follows and unfollows as the caller, keeping both counters right', async () => {
    const r = await fan.client.from('follows').insert({ following_id: author.id }).select().single();
    expect(r.error).toBeNull();
    expect(r.data?.follower_id).toBe(fan.id);
    expect((await counts(author.id)).followers_count).toBe(1);
    expect((await counts(fan.id)).following_count).toBe(1);
    const card = await fan.client.from('profile_cards').select('is_following').eq('id', author.id).single();
    expect(card.data?.is_following).toBe(true);
    await fan.client.from('follows').delete().eq('following_id', author.id);
    expect(await counts(author.id)).toMatchObject({ followers_count: 0 });
    expect(await counts(fan.id)).toMatchObject({ following_count: 0 });
  });

  it("refuses self-follow, duplicate follow, following on another's behalf and anon follows", async () => {
    expectRefused(await fan.client.from('follows').insert({ following_id: fan.id }), '23514');
    expect((await fan.client.from('follows').insert({ following_id: other.id })).error).toBeNull();
    expectRefused(await fan.client.from('follows').insert({ following_id: other.id }), '23505');
    expectRefused(await other.client.from('follows').insert({ follower_id: author.id, following_id: fan.id }), '42501');
    expectRefused(await anonClient().from('follows').insert({ follower_id: author.id, following_id: fan.id }), '42501');
    expect((await db.query('select 1 from public.follows where follower_id = $1', [author.id])).rowCount).toBe(0);
    expect((await counts(other.id)).followers_count).toBe(1);
  });

  it("refuses removing or reading someone else's follow and writing counters", async () => {
    const before = await snapshot(db, 'follows', 'follower_id = $1', [fan.id]);
    expectNoRowsChanged(await author.client.from('follows').delete().eq('follower_id', fan.id).select());
    expect((await author.client.from('follows').select('*').eq('follower_id', fan.id)).data).toEqual([]);
    expect((await anonClient().from('follows').select('*')).data).toEqual([]);
    expect(await snapshot(db, 'follows', 'follower_id = $1', [fan.id])).toEqual(before);
    expect((await other.client.from('follows').select('follower_id').eq('following_id', other.id)).data).toEqual([
      { follower_id: fan.id },
    ]);
  });
});
