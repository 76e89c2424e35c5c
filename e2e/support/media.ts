import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Files the specs upload. */

const storage = path.resolve(import.meta.dirname, '../../supabase/storage');

/** A 1×1 PNG: the smallest image the avatars and post-media buckets accept. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A short demo clip from the seed's storage folder (H.264 MP4). */
export function demoVideo(): Buffer {
  const root = path.join(storage, 'post-media');
  for (const folder of readdirSync(root)) {
    const clip = readdirSync(path.join(root, folder)).find((name) => name.endsWith('.mp4'));
    if (clip) return readFileSync(path.join(root, folder, clip));
  }
  throw new Error('no demo video in supabase/storage/post-media');
}

/** A real demo chat clip (H.264, 360×640, 4 s per scripts/media/manifest.json), so the browser reads real dimensions. */
export const chatClip = {
  path: path.join(storage, 'chat-media/d0000000-0000-4000-8000-000000000001/videos/1761327611193.mp4'),
  ratio: 360 / 640,
};

/** A solid-colour PNG of the given size, so a test knows the exact aspect ratio it uploads. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([225, 29, 72]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
