// Issue 16, finding 6: media columns name objects of this project only. A third-party URL that
// merely contains `/storage/v1/object/public/<bucket>/<uid>/…` passed every CHECK, so any client
// rendering the row (mail, link previews, another app) would call the tracker. Rows now hold
// project-relative paths; every column that names a file refuses anything else.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertConversation } from '../support/db-fixtures.ts';
import { dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  db = await dbClient();
  alice = await mintUser(db, {}, 'alice');
  bob = await mintUser(db, {}, 'bob');
});
afterAll(() => db.end());

/** Everything that is not this project's own path for `bucket/<owner>/<file>`. */
const forbidden = (bucket: string, owner: string) => [
  `https://tracker.example/x/storage/v1/object/public/${bucket}/${owner}/x.png`,
  `//tracker.example/storage/v1/object/public/${bucket}/${owner}/x.png`,
  // Even this project's absolute URL: the origin is not the row's to say.
  `http://127.0.0.1:54321/storage/v1/object/public/${bucket}/${owner}/x.png`,
  `/storage/v1/object/public/${bucket}/${owner}/x.png?utm=track`,
  `/storage/v1/object/public/${bucket}/${owner}/..`,
  `/storage/v1/object/public/${bucket}/${owner}/..\\..\\${bob.id}\\x.png`,
  `/storage/v1/object/public/${bucket}/${owner}/a b.png`,
  `/storage/v1/object/public/${bucket}/${owner}/sub/x.png`,
  `/storage/v1/object/public/${bucket}/${bob.id}/x.png`,
];

describe('profiles: avatar and cover', () => {
  for (const [column, bucket] of [
    ['avatar_url', 'avatars'],
    ['cover_url', 'covers'],
  ] as const) {
    it(`${column}: refuses third-party and malformed URLs, takes the project path of an upload`, async () => {
      for (const value of forbidden(bucket, alice.id)) {
        expectRefused(
          await alice.client
            .from('profiles')
            .update({ [column]: value })
            .eq('id', alice.id),
          '23514',
        );
      }
      const path = `${alice.id}/${Date.now()}.png`;
      expect(
        (await alice.client.storage.from(bucket).upload(path, PNG, { contentType: 'image/png' })).error,
      ).toBeNull();
      const stored = `/storage/v1/object/public/${bucket}/${path}`;
      const saved = await alice.client
        .from('profiles')
        .update({ [column]: stored })
        .eq('id', alice.id)
        .select(column);
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual([{ [column]: stored }]);
      // Resolved against the project URL, the stored path serves the file.
      const res = await fetch(new URL(stored, stackEnv().apiUrl));
      expect(res.status).toBe(200);
    });
  }
});

describe('posts.media_url', () => {
  it('refuses third-party and malformed URLs, takes the project path of an upload', async () => {
    for (const value of forbidden('post-media', alice.id)) {
      expectRefused(
        await alice.client.from('posts').insert({ content: 'pic', media_type: 'image', media_url: value }),
        '23514',
      );
    }
    const stored = `/storage/v1/object/public/post-media/${alice.id}/${Date.now()}.png`;
    const r = await alice.client.from('posts').insert({ content: 'pic', media_type: 'image', media_url: stored });
    expect(r.error).toBeNull();
  });
});

describe('the other columns that name a file (already plain object paths)', () => {
  it('messages.media_url takes only {conversation}/{kind}/{file}', async () => {
    const chat = await insertConversation(db, alice.id, bob.id);
    for (const media_url of [
      `https://tracker.example/storage/v1/object/sign/chat-media/${chat}/images/x.png`,
      `/storage/v1/object/public/chat-media/${chat}/images/x.png`,
    ]) {
      expectRefused(
        await alice.client.from('messages').insert({ conversation_id: chat, media_type: 'image', media_url }),
        '23514',
      );
    }
    const ok = await alice.client
      .from('messages')
      .insert({ conversation_id: chat, media_type: 'image', media_url: `${chat}/images/x.png` });
    expect(ok.error).toBeNull();
  });

  it('locked_post_media.media_path takes only {author}/{file}', async () => {
    // Only creators publish locked posts (issue 13).
    await db.query('update public.profiles set is_creator = true, subscription_price_cents = 999 where id = $1', [
      alice.id,
    ]);
    const { data: post } = await alice.client
      .from('posts')
      .insert({ content: 'locked', media_type: 'image', is_locked: true })
      .select('id')
      .single();
    expectRefused(
      await alice.client
        .from('locked_post_media')
        .insert({ post_id: post!.id, media_path: `https://tracker.example/${alice.id}/x.png` }),
      '23514',
    );
    const ok = await alice.client
      .from('locked_post_media')
      .insert({ post_id: post!.id, media_path: `${alice.id}/x.png` });
    expect(ok.error).toBeNull();
  });
});
