import { getEnv } from '@/config/env';
import { useSignedUrl } from '@/lib/storage/signed-urls';
import { type DisplaySize, imageVariantUrl, type ResponsiveImage, resolveMediaUrl } from '@/utils/media-url';
import { type MediaAccess, type MediaItem, publicImageFor } from './media-item';

// The pure parts live in media-item.ts, which the HTML's inline script bundles too (issue 17).
export { type MediaAccess, type MediaItem, postMediaOf } from './media-item';

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

/** A public photo in display-size variants (issue 17); see `publicImageFor`. */
export function publicImageOf(media: MediaItem, display: DisplaySize): ResponsiveImage | null {
  return publicImageFor(media, display, getEnv());
}

/** A public video's poster, sized for `width` CSS pixels at 2× (a poster takes one URL, no srcset). */
export function posterOf(videoSrc: string, width: number): string {
  const poster = posterFor(videoSrc);
  return imageVariantUrl(poster, getEnv(), width * 2) ?? poster;
}
