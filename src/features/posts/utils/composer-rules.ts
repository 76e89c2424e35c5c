import { fileMessages, MEDIA_MAX_BYTES, mediaKindOf } from '@/lib/storage/files';

/** Spec §5 and §9: post text is non-blank after trimming and at most 1000 characters. */
export const POST_MAX_LENGTH = 1000;

export const composerMessages = {
  blank: 'Write something before posting.',
  tooLong: `Posts can be at most ${POST_MAX_LENGTH} characters.`,
  /** Spec §8: the error's message, or "Please try again." when it has none. */
  failed: (message: string) => `Failed to create post: ${message}`,
  fallback: 'Please try again.',
  /** Issue 28 (review m7): a post tried offline is kept in the composer, not sent later by itself. */
  offline: "You're offline. Your post is saved here: post it when you're back online.",
  backOnline: "You're back online. Your post is ready to send.",
} as const;

/** The problem with the text, or null when it may be posted. */
export function contentProblem(text: string): string | null {
  if (!text.trim()) return composerMessages.blank;
  if (text.trim().length > POST_MAX_LENGTH) return composerMessages.tooLong;
  return null;
}

/** Spec §5: only image or video files, within the bucket's size limit. */
export function mediaProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!mediaKindOf(file)) return fileMessages.notMedia;
  if (file.size > MEDIA_MAX_BYTES) return fileMessages.tooLarge;
  return null;
}
