import { unwrapMaybe } from '@/lib/errors';
import { fileMessages, mediaKindOf, timestampedPath } from '@/lib/storage/files';
import { uploadWithProgress } from '@/lib/storage/upload';
import { supabase } from '@/lib/supabase';
import { composerMessages } from '../utils/composer-rules';
import type { PostAccess } from '../utils/post-access';
import type { DraftKey, NewPostMedia } from './create-post';
import { insertPost } from './insert-post';

/**
 * A subscribers-only or pay-per-view post (docs/database.md, locked_post_media): the file goes to
 * the private `locked-media/{userId}/…` (never the public bucket, and no public poster), the post
 * row carries no URL, and `locked_post_media` links the two. If linking fails the post is removed
 * again, so no locked post is left without its media.
 */
export async function createLockedPost(
  userId: string,
  draft: DraftKey,
  content: string,
  media: NewPostMedia,
  access: Exclude<PostAccess, { level: 'public' }>,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  // Named by the draft, so a retry finds its earlier upload (and its earlier link) instead of adding more.
  const path = timestampedPath(userId, media.file, draft.stamp);
  await uploadWithProgress('locked-media', path, media.file, fileMessages.uploadFailed, onProgress, {
    retryable: true,
  });
  const hasSize = Boolean(media.width && media.height);
  const row = await insertPost({
    user_id: userId,
    idempotency_key: draft.id,
    content: content.trim(),
    media_type: mediaKindOf(media.file) ?? 'image',
    media_url: null,
    media_width: hasSize ? media.width : null,
    media_height: hasSize ? media.height : null,
    is_locked: true,
    price_cents: access.level === 'ppv' ? access.priceCents : null,
  });
  const id = typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : null;
  if (!id || typeof row !== 'object' || row === null) throw new Error(composerMessages.fallback);
  const link = await supabase.from('locked_post_media').insert({ post_id: id, media_path: path });
  // 23505: a retried draft whose earlier attempt already linked its file (the same path, by the stamp).
  if (link.error && link.error.code !== '23505') {
    unwrapMaybe(await supabase.from('posts').delete().eq('id', id));
    throw link.error;
  }
  // The author may always see their own locked file: the card shows it signed, like the feed will.
  return { ...row, locked_media_path: path };
}
