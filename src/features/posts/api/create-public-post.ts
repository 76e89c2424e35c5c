import { fileMessages, mediaKindOf, timestampedPath } from '@/lib/storage/files';
import { uploadWithProgress } from '@/lib/storage/upload';
import { publicObjectPath } from '@/utils/media-url';
import type { DraftKey, NewPostMedia } from './create-post';
import { insertPost } from './insert-post';

async function uploadMedia(userId: string, stamp: number, media: NewPostMedia, onProgress?: (f: number) => void) {
  // The draft's stamp names the file, so a retry finds its earlier upload instead of storing a second copy.
  const path = timestampedPath(userId, media.file, stamp);
  await uploadWithProgress('post-media', path, media.file, fileMessages.uploadFailed, onProgress, { retryable: true });
  if (media.poster) {
    // The poster is a nicety: the post goes out even if it fails to upload.
    await uploadWithProgress('post-media', `${userId}/${stamp}.jpg`, media.poster, '', undefined, {
      retryable: true,
    }).catch(() => undefined);
  }
  return publicObjectPath('post-media', path);
}

/** A public post: the media (if any) to `post-media/{userId}/{timestamp}.{ext}` (spec §3), then the row. */
export async function createPublicPost(
  userId: string,
  draft: DraftKey,
  content: string,
  media: NewPostMedia | null,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const kind = media ? mediaKindOf(media.file) : null;
  const mediaUrl = media ? await uploadMedia(userId, draft.stamp, media, onProgress) : null;
  const hasSize = Boolean(media?.width && media.height);
  return insertPost({
    user_id: userId,
    idempotency_key: draft.id,
    content: content.trim(),
    media_type: kind ?? 'none',
    media_url: mediaUrl,
    media_width: hasSize ? media?.width : null,
    media_height: hasSize ? media?.height : null,
  });
}
