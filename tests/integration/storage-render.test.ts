import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRenderer } from '../../stack/storage/render-image.ts';
import { parseTransform } from '../../stack/storage/render-params.ts';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

const tag = randomUUID().slice(0, 8);
const PUBLIC = `render-pub-${tag}`;
const PRIVATE = `render-priv-${tag}`;
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'; // what Chromium sends for <img>

let db: pg.Client;
let owner: TestUser;
let stranger: TestUser;
let photo: string;

/** A 1200×800 JPEG with detail, so sizes and formats are real. */
const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#0af"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

const render = (bucket: string, name: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${stackEnv().apiUrl}/storage/v1/render/image/public/${bucket}/${name}?${query}`, { headers });

async function pixels(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true), ($2, $2, false)`, [
    PUBLIC,
    PRIVATE,
  ]);
  await db.query(
    `create policy "render ${tag} insert" on storage.objects for insert to authenticated
     with check (bucket_id in ('${PUBLIC}', '${PRIVATE}') and (storage.foldername(name))[1] = (select auth.uid()::text))`,
  );
  await db.query(
    `create policy "render ${tag} select" on storage.objects for select to authenticated
     using (bucket_id = '${PRIVATE}' and (storage.foldername(name))[1] = (select auth.uid()::text))`,
  );
  owner = await mintUser(db, {}, 'creator');
  stranger = await mintUser(db, {}, 'fan');
  photo = `${owner.id}/photo.jpg`;
  const bytes = await jpeg();
  for (const bucket of [PUBLIC, PRIVATE]) {
    const up = await owner.client.storage.from(bucket).upload(photo, bytes, { contentType: 'image/jpeg' });
    if (up.error) throw up.error;
  }
  const text = await owner.client.storage
    .from(PUBLIC)
    .upload(`${owner.id}/notes.txt`, 'not an image', { contentType: 'text/plain' });
  if (text.error) throw text.error;
});

afterAll(async () => {
  await db.query(`drop policy if exists "render ${tag} insert" on storage.objects`);
  await db.query(`drop policy if exists "render ${tag} select" on storage.objects`);
  await db.end();
});

describe('image transformations (/render/image)', () => {
  it('serves the URL supabase-js builds, at the width asked, aspect kept, as webp for a browser', async () => {
    const url = anonClient()
      .storage.from(PUBLIC)
      .getPublicUrl(photo, { transform: { width: 300 } }).data.publicUrl;
    expect(url).toContain(`/storage/v1/render/image/public/${PUBLIC}/`);
    const res = await fetch(url, { headers: { accept: WEBP } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-transformations')).toBe('width:300,resizing_type:fill');
    const original = await fetch(anonClient().storage.from(PUBLIC).getPublicUrl(photo).data.publicUrl);
    // A variant changes only with the object: same ETag and cache lifetime as the original.
    expect(res.headers.get('etag')).toBe(original.headers.get('etag'));
    expect(res.headers.get('cache-control')).toBe(original.headers.get('cache-control'));
    const size = Number(res.headers.get('content-length'));
    expect(await pixels(res)).toEqual({ width: 300, height: 200, format: 'webp' });
    expect(size).toBeLessThan(Number(original.headers.get('content-length')) / 5);
  });

  it('keeps the source format when the client does not accept webp, or asks for the origin', async () => {
    const plain = await render(PUBLIC, photo, 'width=240', { accept: 'image/jpeg' });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(await pixels(plain)).toEqual({ width: 240, height: 160, format: 'jpeg' });
    const origin = await render(PUBLIC, photo, 'width=240&format=origin', { accept: WEBP });
    expect(await pixels(origin)).toMatchObject({ format: 'jpeg' });
  });

  it('resizes cover, contain and fill as imgproxy does, and never enlarges', async () => {
    const box = 'width=400&height=400';
    expect(await pixels(await render(PUBLIC, photo, box))).toMatchObject({ width: 400, height: 400 });
    expect(await pixels(await render(PUBLIC, photo, `${box}&resize=contain`))).toMatchObject({
      width: 400,
      height: 267,
    });
    expect(await pixels(await render(PUBLIC, photo, `${box}&resize=fill`))).toMatchObject({ width: 400, height: 400 });
    expect(await pixels(await render(PUBLIC, photo, 'width=3000'))).toMatchObject({ width: 1200, height: 800 });
  });

  it('answers 304 to a revalidation and HEAD without a body', async () => {
    const first = await render(PUBLIC, photo, 'width=120', { accept: WEBP });
    await first.arrayBuffer();
    const again = await render(PUBLIC, photo, 'width=120', {
      accept: WEBP,
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${stackEnv().apiUrl}/storage/v1/render/image/public/${PUBLIC}/${photo}?width=120`, {
      method: 'HEAD',
      headers: { accept: WEBP },
    });
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses a private bucket on the public route, and serves it to a reader RLS allows', async () => {
    const res = await render(PRIVATE, photo, 'width=100');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });

    const mine = await owner.client.storage.from(PRIVATE).download(photo, { transform: { width: 100 } });
    expect(mine.error).toBeNull();
    const meta = await sharp(Buffer.from(await mine.data!.arrayBuffer())).metadata();
    expect(meta.width).toBe(100);

    const theirs = await stranger.client.storage.from(PRIVATE).download(photo, { transform: { width: 100 } });
    expect(theirs.data).toBeNull();
    const raw = await fetch(
      `${stackEnv().apiUrl}/storage/v1/render/image/authenticated/${PRIVATE}/${photo}?width=100`,
      {
        headers: { apikey: stackEnv().anonKey, authorization: `Bearer ${stranger.accessToken}` },
      },
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('answers a missing object like storage-api', async () => {
    const res = await render(PUBLIC, `${owner.id}/missing.jpg`, 'width=100');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses invalid parameters with the schema messages, and sources that are not images', async () => {
    const cases: [string, string][] = [
      ['width=abc', 'querystring/width must be integer'],
      ['height=-5', 'querystring/height must be >= 0'],
      ['width=10.5', 'querystring/width must be integer'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await render(PUBLIC, photo, query);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ statusCode: '400', message });
    }
    const notImage = await render(PUBLIC, `${owner.id}/notes.txt`, 'width=100');
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({
      statusCode: '400',
      message: 'The source image is invalid or unsupported for rendering',
    });
  });
});

describe('rendered variants are cached on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'velvet-render-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders a variant once per version and parameters, then reads the file', async () => {
    const source = path.join(dir, 'source');
    await writeFile(source, await jpeg(800, 600));
    const renderer = new ImageRenderer(path.join(dir, 'renders'));
    const version = randomUUID();
    const t = parseTransform(new URLSearchParams('width=200'));
    const [a, b] = await Promise.all([
      renderer.variant(source, version, t, WEBP),
      renderer.variant(source, version, t, WEBP),
    ]);
    expect(a.file).toBe(b.file);
    const made = (await stat(a.file)).mtimeMs;
    const again = await renderer.variant(source, version, t, WEBP);
    expect(again.file).toBe(a.file);
    expect((await stat(again.file)).mtimeMs).toBe(made);
    // Another format, another width or another version is another file.
    expect((await renderer.variant(source, version, t, 'image/jpeg')).file).not.toBe(a.file);
    expect((await renderer.variant(source, randomUUID(), t, WEBP)).file).not.toBe(a.file);
  });
});
