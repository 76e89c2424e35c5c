import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

/*
 * An object keeps the lifetime its uploader gave (storage-js `cacheControl`, seconds) and is served
 * with it, as storage-api does: `Cache-Control` on public and authenticated downloads, and on a
 * signed URL only `Expires` (the token's end), never the stored lifetime.
 */

const tag = randomUUID().slice(0, 8);
const PUBLIC = `cl-pub-${tag}`;
const PRIVATE = `cl-priv-${tag}`;
const YEAR = '31536000';
let db: pg.Client;
let owner: TestUser;

const bytes = (text: string) => new Blob([text], { type: 'image/png' });
const publicUrl = (name: string) =>
  anonClient().storage.from(PUBLIC).getPublicUrl(`${owner.id}/${name}`).data.publicUrl;

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true), ($2, $2, false)`, [
    PUBLIC,
    PRIVATE,
  ]);
  for (const action of ['insert', 'select']) {
    const rule = action === 'insert' ? 'with check' : 'using';
    await db.query(
      `create policy "cl ${tag} ${action}" on storage.objects for ${action} to authenticated
       ${rule} (bucket_id in ('${PUBLIC}', '${PRIVATE}') and (storage.foldername(name))[1] = (select auth.uid()::text))`,
    );
  }
  owner = await mintUser(db);
});

afterAll(async () => {
  await db.query(`drop policy if exists "cl ${tag} insert" on storage.objects`);
  await db.query(`drop policy if exists "cl ${tag} select" on storage.objects`);
  await db.end();
});

describe('storage cache lifetime', () => {
  it('serves an upload with the lifetime its uploader gave, form or raw body alike', async () => {
    const bucket = owner.client.storage.from(PUBLIC);
    // A Blob goes as a form (cacheControl field), a string as a raw body (cache-control header).
    expect((await bucket.upload(`${owner.id}/year.png`, bytes('form'), { cacheControl: YEAR })).error).toBeNull();
    expect(
      (await bucket.upload(`${owner.id}/raw.png`, 'raw', { cacheControl: YEAR, contentType: 'image/png' })).error,
    ).toBeNull();
    for (const name of ['year.png', 'raw.png']) {
      const res = await fetch(publicUrl(name));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(`max-age=${YEAR}`);
    }
    const info = await bucket.info(`${owner.id}/year.png`);
    expect(info.data?.cacheControl).toBe(`max-age=${YEAR}`);
    // The owner's own (authenticated) download carries it too.
    const own = await fetch(`${stackEnv().apiUrl}/storage/v1/object/authenticated/${PUBLIC}/${owner.id}/year.png`, {
      headers: { authorization: `Bearer ${owner.accessToken}`, apikey: stackEnv().anonKey },
    });
    expect(own.headers.get('cache-control')).toBe(`max-age=${YEAR}`);
  });

  it('gives supabase-js’s default of an hour when no lifetime is given, and no-cache to a bare upload', async () => {
    const bucket = owner.client.storage.from(PUBLIC);
    expect((await bucket.upload(`${owner.id}/default.png`, bytes('default'))).error).toBeNull();
    expect((await fetch(publicUrl('default.png'))).headers.get('cache-control')).toBe('max-age=3600');

    // Without storage-js: no cache-control header at all, so storage-api's own default.
    const bare = await fetch(`${stackEnv().apiUrl}/storage/v1/object/${PUBLIC}/${owner.id}/bare.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        apikey: stackEnv().anonKey,
        'content-type': 'image/png',
      },
      body: 'bare',
    });
    expect(bare.status).toBe(200);
    expect((await fetch(publicUrl('bare.png'))).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a repeated download with 304 by ETag or by date, and 200 once the copy is older', async () => {
    const first = await fetch(publicUrl('year.png'));
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const byTag = await fetch(publicUrl('year.png'), { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('cache-control')).toBe(`max-age=${YEAR}`);
    expect((await fetch(publicUrl('year.png'), { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await fetch(publicUrl('year.png'), { headers: { 'if-modified-since': older } })).status).toBe(200);
    // If-None-Match decides when both are sent: another ETag gets the bytes whatever the date.
    const stale = await fetch(publicUrl('year.png'), {
      headers: { 'if-none-match': '"0"', 'if-modified-since': lastModified },
    });
    expect(stale.status).toBe(200);
  });

  it('serves a signed URL with Expires at the token’s end instead of the stored lifetime', async () => {
    const bucket = owner.client.storage.from(PRIVATE);
    expect((await bucket.upload(`${owner.id}/locked.png`, bytes('locked'), { cacheControl: YEAR })).error).toBeNull();
    const signed = await bucket.createSignedUrl(`${owner.id}/locked.png`, 300);
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBeNull();
    const expires = Date.parse(res.headers.get('expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 240_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 301_000);
  });
});
