import { getEnv } from '@/config/env';
import type { MediaKind } from '@/lib/storage/files';
import { type PrivateBucket, useSignedUrl } from '@/lib/storage/signed-urls';
import { resolveMediaUrl } from '@/utils/media-url';

/**
 * What this viewer may see of one media item. The database decides (RLS, the entitlement
 * functions, storage policies); the client only follows what a row tells it:
 * - `public`: a public bucket object, as rows store it (`/storage/v1/object/public/…`);
 * - `signed`: a private object this viewer may read, signed on demand (the author, a participant,
 *   an entitled fan);
 * - `locked`: locked for this viewer; no URL exists on the client, nothing is requested.
 */
export type MediaAccess =
  { kind: 'public'; url: string } | { kind: 'signed'; bucket: PrivateBucket; path: string } | { kind: 'locked' };

/** A photo or video as the media components show it. */
export interface MediaItem {
  type: MediaKind;
  width: number | null;
  height: number | null;
  access: MediaAccess;
}

/** A `post_cards` row's media: `locked_media_path` is set exactly for the viewers who may see it. */
export function postMediaOf(post: {
  media_type: 'none' | MediaKind;
  media_url: string | null;
  media_width: number | null;
  media_height: number | null;
  is_locked: boolean;
  locked_media_path: string | null;
}): MediaItem | null {
  if (post.media_type === 'none') return null;
  let access: MediaAccess;
  if (!post.is_locked) access = post.media_url ? { kind: 'public', url: post.media_url } : { kind: 'locked' };
  else if (post.locked_media_path) access = { kind: 'signed', bucket: 'locked-media', path: post.locked_media_path };
  else access = { kind: 'locked' };
  return { type: post.media_type, width: post.media_width, height: post.media_height, access };
}

/** The URL to load: resolved on the project's origin for public files, signed for private ones. */
export function useMediaSource(access: MediaAccess): { src: string | null; isError: boolean } {
  const signed = useSignedUrl(
    access.kind === 'signed' ? access.bucket : 'locked-media',
    access.kind === 'signed' ? access.path : null,
  );
  if (access.kind === 'public') {
    const src = resolveMediaUrl(access.url, getEnv().supabaseUrl);
    return { src, isError: src === null };
  }
  if (access.kind === 'signed') return { src: signed.data ?? null, isError: signed.isError };
  return { src: null, isError: false };
}

/** Seeded and uploaded videos keep a JPEG poster next to the file (same name, `.jpg`). */
export const posterFor = (videoUrl: string): string => videoUrl.replace(/\.[a-z0-9]+$/i, '.jpg');
