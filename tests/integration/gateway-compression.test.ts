import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

/*
 * The gateway compresses as a hosted project's does (docs/decisions.md, "Local stack"). Requests go
 * through node:http, which neither asks for nor undoes an encoding, so every byte on the wire is seen.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${stackEnv().apiUrl}${path}`,
      { headers: { apikey: stackEnv().anonKey, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
  });
}

const decoded = (a: Answer): Buffer => {
  if (a.headers['content-encoding'] === 'br') return brotliDecompressSync(a.body);
  if (a.headers['content-encoding'] === 'gzip') return gunzipSync(a.body);
  return a.body;
};

const tag = randomUUID().slice(0, 8);
const BUCKET = `gz-${tag}`;
let db: pg.Client;
let owner: TestUser;
let image: Buffer;
let notes: string;

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true)`, [BUCKET]);
  await db.query(
    `create policy "gz ${tag} insert" on storage.objects for insert to authenticated
     with check (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid()::text))`,
  );
  owner = await mintUser(db);
  image = randomBytes(64 * 1024);
  notes = 'plain text that would shrink a lot when compressed. '.repeat(200);
  const bucket = owner.client.storage.from(BUCKET);
  for (const [name, body, contentType] of [
    ['photo.png', image, 'image/png'],
    ['notes.txt', Buffer.from(notes), 'text/plain'],
  ] as const) {
    const up = await bucket.upload(`${owner.id}/${name}`, body, { contentType });
    if (up.error) throw up.error;
  }
});

afterAll(async () => {
  await db.query(`drop policy if exists "gz ${tag} insert" on storage.objects`);
  await db.end();
});

describe('gateway compression', () => {
  it('compresses a JSON answer for a client that asks, brotli first, and plain for one that does not', async () => {
    const plain = await get('/rest/v1/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const spec: unknown = JSON.parse(plain.body.toString('utf8'));

    const br = await get('/rest/v1/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    // The compressed answer states no length it could get wrong: it is sent chunked.
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers['transfer-encoding']).toBe('chunked');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(spec);

    const gzip = await get('/rest/v1/', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString('utf8'))).toEqual(spec);

    const refused = await get('/rest/v1/', { 'accept-encoding': 'identity, gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('sends a body under 100 bytes as it is, with its exact length', async () => {
    const missing = await get('/nowhere', { 'accept-encoding': 'gzip, br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers['content-length']).toBe(String(missing.body.length));
    expect(JSON.parse(missing.body.toString('utf8'))).toEqual({ message: 'no Route matched with those values' });
    // PostgREST streams its answers (no length): a short one still arrives whole, however it is sent.
    const empty = await get('/rest/v1/profiles?select=id&limit=0', { 'accept-encoding': 'gzip, br' });
    expect(empty.status).toBe(200);
    expect(decoded(empty).toString('utf8')).toBe('[]');
  });

  it('compresses the services’ own JSON too, errors included', async () => {
    const missing = await get('/rest/v1/no_such_table_here', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(missing).toString('utf8'))).toMatchObject({ code: '42P01' });
    const settings = await get('/auth/v1/settings', { 'accept-encoding': 'br' });
    expect(settings.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(settings).toString('utf8'))).toHaveProperty('external');
  });

  it('never compresses media: images and stored objects are served byte for byte with their length', async () => {
    const photo = await get(`/storage/v1/object/public/${BUCKET}/${owner.id}/photo.png`, {
      'accept-encoding': 'gzip, br',
    });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers['content-length']).toBe(String(image.length));
    expect(photo.body.equals(image)).toBe(true);

    // A stored text file carries an ETag, which keeps it as stored (as on hosted), so its ETag stays true.
    const text = await get(`/storage/v1/object/public/${BUCKET}/${owner.id}/notes.txt`, {
      'accept-encoding': 'gzip, br',
    });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(text.body.toString('utf8')).toBe(notes);
  });

  it('leaves range requests intact', async () => {
    const part = await get(`/storage/v1/object/public/${BUCKET}/${owner.id}/notes.txt`, {
      'accept-encoding': 'gzip, br',
      range: 'bytes=100-1099',
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${notes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.body.toString('utf8')).toBe(notes.slice(100, 1100));
  });
});

describe('gateway preflight', () => {
  it('lets the browser keep a preflight answer for an hour, as hosted does', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/rpc/get_feed`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-max-age')).toBe('3600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,authorization,content-type,x-client-info');
  });
});
