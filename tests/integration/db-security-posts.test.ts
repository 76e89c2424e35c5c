import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRowsChanged, expectRefused, insertPost, one, publicPath, snapshot } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let author: TestUser;
let fan: TestUser;
let postId: string;

beforeAll(async () => {
  db = await dbClient();
  author = await mintUser(db, {}, 'author');
  fan = await mintUser(db, {}, 'fan');
  postId = await insertPost(db, author.id, { content: 'original text' });
});
afterAll(() => db.end());

describe('posts: one post per draft (issue 14)', () => {
  it('refuses a second post with the same draft key from the same author, and keeps the first', async () => {
    const key = crypto.randomUUID();
    const first = await author.client.from('posts').insert({ content: 'once', idempotency_key: key }).select().single();
    expect(first.error).toBeNull();
    const again = await author.client.from('posts').insert({ content: 'once', idempotency_key: key }).select().single();
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('posts_user_id_idempotency_key_key');
    const stored = await author.client.from('posts').select('id').eq('user_id', author.id).eq('idempotency_key', key);
    expect(stored.data).toEqual([{ id: first.data?.id }]);
  });

  it("lets another author use the same key: nobody's key collides with someone else's posts", async () => {
    const key = crypto.randomUUID();
    expect((await author.client.from('posts').insert({ content: 'mine', idempotency_key: key })).error).toBeNull();
    expect((await fan.client.from('posts').insert({ content: 'theirs', idempotency_key: key })).error).toBeNull();
    // And posts without a key stay unconstrained.
    expect((await fan.client.from('posts').insert({ content: 'no key' })).error).toBeNull();
    expect((await fan.client.from('posts').insert({ content: 'no key' })).error).toBeNull();
  });
});

describe('posts: writing', () => {
  it('lets a user post as themselves, owner taken from the token', async () => {
    const r = await author.client.from('posts').insert({ content: 'First post!' }).select().single();
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({
      user_id: author.id,
      likes_count: 0,
      comments_count: 0,
      is_locked: false,
      media_type: 'none',
    });
    expect(
      (await one(db, 'select posts_count from public.profiles where id = $1', [author.id])).posts_count,
    ).toBeGreaterThanOrEqual(1);
  });

  it("accepts an image in the author's own post-media folder", async () => {
    const url = publicPath('post-media', `${author.id}/1700000000000.jpg`);
    const r = await author.client
      .from('posts')
      .insert({ content: 'pic', media_type: 'image', media_url: url, media_width: 800, media_height: 600 })
      .select()
      .single();
    expect(r.error).toBeNull();
  });

  it('refuses a forged author id, as a user and as anon', async () => {
    expectRefused(await fan.client.from('posts').insert({ user_id: author.id, content: 'I am the author' }), '42501');
    expectRefused(await anonClient().from('posts').insert({ user_id: author.id, content: 'anon post' }), '42501');
    expect(
      (await db.query(`select 1 from public.posts where content in ('I am the author', 'anon post')`)).rowCount,
    ).toBe(0);
  });

  it('refuses blank and over-long text (spec §5) but takes exactly 1000 characters', async () => {
    expectRefused(await author.client.from('posts').insert({ content: ' \n\t ' }), '23514');
    expectRefused(await author.client.from('posts').insert({ content: 'x'.repeat(1001) }), '23514');
    expect((await author.client.from('posts').insert({ content: 'x'.repeat(1000) })).error).toBeNull();
  });

  it("refuses inconsistent media and media from someone else's folder or another site", async () => {
    const cases: Array<Record<string, unknown>> = [
      { content: 'a', media_type: 'image' },
      { content: 'a', media_type: 'none', media_url: publicPath('post-media', `${author.id}/1.jpg`) },
      { content: 'a', media_type: 'image', media_url: publicPath('post-media', `${fan.id}/1.jpg`) },
      { content: 'a', media_type: 'image', media_url: 'https://evil.example/pixel.gif' },
      { content: 'a', media_type: 'image', media_url: publicPath('post-media', `${author.id}/1.jpg`), media_width: 10 },
      { content: 'a', media_type: 'gif' },
    ];
    for (const post of cases) expectRefused(await author.client.from('posts').insert(post));
  });

  it('refuses counter writes and backdating', async () => {
    const before = await snapshot(db, 'posts', 'id = $1', [postId]);
    expectRefused(await author.client.from('posts').insert({ content: 'x', likes_count: 99 }), '42501');
    expectRefused(
      await author.client.from('posts').insert({ content: 'x', created_at: '2001-01-01T00:00:00Z' }),
      '42501',
    );
    expectRefused(await author.client.from('posts').update({ likes_count: 99 }).eq('id', postId), '42501');
    expectRefused(await author.client.from('posts').update({ comments_count: 99 }).eq('id', postId), '42501');
    expectRefused(await author.client.from('posts').update({ user_id: fan.id }).eq('id', postId), '42501');
    expectRefused(await author.client.from('posts').update({ is_locked: true }).eq('id', postId), '42501');
    expect(await snapshot(db, 'posts', 'id = $1', [postId])).toEqual(before);
  });

  it('lets the author edit and delete; refuses others and anon', async () => {
    const before = await snapshot(db, 'posts', 'id = $1', [postId]);
    expectNoRowsChanged(await fan.client.from('posts').update({ content: 'defaced' }).eq('id', postId).select());
    expectNoRowsChanged(await fan.client.from('posts').delete().eq('id', postId).select());
    expectRefused(await anonClient().from('posts').update({ content: 'defaced' }).eq('id', postId).select());
    expectRefused(await anonClient().from('posts').delete().eq('id', postId).select());
    expect(await snapshot(db, 'posts', 'id = $1', [postId])).toEqual(before);

    const edited = await author.client.from('posts').update({ content: 'edited' }).eq('id', postId).select().single();
    expect(edited.data?.content).toBe('edited');
    const own = await insertPost(db, author.id);
    const gone = await author.client.from('posts').delete().eq('id', own).select();
    expect(gone.data).toHaveLength(1);
  });

  it('is readable by visitors', async () => {
    const r = await anonClient().from('posts').select('id, content').eq('id', postId).single();
    expect(r.error).toBeNull();
  });
});

describe('locked posts: nobody but the author (and entitled fans) obtains the media', () => {
  let lockedId: string;
  const path = () => `${author.id}/1700000000001.jpg`;

  beforeAll(async () => {
    // Only creators publish locked posts (issue 13); who else may see them: db-security-money-*.
    await db.query('update public.profiles set is_creator = true, subscription_price_cents = 999 where id = $1', [
      author.id,
    ]);
    const r = await author.client
      .from('posts')
      .insert({ content: 'Subscribers only', media_type: 'image', is_locked: true })
      .select()
      .single();
    expect(r.error).toBeNull();
    lockedId = r.data!.id as string;
    const m = await author.client.from('locked_post_media').insert({ post_id: lockedId, media_path: path() });
    expect(m.error).toBeNull();
  });

  it('never stores a public URL on a locked post', async () => {
    expectRefused(
      await author.client.from('posts').insert({
        content: 'x',
        media_type: 'image',
        is_locked: true,
        media_url: publicPath('post-media', `${author.id}/2.jpg`),
      }),
      '23514',
    );
  });

  it('gives the author the path through the post card, and nobody else', async () => {
    const own = await author.client
      .from('post_cards')
      .select('locked_media_path, media_url')
      .eq('id', lockedId)
      .single();
    expect(own.data).toEqual({ locked_media_path: path(), media_url: null });
    for (const client of [fan.client, anonClient()]) {
      const card = await client.from('post_cards').select('*').eq('id', lockedId).single();
      expect(card.error).toBeNull();
      expect(card.data).toMatchObject({
        is_locked: true,
        media_type: 'image',
        media_url: null,
        locked_media_path: null,
      });
      expect(JSON.stringify(card.data)).not.toContain('1700000000001');
    }
  });

  it('hides the path from the feed RPC, search and the raw table', async () => {
    for (const client of [fan.client, anonClient()]) {
      const feed = await client.rpc('get_feed', { page_size: 100 });
      expect(feed.error).toBeNull();
      expect(JSON.stringify(feed.data)).not.toContain('1700000000001');
      const search = await client.rpc('search', { search_text: 'Subscribers only' });
      expect(JSON.stringify(search.data)).not.toContain('1700000000001');
      const raw = await client.from('locked_post_media').select('*');
      expect(raw.data ?? []).toEqual([]);
    }
    const mine = await author.client.from('locked_post_media').select('media_path').eq('post_id', lockedId);
    expect(mine.data).toEqual([{ media_path: path() }]);
  });

  it("refuses attaching locked media to someone else's post or outside one's folder", async () => {
    const other = await insertPost(db, fan.id, { media_type: 'image', is_locked: true });
    expectRefused(
      await author.client.from('locked_post_media').insert({ post_id: other, media_path: `${author.id}/x.jpg` }),
      '42501',
    );
    expectRefused(
      await fan.client
        .from('locked_post_media')
        .insert({ post_id: other, user_id: author.id, media_path: `${author.id}/x.jpg` }),
      '42501',
    );
    expectRefused(
      await fan.client.from('locked_post_media').insert({ post_id: other, media_path: `${author.id}/x.jpg` }),
      '23514',
    );
    expectRefused(
      await anonClient().from('locked_post_media').insert({ post_id: other, media_path: 'x/y.jpg' }),
      '42501',
    );
    expect((await db.query('select 1 from public.locked_post_media where post_id = $1', [other])).rowCount).toBe(0);
  });

  it('refuses deleting or reading locked media rows of others', async () => {
    expectNoRowsChanged(await fan.client.from('locked_post_media').delete().eq('post_id', lockedId).select());
    expect((await db.query('select 1 from public.locked_post_media where post_id = $1', [lockedId])).rowCount).toBe(1);
  });
});
