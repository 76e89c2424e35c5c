import type { MediaLayout } from './media-box';

/**
 * How wide each layout shows media, in CSS pixels, for display-size variants: a post spans the main
 * column less its padding (42rem from `lg`), grid cells are a half or a third of it, chat media at most 17rem.
 * A module without React, so the HTML's inline script preloads a post's photo at this size (issue 17).
 */
export const MEDIA_DISPLAY: Record<MediaLayout, { width: number; sizes: string }> = {
  post: { width: 640, sizes: '(min-width: 1024px) 640px, calc(100vw - 2rem)' },
  thumb: { width: 341, sizes: '(min-width: 1024px) 224px, (min-width: 640px) 33vw, 50vw' },
  bubble: { width: 272, sizes: '272px' },
};
