/** Where each generated file lives: its bucket, its object name, and its file under supabase/storage. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaSpec } from './content.ts';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Each bucket's `objects_path` in supabase/config.toml points at STORAGE_DIR/<bucket>. */
export const STORAGE_DIR = path.join(REPO, 'supabase', 'storage');
export const MANIFEST = path.join(REPO, 'scripts', 'media', 'manifest.json');
export const SEED_SQL = path.join(REPO, 'supabase', 'seed.sql');

export const BUCKETS = ['avatars', 'covers', 'post-media', 'locked-media', 'chat-media'] as const;
export type Bucket = (typeof BUCKETS)[number];

const EXT = { avatar: 'jpg', cover: 'jpg', image: 'jpg', video: 'mp4', voice: 'webm' } as const;
export const MIME: Record<string, string> = { jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'audio/webm' };
const CHAT_FOLDER = { image: 'images', video: 'videos', voice: 'voice' } as const;

export interface Placement {
  bucket: Bucket;
  /** Object name inside the bucket. */
  name: string;
  /** For videos: the poster frame's object name (same bucket, same stem, .jpg). */
  posterName: string | null;
}

export function place(m: MediaSpec): Placement {
  const file = `${m.stamp}.${EXT[m.kind]}`;
  let bucket: Bucket;
  let name: string;
  if (m.kind === 'avatar' || m.kind === 'cover') {
    bucket = m.kind === 'avatar' ? 'avatars' : 'covers';
    name = `${m.ownerId}/${file}`;
  } else if (m.conversationId && !m.locked) {
    bucket = 'chat-media';
    name = `${m.conversationId}/${CHAT_FOLDER[m.kind]}/${file}`;
  } else {
    bucket = m.locked ? 'locked-media' : 'post-media';
    name = `${m.ownerId}/${file}`;
  }
  return { bucket, name, posterName: m.kind === 'video' ? name.replace(/\.mp4$/, '.jpg') : null };
}

export const fileOf = (bucket: Bucket, name: string) => path.join(STORAGE_DIR, bucket, name);
