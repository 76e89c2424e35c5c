import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

const tag = randomUUID().slice(0, 8);
const PUBLIC = `st-public-${tag}`;
const PRIVATE = `st-private-${tag}`;
const SMALL = `st-small-${tag}`;
const IMAGES = `st-images-${tag}`;

let db: pg.Client;
let alice: TestUser;

beforeAll(async () => {
  db = await dbClient();
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
       ($1, $1, true, null, null), ($2, $2, false, null, null), ($3, $3, false, 1024, null),
       ($4, $4, false, null, array['image/*', 'application/pdf'])`,
    [PUBLIC, PRIVATE, SMALL, IMAGES],
  );
  // Each user writes and reads only inside their own folder of these buckets.
  const own = `bucket_id in ('${PUBLIC}', '${PRIVATE}', '${SMALL}', '${IMAGES}') and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  await db.query(`create policy "st ${tag} insert" on storage.objects for insert to authenticated with check (${own})`);
  await db.query(`create policy "st ${tag} select" on storage.objects for select to authenticated using (${own})`);
  await db.query(
    `create policy "st ${tag} update" on storage.objects for update to authenticated using (${own}) with check (${own})`,
  );
  await db.query(`create policy "st ${tag} delete" on storage.objects for delete to authenticated using (${own})`);
  alice = await mintUser(db, {}, 'alice');
});

afterAll(async () => {
  for (const action of ['insert', 'select', 'update', 'delete'])
    await db.query(`drop policy if exists "st ${tag} ${action}" on storage.objects`);
  await db.end();
});

describe('storage uploads and downloads', () => {
  it('round-trips a multipart Blob upload', async () => {
    const path = `${alice.id}/hello.txt`;
    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .upload(path, new Blob(['hello velvet'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${PRIVATE}/${path}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const down = await alice.client.storage.from(PRIVATE).download(path);
    expect(await down.data?.text()).toBe('hello velvet');
    const { rows } = await db.query(
      'select owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2',
      [PRIVATE, path],
    );
    expect(rows[0]).toMatchObject({
      owner: alice.id,
      owner_id: alice.id,
      metadata: { size: 12, mimetype: 'text/plain', cacheControl: 'max-age=3600' },
    });
  });

  it('round-trips a raw Buffer upload with its content type, metadata and info', async () => {
    const path = `${alice.id}/pixel.png`;
    const bytes = randomBytes(2048);
    const up = await alice.client.storage
      .from(PRIVATE)
      .upload(path, bytes, { contentType: 'image/png', metadata: { alt: 'dot' } });
    expect(up.error).toBeNull();
    const down = await alice.client.storage.from(PRIVATE).download(path);
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(bytes)).toBe(true);
    const info = await alice.client.storage.from(PRIVATE).info(path);
    expect(info.data).toMatchObject({ name: path, size: 2048, contentType: 'image/png', metadata: { alt: 'dot' } });
    expect((await alice.client.storage.from(PRIVATE).exists(`${alice.id}/missing.png`)).data).toBe(false);
  });

  it('refuses to overwrite without x-upsert (409) and overwrites with it', async () => {
    const path = `${alice.id}/upsert.txt`;
    const bucket = alice.client.storage.from(PRIVATE);
    expect((await bucket.upload(path, 'first')).error).toBeNull();
    const again = await bucket.upload(path, 'second');
    expect(again.error).toMatchObject({ statusCode: '409', status: 400, message: 'The resource already exists' });
    expect(await (await bucket.download(path)).data?.text()).toBe('first');
    expect((await bucket.upload(path, 'third', { upsert: true })).error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe('third');
    expect((await bucket.update(path, 'fourth')).error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe('fourth');
  });

  it('serves public buckets without any key and hides private ones', async () => {
    const path = `${alice.id}/avatar.png`;
    await alice.client.storage.from(PUBLIC).upload(path, Buffer.from('public bytes'), { contentType: 'image/png' });
    await alice.client.storage.from(PRIVATE).upload(path, Buffer.from('private bytes'), { contentType: 'image/png' });
    const open = await fetch(anonClient().storage.from(PUBLIC).getPublicUrl(path).data.publicUrl);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/png');
    expect(await open.text()).toBe('public bytes');
    const closed = await fetch(anonClient().storage.from(PRIVATE).getPublicUrl(path).data.publicUrl);
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('serves a signed URL without a key and refuses forged, expired and misplaced tokens', async () => {
    const path = `${alice.id}/signed.txt`;
    await alice.client.storage.from(PRIVATE).upload(path, 'signed content');
    const { data, error } = await alice.client.storage.from(PRIVATE).createSignedUrl(path, 60);
    expect(error).toBeNull();
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('signed content');

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const base = data!.signedUrl.split('?')[0]!;
    const forged = await fetch(`${base}?token=${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = signJwt({ url: `${PRIVATE}/${path}`, iat: past - 60, exp: past }, stackEnv().jwtSecret);
    expect(await (await fetch(`${base}?token=${expired}`)).json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'jwt expired',
    });
    const other = await fetch(`${base.replace('signed.txt', 'pixel.png')}?token=${token}`);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
    // A session token is signed with the same secret but names no URL.
    expect(await (await fetch(`${base}?token=${alice.accessToken}`)).json()).toMatchObject({
      code: 'InvalidSignature',
    });
  });

  it('signs in batches with per-path errors', async () => {
    const ok = `${alice.id}/signed.txt`;
    const { data } = await alice.client.storage.from(PRIVATE).createSignedUrls([ok, `${alice.id}/nope.txt`], 60);
    expect(data?.[0]).toMatchObject({ path: ok, error: null });
    expect(data?.[1]).toMatchObject({
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
  });

  it('uploads through a signed upload URL only where the creator may write', async () => {
    const path = `${alice.id}/via-signed-upload.txt`;
    const { data, error } = await alice.client.storage.from(PRIVATE).createSignedUploadUrl(path);
    expect(error).toBeNull();
    const put = await anonClient()
      .storage.from(PRIVATE)
      .uploadToSignedUrl(path, data!.token, new Blob(['dropped in']));
    expect(put.error).toBeNull();
    expect(await (await alice.client.storage.from(PRIVATE).download(path)).data?.text()).toBe('dropped in');
    const foreign = await alice.client.storage.from(PRIVATE).createSignedUploadUrl(`${randomUUID()}/x.txt`);
    expect(foreign.error).toMatchObject({ statusCode: '403' });
    const reuse = await anonClient()
      .storage.from(PRIVATE)
      .uploadToSignedUrl(`${alice.id}/elsewhere.txt`, data!.token, new Blob(['x']));
    expect(reuse.error).toMatchObject({ statusCode: '400' });
  });

  it('moves and copies inside the caller’s own folder only', async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    await bucket.upload(`${alice.id}/move-me.txt`, 'moving');
    expect((await bucket.move(`${alice.id}/move-me.txt`, `${alice.id}/moved/here.txt`)).error).toBeNull();
    expect(await (await bucket.download(`${alice.id}/moved/here.txt`)).data?.text()).toBe('moving');
    expect((await bucket.download(`${alice.id}/move-me.txt`)).error).toMatchObject({ statusCode: '404' });
    const copy = await bucket.copy(`${alice.id}/moved/here.txt`, `${alice.id}/copy.txt`);
    expect(copy.data).toEqual({ path: `${PRIVATE}/${alice.id}/copy.txt` });
    expect(await (await bucket.download(`${alice.id}/copy.txt`)).data?.text()).toBe('moving');
    const outside = `${randomUUID()}/stolen.txt`;
    expect((await bucket.move(`${alice.id}/copy.txt`, outside)).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.copy(`${alice.id}/copy.txt`, outside)).error).toMatchObject({ statusCode: '403' });
    expect(await (await bucket.download(`${alice.id}/copy.txt`)).data?.text()).toBe('moving');
  });
});

describe('storage limits', () => {
  it('refuses a file above the bucket size limit with 413 and accepts one below', async () => {
    const bucket = alice.client.storage.from(SMALL);
    const big = await bucket.upload(`${alice.id}/big.bin`, randomBytes(2048));
    expect(big.error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge' });
    expect((await bucket.upload(`${alice.id}/small.bin`, randomBytes(1024))).error).toBeNull();
    const blob = await bucket.upload(`${alice.id}/big-blob.bin`, new Blob([randomBytes(4096)]));
    expect(blob.error).toMatchObject({ statusCode: '413' });
    const { rowCount } = await db.query('select 1 from storage.objects where bucket_id = $1 and name like $2', [
      SMALL,
      '%big%',
    ]);
    expect(rowCount).toBe(0);
  });

  it('refuses a streamed upload past the limit without waiting for it to end', async () => {
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 64 * 1024;
        this.push(sent > 20 * 1024 * 1024 ? null : Buffer.alloc(64 * 1024));
      },
    });
    const { error } = await alice.client.storage
      .from(SMALL)
      .upload(`${alice.id}/stream.bin`, endless, { duplex: 'half' });
    expect(error).toMatchObject({ statusCode: '413' });
    expect((await alice.client.storage.from(SMALL).upload(`${alice.id}/after.bin`, 'fine')).error).toBeNull();
  });

  it('enforces allowed_mime_types with wildcards and exact matches (415)', async () => {
    const bucket = alice.client.storage.from(IMAGES);
    expect((await bucket.upload(`${alice.id}/a.png`, randomBytes(10), { contentType: 'image/png' })).error).toBeNull();
    expect(
      (await bucket.upload(`${alice.id}/a.pdf`, randomBytes(10), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const text = await bucket.upload(`${alice.id}/a.txt`, 'words');
    expect(text.error).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    });
    const blob = await bucket.upload(`${alice.id}/b.txt`, new Blob(['words'], { type: 'text/plain' }));
    expect(blob.error).toMatchObject({ statusCode: '415' });
  });
});
