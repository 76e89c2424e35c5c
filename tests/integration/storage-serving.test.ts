import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, mintUser, serviceClient, stackEnv, type TestUser } from '../support/stack-env.ts';

const tag = randomUUID().slice(0, 8);
const VIDEOS = `sv-videos-${tag}`;
const VIDEO_SIZE = 3 * 1024 * 1024 + 123;

let db: pg.Client;
let owner: TestUser;
let video: Buffer;
let videoUrl: string;

interface RawAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** A request that bypasses fetch's URL normalisation, so `..` and `%2F` reach the server as sent. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${stackEnv().apiUrl}/`, { method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true)`, [VIDEOS]);
  await db.query(
    `create policy "sv ${tag} insert" on storage.objects for insert to authenticated
     with check (bucket_id = '${VIDEOS}' and (storage.foldername(name))[1] = (select auth.uid()::text))`,
  );
  owner = await mintUser(db, {}, 'creator');
  video = randomBytes(VIDEO_SIZE);
  const up = await owner.client.storage
    .from(VIDEOS)
    .upload(`${owner.id}/clip.mp4`, video, { contentType: 'video/mp4' });
  if (up.error) throw up.error;
  videoUrl = anonClient().storage.from(VIDEOS).getPublicUrl(`${owner.id}/clip.mp4`).data.publicUrl;
});

afterAll(async () => {
  await db.query(`drop policy if exists "sv ${tag} insert" on storage.objects`);
  await db.end();
});

describe('storage serving', () => {
  it('serves the whole file with caching headers', async () => {
    const res = await fetch(videoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(VIDEO_SIZE));
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
    const again = await fetch(videoUrl, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(videoUrl, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(VIDEO_SIZE));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const named = anonClient().storage.from(VIDEOS).getPublicUrl(`${owner.id}/clip.mp4`, { download: 'my clip.mp4' })
      .data.publicUrl;
    const attachment = await fetch(named, { headers: { range: 'bytes=0-0' } });
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=my%20clip.mp4; filename*=UTF-8''my%20clip.mp4;",
    );
  });

  it('serves uploaded HTML as plain text so it cannot run script on the API origin', async () => {
    const path = `${owner.id}/page.html`;
    await owner.client.storage.from(VIDEOS).upload(path, '<script>alert(1)</script>', { contentType: 'text/html' });
    const res = await fetch(anonClient().storage.from(VIDEOS).getPublicUrl(path).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers Range requests with 206 for video seeking', async () => {
    const mid = await fetch(videoUrl, { headers: { range: 'bytes=1000000-1000999' } });
    expect(mid.status).toBe(206);
    expect(mid.headers.get('content-range')).toBe(`bytes 1000000-1000999/${VIDEO_SIZE}`);
    expect(mid.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await mid.arrayBuffer()).equals(video.subarray(1000000, 1001000))).toBe(true);

    const open = await fetch(videoUrl, { headers: { range: `bytes=${VIDEO_SIZE - 10}-` } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(VIDEO_SIZE - 10))).toBe(true);

    const suffix = await fetch(videoUrl, { headers: { range: 'bytes=-500' } });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${VIDEO_SIZE - 500}-${VIDEO_SIZE - 1}/${VIDEO_SIZE}`);
    expect((await suffix.arrayBuffer()).byteLength).toBe(500);
  });

  it('answers an unsatisfiable Range with 416 and the real size', async () => {
    const res = await fetch(videoUrl, { headers: { range: `bytes=${VIDEO_SIZE}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${VIDEO_SIZE}`);
    expect(await res.json()).toMatchObject({ code: 'InvalidRange' });
  });

  it('refuses object names that try to leave the bucket, then keeps serving', async () => {
    const headers = {
      apikey: stackEnv().anonKey,
      authorization: `Bearer ${owner.accessToken}`,
      'content-type': 'text/plain',
    };
    const attempts = [
      `${owner.id}/../../../etc/passwd`,
      `${owner.id}/%2e%2e/%2e%2e/escape.txt`,
      `${owner.id}/a%2F..%2F..%2Fescape.txt`,
      `${owner.id}/back%5Cslash.txt`,
      `${owner.id}/nul%00byte.txt`,
      `/etc/passwd`,
      `${owner.id}/bad%E0%A4%A.txt`,
    ];
    for (const name of attempts) {
      const res = await rawRequest('POST', `/storage/v1/object/${VIDEOS}/${name}`, headers, 'evil');
      expect(res.status, name).toBe(400);
      expect(res.json, name).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      const read = await rawRequest('GET', `/storage/v1/object/public/${VIDEOS}/${name}`, {
        apikey: stackEnv().anonKey,
      });
      expect(read.json, name).toMatchObject({ code: 'InvalidKey' });
    }
    const { rows } = await db.query<{ name: string }>(`select name from storage.objects where bucket_id = $1`, [
      VIDEOS,
    ]);
    const suspicious = rows
      .map((r) => r.name)
      .filter((n) => !n.startsWith(`${owner.id}/`) || /\.\.|\\|passwd|escape/.test(n) || n.includes('\u0000'));
    expect(suspicious).toEqual([]);
    // supabase-js itself: fetch folds the `..` away client-side; still nothing is stored.
    const viaClient = await owner.client.storage.from(VIDEOS).upload(`../../escape.txt`, 'x');
    expect(viaClient.error).not.toBeNull();
    const ok = await owner.client.storage
      .from(VIDEOS)
      .upload(`${owner.id}/after.txt`, 'still fine', { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });

  it('answers bad input with clear JSON errors', async () => {
    const auth = {
      apikey: stackEnv().anonKey,
      authorization: `Bearer ${owner.accessToken}`,
      'content-type': 'application/json',
    };
    const badJson = await rawRequest('POST', `/storage/v1/object/list/${VIDEOS}`, auth, '{"prefix": ');
    expect(badJson.status).toBe(400);
    expect(badJson.json).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const badShape = await rawRequest(
      'POST',
      `/storage/v1/object/sign/${VIDEOS}/${owner.id}/clip.mp4`,
      auth,
      '{"expiresIn": "soon"}',
    );
    expect(badShape.json).toMatchObject({ statusCode: '400', message: 'body/expiresIn must be an integer >= 1' });
    const unknown = await rawRequest('GET', '/storage/v1/nowhere', auth);
    expect(unknown.status).toBe(404);
    const form = { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' };
    const noFile = '--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--xyz--\r\n';
    const empty = await rawRequest('POST', `/storage/v1/object/${VIDEOS}/${owner.id}/form.bin`, form, noFile);
    expect(empty.json).toMatchObject({ statusCode: '400', message: 'No content provided' });
    const noBoundary = { ...auth, 'content-type': 'multipart/form-data' };
    const broken = await rawRequest('POST', `/storage/v1/object/${VIDEOS}/${owner.id}/form.bin`, noBoundary, 'junk');
    expect(broken.json).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('refuses a forged or expired JWT with storage’s 403 shape, and allows a valid one', async () => {
    const forged = owner.accessToken.slice(0, -4) + 'AAAA';
    const path = `/storage/v1/object/list/${VIDEOS}`;
    const headers = (token: string) => ({
      apikey: stackEnv().anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const res = await rawRequest('POST', path, headers(forged), '{"prefix":""}');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'invalid signature' });
    const fine = await rawRequest('POST', path, headers(owner.accessToken), '{"prefix":""}');
    expect(fine.status).toBe(200);
  });
});

describe('storage buckets API', () => {
  it('lets service_role manage buckets and refuses users without bucket policies', async () => {
    const svc = serviceClient().storage;
    const id = `sv-managed-${tag}`;
    expect(
      (await svc.createBucket(id, { public: false, fileSizeLimit: '2MB', allowedMimeTypes: ['image/*'] })).data,
    ).toEqual({ name: id });
    expect((await svc.createBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await svc.getBucket(id)).data).toMatchObject({
      id,
      public: false,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['image/*'],
    });
    expect((await svc.updateBucket(id, { public: true })).error).toBeNull();
    expect((await svc.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 2_000_000 });
    expect((await svc.listBuckets()).data?.map((b) => b.id)).toContain(id);

    const user = owner.client.storage;
    expect((await user.listBuckets()).data).toEqual([]);
    expect((await user.createBucket(`sv-mine-${tag}`)).error).toMatchObject({ statusCode: '403' });
    expect((await user.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });

    await svc.from(id).upload('x.png', randomBytes(10), { contentType: 'image/png' });
    expect((await svc.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await svc.emptyBucket(id)).error).toBeNull();
    expect((await svc.deleteBucket(id)).error).toBeNull();
    expect((await svc.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await svc.createBucket('../nope')).error).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
  });
});
