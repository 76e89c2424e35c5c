import type { DisplaySize } from '@/utils/media-url';

/**
 * A cover across the main column: the whole width on phones, the 42rem column from `lg` up. Its own
 * module so the HTML's inline script preloads a profile's cover at this very size (issue 17).
 */
export const MAIN_COLUMN: DisplaySize = { width: 672, sizes: '(min-width: 1024px) 672px, 100vw' };
