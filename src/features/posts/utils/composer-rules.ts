/** Spec §5 and §9: post text is non-blank after trimming and at most 1000 characters. */
export const POST_MAX_LENGTH = 1000;
/** The post-media bucket's limit (docs/database.md, Storage buckets). */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

export const composerMessages = {
  blank: 'Write something before posting.',
  tooLong: `Posts can be at most ${POST_MAX_LENGTH} characters.`,
  notMedia: 'Please select an image or video file.',
  tooLarge: 'Files can be at most 50 MB.',
  uploadFailed: 'Failed to upload media. Please try again.',
  /** Spec §8: the error's message, or "Please try again." when it has none. */
  failed: (message: string) => `Failed to create post: ${message}`,
  fallback: 'Please try again.',
} as const;

/** The problem with the text, or null when it may be posted. */
export function contentProblem(text: string): string | null {
  if (!text.trim()) return composerMessages.blank;
  if (text.trim().length > POST_MAX_LENGTH) return composerMessages.tooLong;
  return null;
}

export type MediaKind = 'image' | 'video';

export function mediaKindOf(file: Pick<File, 'type'>): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/** Spec §5: only image or video files, within the bucket's size limit. */
export function mediaProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!mediaKindOf(file)) return composerMessages.notMedia;
  if (file.size > MEDIA_MAX_BYTES) return composerMessages.tooLarge;
  return null;
}

/** The extension for `{userId}/{timestamp}.{ext}` (spec §3): the original one, else from the MIME type. */
export function fileExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = file.type.split('/')[1]?.split(/[+;]/)[0];
  return fromType && /^[a-z0-9]{1,8}$/i.test(fromType) ? fromType.toLowerCase() : 'bin';
}
