import { postMediaOf, publicImageFor } from '@/components/media/media-item';
import { MEDIA_DISPLAY } from '@/components/media/media-display';
import { MAIN_COLUMN } from '@/components/ui/cover-display';
import { priorityIndex } from '@/features/posts/utils/priority-post';
import { type ImageSettings, type ResponsiveImage, responsiveImage } from '@/utils/media-url';
import type { DataRequest } from '@/lib/data-request';

/*
 * The first screen's largest image, read from the inline script's own answer (issue 17), so it is
 * requested as soon as the data is in instead of once React has drawn it. Built by the functions the
 * screens draw it with (post-media, cover-image), so the preload is the very request the <img> makes;
 * a wrong guess costs only its bytes. Answers are checked field by field: nothing here trusts them.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isNullableNumber = (value: unknown) => value === null || typeof value === 'number';

/** Home: the priority post's photo when it is public (locked media needs a signed URL: skipped). */
function feedImage(rows: unknown, settings: ImageSettings): ResponsiveImage | null {
  if (!Array.isArray(rows) || !rows.every((row) => isRecord(row) && typeof row.media_type === 'string')) return null;
  const row: unknown = rows[priorityIndex(rows as { media_type: string }[])];
  if (
    !isRecord(row) ||
    row.media_type !== 'image' ||
    !isNullableString(row.media_url) ||
    !isNullableNumber(row.media_width) ||
    !isNullableNumber(row.media_height) ||
    typeof row.is_locked !== 'boolean' ||
    !isNullableString(row.locked_media_path)
  )
    return null;
  const media = postMediaOf({
    media_type: row.media_type,
    media_url: row.media_url,
    media_width: row.media_width,
    media_height: row.media_height,
    is_locked: row.is_locked,
    locked_media_path: row.locked_media_path,
  });
  return media ? publicImageFor(media, MEDIA_DISPLAY.post, settings) : null;
}

/** A profile: its cover across the main column (the profile header's CoverImage). */
function coverImage(screen: unknown, settings: ImageSettings): ResponsiveImage | null {
  const profile = isRecord(screen) ? screen.profile : null;
  if (!isRecord(profile) || typeof profile.cover_url !== 'string') return null;
  return responsiveImage(profile.cover_url, settings, MAIN_COLUMN);
}

/** The image the screen that sent `request` paints largest, from its answer; null when there is none to guess. */
export function lcpImageOf(request: DataRequest, answer: unknown, settings: ImageSettings): ResponsiveImage | null {
  if (!('rpc' in request)) return null;
  if (request.rpc === 'get_feed') return feedImage(answer, settings);
  if (request.rpc === 'profile_screen') return coverImage(answer, settings);
  return null;
}

/** `<link rel="preload" as="image">` for `image`, first in line: what the <img> will ask for, asked now. */
export function preloadImage(document: Document, image: ResponsiveImage): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image.src);
  if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
