import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConversation } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;

// A 1×1 PNG: real image bytes so MIME allowlists see what a browser would send.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = { contentType: 'image/png' };
const stored = async (bucket: string, name: string) =>
  (await db.query('select owner_id from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows;
/** storage-api answers HTTP 400 with the real status in the body (wire facts §4). */
const status = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error ? String(error.statusCode) : 'none';
const name = (folder: string, ext = 'png') => `${folder}/${Date.now()}${Math.floor(Math.random() * 1000)}.${ext}`;

beforeAll(async () => {
  db = await dbClient();
  [alice, bob, eve] = await Promise.all([mintUser(db, {}, 'alice'), mintUser(db, {}, 'bob'), mintUser(db, {}, 'eve')]);
});
afterAll(() => db.end());

describe('user-owned buckets (avatars, covers, post-media, locked-media)', () => {
  for (const bucket of ['avatars', 'covers', 'post-media', 'locked-media']) {
    it(`${bucket}: the owner writes only directly inside their own folder`, async () => {
      const own = name(alice.id);
      const ok = await alice.client.storage.from(bucket).upload(own, PNG, png);
      expect(ok.error).toBeNull();
      expect(await stored(bucket, own)).toEqual([{ owner_id: alice.id }]);

      const foreign = name(bob.id);
      expect(status((await alice.client.storage.from(bucket).upload(foreign, PNG, png)).error)).toBe('403');
      expect(status((await anonClient().storage.from(bucket).upload(name(alice.id), PNG, png)).error)).toBe('403');
      const nested = `${alice.id}/deeper/${Date.now()}.png`;
      expect(status((await alice.client.storage.from(bucket).upload(nested, PNG, png)).error)).toBe('403');
      expect(await stored(bucket, foreign)).toEqual([]);
      expect(await stored(bucket, nested)).toEqual([]);
    });
  }

  it("refuses overwriting, removing or listing another user's files", async () => {
    const file = name(bob.id);
    expect((await bob.client.storage.from('avatars').upload(file, PNG, png)).error).toBeNull();
    expect(status((await alice.client.storage.from('avatars').upload(file, PNG, { ...png, upsert: true })).error)).toBe(
      '403',
    );
    expect((await alice.client.storage.from('avatars').update(file, PNG, png)).error).not.toBeNull();
    const removed = await alice.client.storage.from('avatars').remove([file]);
    expect(removed.data ?? []).toEqual([]);
    expect(await stored('avatars', file)).toEqual([{ owner_id: bob.id }]);
    expect((await alice.client.storage.from('avatars').list(bob.id)).data ?? []).toEqual([]);
    expect((await bob.client.storage.from('avatars').list(bob.id)).data?.length).toBeGreaterThan(0);
    expect((await bob.client.storage.from('avatars').remove([file])).data).toHaveLength(1);
  });

  it('serves public buckets by URL to visitors', async () => {
    const file = name(alice.id);
    await alice.client.storage.from('post-media').upload(file, PNG, png);
    const res = await fetch(anonClient().storage.from('post-media').getPublicUrl(file).data.publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses files of the wrong type', async () => {
    const r = await alice.client.storage
      .from('avatars')
      .upload(name(alice.id, 'html'), '<script>alert(1)</script>', { contentType: 'text/html' });
    expect(status(r.error)).toBe('415');
  });
});

describe('locked-media: only the author can obtain the bytes', () => {
  let file: string;
  beforeAll(async () => {
    file = name(alice.id, 'png');
    expect((await alice.client.storage.from('locked-media').upload(file, PNG, png)).error).toBeNull();
  });

  it('gives the author a short-lived signed URL that serves the file', async () => {
    const signed = await alice.client.storage.from('locked-media').createSignedUrl(file, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
  });

  it('refuses download, signed URLs and the public URL to everyone else', async () => {
    for (const client of [bob.client, anonClient()]) {
      expect((await client.storage.from('locked-media').download(file)).error).not.toBeNull();
      expect((await client.storage.from('locked-media').createSignedUrl(file, 60)).error).not.toBeNull();
      const many = await client.storage.from('locked-media').createSignedUrls([file], 60);
      expect(many.data?.every((r) => r.signedUrl === null || r.error !== null) ?? true).toBe(true);
      expect((await client.storage.from('locked-media').list(alice.id)).data ?? []).toEqual([]);
    }
    const res = await fetch(`${stackEnv().apiUrl}/storage/v1/object/public/locked-media/${file}`);
    expect(res.status).not.toBe(200);
  });
});

describe('chat-media: readable and writable by the two participants only', () => {
  let convo: string;
  let file: string;
  beforeAll(async () => {
    convo = await insertConversation(db, alice.id, bob.id);
    file = name(`${convo}/images`);
    expect((await alice.client.storage.from('chat-media').upload(file, PNG, png)).error).toBeNull();
  });

  it('lets the other participant download and sign, and nobody else', async () => {
    expect((await bob.client.storage.from('chat-media').download(file)).error).toBeNull();
    expect((await bob.client.storage.from('chat-media').createSignedUrl(file, 60)).error).toBeNull();
    for (const client of [eve.client, anonClient()]) {
      expect((await client.storage.from('chat-media').download(file)).error).not.toBeNull();
      expect((await client.storage.from('chat-media').createSignedUrl(file, 60)).error).not.toBeNull();
      expect((await client.storage.from('chat-media').list(`${convo}/images`)).data ?? []).toEqual([]);
    }
  });

  it('refuses uploads by outsiders and outside the images/videos/voice folders', async () => {
    const outsider = name(`${convo}/images`);
    expect(status((await eve.client.storage.from('chat-media').upload(outsider, PNG, png)).error)).toBe('403');
    expect(status((await anonClient().storage.from('chat-media').upload(outsider, PNG, png)).error)).toBe('403');
    const wrongFolder = name(`${convo}/docs`);
    expect(status((await bob.client.storage.from('chat-media').upload(wrongFolder, PNG, png)).error)).toBe('403');
    const ownFolder = name(`${bob.id}/images`);
    expect(status((await bob.client.storage.from('chat-media').upload(ownFolder, PNG, png)).error)).toBe('403');
    expect(
      (
        await bob.client.storage
          .from('chat-media')
          .upload(name(`${convo}/voice`, 'webm'), Buffer.alloc(600, 1), { contentType: 'audio/webm' })
      ).error,
    ).toBeNull();
    for (const n of [outsider, wrongFolder, ownFolder]) expect(await stored('chat-media', n)).toEqual([]);
  });

  it("refuses overwriting or removing the other participant's file; the uploader may remove it", async () => {
    expect(
      status((await bob.client.storage.from('chat-media').upload(file, PNG, { ...png, upsert: true })).error),
    ).toBe('403');
    expect((await bob.client.storage.from('chat-media').remove([file])).data ?? []).toEqual([]);
    expect((await eve.client.storage.from('chat-media').remove([file])).data ?? []).toEqual([]);
    expect(await stored('chat-media', file)).toEqual([{ owner_id: alice.id }]);
    expect((await alice.client.storage.from('chat-media').remove([file])).data).toHaveLength(1);
  });
});
