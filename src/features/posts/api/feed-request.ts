import type { KeysetCursor } from '@/lib/schemas/keyset';

/** Spec §9: 50 posts per page, newest first. */
export const FEED_PAGE_SIZE = 50;

/**
 * One request per page: `get_feed` returns the author and the viewer's like with each post. As data
 * (lib/data-request.ts): the HTML's inline script sends the first page before the app has run.
 */
export const feedPageRequest = (cursor: KeysetCursor | null) =>
  ({ rpc: 'get_feed', args: { page_size: FEED_PAGE_SIZE, ...(cursor ?? {}) } }) as const;
