/**
 * Under the shared `['posts']` root on purpose: a like pressed on a video updates this cache
 * together with the Home feed and the post detail (the posts feature updates every entry there).
 */
export const videoKeys = {
  all: ['posts', 'videos'] as const,
  feed: (viewerId: string) => [...videoKeys.all, viewerId] as const,
};
