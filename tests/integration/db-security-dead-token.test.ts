// Issue 16, finding 5: an access token outlives its account by up to an hour (JWTs cannot be
// revoked). After delete_account that token must not write anything — no upload into any
// bucket (a new public avatar in the dead user's folder was the attack), no row in any table —
// while a live user's identical writes still succeed.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRowsChanged, expectRefused, insertComment, insertPost } from '../support/db-fixtures.ts';
import { dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: pg.Client;
let dead: TestUser;
let live: TestUser;
let other: TestUser;
let deadChat: string;
let liveChat: string;
let postId: string;
let commentId: string;

beforeAll(async () => {
  db = await dbClient();
  [dead, live, other] = await Promise.all([
    mintUser(db, {}, 'dead'),
    mintUser(db, {}, 'live'),
    mintUser(db, {}, 'other'),
  ]);
  const chat = async (u: TestUser) =>
    String((await u.client.rpc('get_or_create_conversation', { user1_id: u.id, user2_id: other.id })).data);
  [deadChat, liveChat] = await Promise.all([chat(dead), chat(live)]);
  postId = await insertPost(db, other.id);
  commentId = await insertComment(db, other.id, postId);
  expect((await dead.client.rpc('delete_account')).error).toBeNull();
  expect((await db.query('select 1 from auth.users where id = $1', [dead.id])).rowCount).toBe(0);
});
afterAll(() => db.end());

/** Storage answers refusals with HTTP 400 and the real status in the body (wire facts §4). */
const status = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error ? String(error.statusCode) : 'none';
const stored = async (bucket: string, name: string) =>
  (await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rowCount;

describe('storage: a deleted account uploads nothing', () => {
  for (const bucket of ['avatars', 'covers', 'post-media', 'locked-media']) {
    it(`${bucket}: refused into the dead user's folder; a live user's upload works`, async () => {
      const name = `${dead.id}/${Date.now()}.png`;
      const r = await dead.client.storage.from(bucket).upload(name, PNG, { contentType: 'image/png' });
      expect(status(r.error)).toBe('403');
      const upsert = await dead.client.storage
        .from(bucket)
        .upload(name, PNG, { contentType: 'image/png', upsert: true });
      expect(status(upsert.error)).toBe('403');
      expect(await stored(bucket, name)).toBe(0);

      const own = `${live.id}/${Date.now()}.png`;
      expect((await live.client.storage.from(bucket).upload(own, PNG, { contentType: 'image/png' })).error).toBeNull();
    });
  }

  it("chat-media: refused into the dead user's former conversation; a live participant's upload works", async () => {
    const name = `${deadChat}/images/${Date.now()}.png`;
    expect(
      status((await dead.client.storage.from('chat-media').upload(name, PNG, { contentType: 'image/png' })).error),
    ).toBe('403');
    expect(await stored('chat-media', name)).toBe(0);
    const own = `${liveChat}/images/${Date.now()}.png`;
    expect(
      (await live.client.storage.from('chat-media').upload(own, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
  });
});

describe('tables: a deleted account inserts and updates nothing', () => {
  type Write = (c: SupabaseClient) => PromiseLike<{ error: PostgrestError | null; data: unknown }>;
  /** Every table a client inserts into, with a row the writer could legitimately insert as themselves. */
  const inserts = (me: TestUser, chat: string): Array<[string, Write]> => [
    ['posts', (c) => c.from('posts').insert({ content: 'still here?' })],
    ['comments', (c) => c.from('comments').insert({ post_id: postId, content: 'still here?' })],
    ['likes', (c) => c.from('likes').insert({ comment_id: commentId })],
    ['follows', (c) => c.from('follows').insert({ following_id: other.id })],
    ['messages', (c) => c.from('messages').insert({ conversation_id: chat, content: 'still here?' })],
    ['conversations', (c) => c.rpc('get_or_create_conversation', { user1_id: me.id, user2_id: other.id })],
  ];

  it('refuses every insert from the dead token', async () => {
    for (const [table, insert] of inserts(dead, deadChat)) {
      const r = await insert(dead.client);
      expectRefused(r);
      // 42501 from the live-profile policy; the foreign keys to profiles would refuse too (23503).
      expect(r.error?.code, table).toMatch(/^(42501|23503)$/);
    }
    for (const table of ['posts', 'comments', 'likes', 'follows', 'messages']) {
      const col = table === 'follows' ? 'follower_id' : table === 'messages' ? 'sender_id' : 'user_id';
      const { rowCount } = await db.query(`select 1 from public.${table} where ${col} = $1`, [dead.id]);
      expect(rowCount, table).toBe(0);
    }
    expect(
      (await db.query('select 1 from public.conversations where $1 in (user_a_id, user_b_id)', [dead.id])).rowCount,
    ).toBe(0);
  });

  it('lets a live user make the same inserts', async () => {
    for (const [table, insert] of inserts(live, liveChat)) {
      expect((await insert(live.client)).error, table).toBeNull();
    }
  });

  it('changes nothing through updates or the RPCs that write', async () => {
    expectNoRowsChanged(await dead.client.from('profiles').update({ name: 'Ghost' }).eq('id', dead.id).select());
    expectNoRowsChanged(
      await dead.client.from('conversation_participants').update({ last_read_at: new Date().toISOString() }).select(),
    );
    expectNoRowsChanged(await dead.client.from('notifications').update({ read_at: new Date().toISOString() }).select());
    expect((await dead.client.rpc('mark_notifications_read')).error).toBeNull();
    expect((await db.query('select 1 from public.profiles where id = $1', [dead.id])).rowCount).toBe(0);
  });
});

describe('the live-profile rule itself (not only the foreign keys)', () => {
  it('refuses with 42501 where no foreign key would: an upload, and an insert whose owner has no profile', async () => {
    // A token whose auth user still exists but whose profile is gone (deleted here without triggers
    // or cascades, in this session only): only the policy stands in the way.
    const orphan = await mintUser(db, {}, 'orphan');
    await db.query(`set session_replication_role = replica`);
    try {
      await db.query('delete from public.profiles where id = $1', [orphan.id]);
    } finally {
      await db.query(`set session_replication_role = origin`);
    }
    const r = await orphan.client.storage
      .from('avatars')
      .upload(`${orphan.id}/x.png`, PNG, { contentType: 'image/png' });
    expect(status(r.error)).toBe('403');
    expectRefused(await orphan.client.from('posts').insert({ content: 'x' }), '42501');
    await db.query('delete from auth.users where id = $1', [orphan.id]);
  });
});
