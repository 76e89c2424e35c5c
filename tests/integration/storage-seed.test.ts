import { readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

const config = (mediaPublic: boolean) => `project_id = "storage-seed"
[storage]
file_size_limit = "1MiB"

[storage.buckets.media]
public = ${mediaPublic}
file_size_limit = "512KiB"
allowed_mime_types = ["image/*", "video/mp4"]
objects_path = "./media"

[storage.buckets.vault]
public = false
objects_path = "./vault"
`;

let temp: TempStack;

const service = (): SupabaseClient =>
  createClient(temp.stack.apiUrl, temp.stack.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: temp.stack.dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const objectNames = async (bucket: string) =>
  (await query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [bucket])).map(
    (r) => r.name,
  );
const publicText = async (name: string) => {
  const res = await fetch(service().storage.from('media').getPublicUrl(name).data.publicUrl);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

beforeAll(async () => {
  temp = await startTempStack({
    configToml: config(true),
    files: {
      'media/avatar.png': 'png-bytes',
      'media/nested/clip.mp4': 'mp4-bytes',
      'media/.gitkeep': '',
      'media/notes.txt': 'wrong type for the bucket',
      'media/huge.png': 'x'.repeat(600 * 1024),
      // Like the demo's locked videos: a private bucket's file, readable only through a signed URL.
      'vault/creator/clip.mp4': 'private-mp4-bytes',
    },
  });
});

afterAll(async () => {
  await temp?.dispose();
});

describe('seedStorage', () => {
  it('creates the config buckets with their settings', async () => {
    const rows = await query(
      'select id, name, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets order by id',
    );
    expect(rows).toEqual([
      { id: 'media', name: 'media', public: true, limit: 512 * 1024, allowed_mime_types: ['image/*', 'video/mp4'] },
      { id: 'vault', name: 'vault', public: false, limit: null, allowed_mime_types: null },
    ]);
  });

  it('uploads objects_path files the bucket accepts, with their media types', async () => {
    expect(await objectNames('media')).toEqual(['avatar.png', 'nested/clip.mp4']);
    expect(await publicText('avatar.png')).toEqual({ status: 200, type: 'image/png', body: 'png-bytes' });
    // Demo objects never change under their names, so they are kept for a year like the app's uploads.
    const seeded = await fetch(service().storage.from('media').getPublicUrl('avatar.png').data.publicUrl);
    expect(seeded.headers.get('cache-control')).toBe('max-age=31536000');
    expect(await publicText('nested/clip.mp4')).toMatchObject({ status: 200, type: 'video/mp4' });
    expect((await publicText('huge.png')).status).toBe(400);
  });

  it('seeds a private bucket too, served with its media type only through a signed URL', async () => {
    expect(await objectNames('vault')).toEqual(['creator/clip.mp4']);
    const vault = service().storage.from('vault');
    const refused = await fetch(vault.getPublicUrl('creator/clip.mp4').data.publicUrl);
    expect(refused.status).toBe(400);
    const signed = await vault.createSignedUrl('creator/clip.mp4', 60);
    const res = await fetch(signed.data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(await res.text()).toBe('private-mp4-bytes');
  });

  it('refuses a streamed upload over the global limit without buffering it or leaving a temp file', async () => {
    const before = process.memoryUsage();
    let peak = 0;
    // What is held, not garbage waiting for a collection (the chunks every hop of the upload reads).
    const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
    const sampler = setInterval(() => {
      collect();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.arrayBuffers - before.arrayBuffers);
    }, 20);
    // One chunk sent again and again: the sender makes no garbage of its own, so what the sample sees
    // growing is what the stack holds.
    const chunk = Buffer.alloc(256 * 1024, 1);
    let sent = 0;
    const body = new Readable({
      read() {
        sent += chunk.length;
        this.push(sent > 64 * 1024 * 1024 ? null : chunk);
      },
    });
    const { error } = await service().storage.from('vault').upload('big.bin', body, { duplex: 'half' });
    clearInterval(sampler);
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(peak).toBeLessThan(48 * 1024 * 1024);
    expect(await readdir(path.join(temp.dataDir, 'storage', 'tmp'))).toEqual([]);
    const declared = await service()
      .storage.from('vault')
      .upload('declared.bin', Buffer.alloc(2 * 1024 * 1024));
    expect(declared.error).toMatchObject({ statusCode: '413' });
    expect(
      (
        await service()
          .storage.from('vault')
          .upload('fits.bin', Buffer.alloc(1024 * 1024))
      ).error,
    ).toBeNull();
    expect(await objectNames('vault')).toEqual(['creator/clip.mp4', 'fits.bin']);
  });

  it('drops the partial file of a client that hangs up mid-upload and keeps serving', async () => {
    const url = new URL(`${temp.stack.apiUrl}/storage/v1/object/vault/cut.bin`);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        apikey: temp.stack.keys.serviceRoleKey,
        'content-type': 'application/octet-stream',
        'content-length': String(900 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(Buffer.alloc(300 * 1024));
    const tmp = path.join(temp.dataDir, 'storage', 'tmp');
    await vi.waitFor(async () => expect(await readdir(tmp)).toHaveLength(1));
    req.destroy();
    await vi.waitFor(async () => expect(await readdir(tmp)).toEqual([]));
    expect(await objectNames('vault')).not.toContain('cut.bin');
    expect((await service().storage.from('vault').upload('after-cut.bin', 'ok')).error).toBeNull();
  });

  it('on restart re-applies bucket settings and uploads only missing objects', async () => {
    expect((await service().storage.from('media').remove(['avatar.png'])).data).toHaveLength(1);
    await writeFile(path.join(temp.supabaseDir, 'media', 'nested', 'clip.mp4'), 'changed on disk');
    await writeFile(path.join(temp.supabaseDir, 'config.toml'), config(false));
    await temp.restart();
    const [media] = await query<{ public: boolean }>(`select public from storage.buckets where id = 'media'`);
    expect(media?.public).toBe(false);
    expect(await objectNames('media')).toEqual(['avatar.png', 'nested/clip.mp4']);
    const clip = await service().storage.from('media').download('nested/clip.mp4');
    expect(await clip.data?.text()).toBe('mp4-bytes');
    expect((await publicText('avatar.png')).status).toBe(400);
  });

  it('keeps exactly one file on disk per object after upserts and deletes', async () => {
    const vault = service().storage.from('vault');
    await vault.upload('cycle.txt', 'one');
    await vault.upload('cycle.txt', 'two', { upsert: true });
    await vault.update('cycle.txt', 'three');
    await vault.copy('cycle.txt', 'copy.txt');
    await vault.remove(['copy.txt']);
    const [{ count }] = (await query<{ count: number }>('select count(*)::int as count from storage.objects')) as [
      { count: number },
    ];
    expect(await readdir(path.join(temp.dataDir, 'storage', 'blobs'))).toHaveLength(count);
    expect(await (await vault.download('cycle.txt')).data?.text()).toBe('three');
  });
});
