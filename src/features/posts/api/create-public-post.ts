import { fileMessages, mediaKindOf, timestampedPath } from '@/lib/storage/files';
import { uploadWithProgress } from '@/lib/storage/upload';
import { publicObjectPath } from '@/utils/media-url';
import type { NewPostMedia } from './create-post';
import { insertPost } from './insert-post';

async function uploadMedia(userId: string, media: NewPostMedia, onProgress?: (f: number) => void) {
  const stamp = Date.now();
  const path = timestampedPath(userId, media.file, stamp);
  await uploadWithProgress('post-media', path, media.file, fileMessages.uploadFailed, onProgress);
  if (media.poster) {
    // The poster is a nicety: the post goes out even if it fails to upload.
    await uploadWithProgress('post-media', `${userId}/${stamp}.jpg`, media.poster, '').catch(() => undefined);
  }
  return publicObjectPath('post-media', path);
}

/** A public post: the media (if any) to `post-media/{userId}/{timestamp}.{ext}` (spec §3), then the row. */
export async function createPublicPost(
  userId: string,
  content: string,
  media: NewPostMedia | null,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const kind = media ? mediaKindOf(media.file) : null;
  const mediaUrl = media ? await uploadMedia(userId, media, onProgress) : null;
  const hasSize = Boolean(media?.width && media.height);
  return insertPost({
    content: content.trim(),
    media_type: kind ?? 'none',
    media_url: mediaUrl,
    media_width: hasSize ? media?.width : null,
    media_height: hasSize ? media?.height : null,
  });
}
