import type { MediaKind } from '@/lib/storage/files';
import type { PrivateBucket } from '@/lib/storage/signed-urls';
import { type DisplaySize, type ImageSettings, type ResponsiveImage, responsiveImage } from '@/utils/media-url';

/*
 * What a media item is and which URL its image loads, with no React or supabase-js: the app's media
 * components use it, and so does the HTML's inline script to preload the first screen's largest image
 * (src/app/early), so both build the very same URL.
 */

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

/**
 * A public photo in display-size variants (issue 17). Signed media (locked posts, chat) keep their
 * originals: a signed URL names one object and one transformation, so variants would each need signing.
 */
export function publicImageFor(
  media: MediaItem,
  display: DisplaySize,
  settings: ImageSettings,
): ResponsiveImage | null {
  if (media.type !== 'image' || media.access.kind !== 'public') return null;
  return responsiveImage(media.access.url, settings, { ...display, sourceWidth: media.width });
}
