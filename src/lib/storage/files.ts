/** The file texts every upload shows (spec §8), in one place. */
export const fileMessages = {
  notMedia: 'Please select an image or video file.',
  notAnImage: 'Please select an image file',
  tooLarge: 'Files can be at most 50 MB.',
  avatarTooLarge: 'Avatars can be at most 5 MB.',
  uploadFailed: 'Failed to upload media. Please try again.',
  avatarUploadFailed: 'Failed to upload avatar. Please try again.',
} as const;

/**
 * How long browsers and the CDN may keep an uploaded object (storage-js `cacheControl`, seconds):
 * a year. Every upload goes to a new timestamped path with upsert off, so the bytes behind a URL
 * never change; a replaced avatar or edited post points at a new path.
 */
export const UPLOAD_CACHE_SECONDS = '31536000';

/** The post-media, locked-media and chat-media buckets' limit (docs/database.md, Storage buckets). */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/** The avatars bucket's limit (config.toml and the storage migration: 5 MiB; tests/integration/db-lints checks it). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type MediaKind = 'image' | 'video';

/** Spec §5: posts and chats take image/* and video/* files only. */
export function mediaKindOf(file: Pick<File, 'type'>): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/** Spec §5: an avatar must be an image file. */
export const isImageFile = (file: Pick<File, 'type'>): boolean => mediaKindOf(file) === 'image';

/**
 * The extension for `{folder}/{timestamp}.{ext}` (spec §3): the original one, else the MIME
 * subtype without a suffix or parameters (`image/svg+xml` → svg, `audio/webm;codecs=opus` → webm),
 * else `bin`. Never anything that could add a path segment.
 */
export function fileExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = file.type.split('/')[1]?.split(/[+;]/)[0];
  return fromType && /^[a-z0-9]{1,8}$/i.test(fromType) ? fromType.toLowerCase() : 'bin';
}

/** `{folder}/{timestamp}.{ext}`: the object path every upload of ours uses (spec §3). */
export function timestampedPath(folder: string, file: Pick<File, 'name' | 'type'>, now: number = Date.now()): string {
  return `${folder}/${now}.${fileExtension(file)}`;
}
