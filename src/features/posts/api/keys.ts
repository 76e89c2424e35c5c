/**
 * Query keys for posts. Every cache entry that holds posts lives under `['posts']`, so a like
 * toggled anywhere updates every list and detail showing that post (see like-cache.ts).
 * Lists are keyed by viewer: `user_liked` is per viewer.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: (viewerId: string) => [...postKeys.all, 'feed', viewerId] as const,
  detail: (postId: string, viewerId: string) => [...postKeys.all, 'detail', postId, viewerId] as const,
  likeScope: (scope: string) => ['post-like', scope] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  list: (postId: string, viewerId: string) => [...commentKeys.all, postId, viewerId] as const,
  likeScope: (postId: string) => ['comment-like', postId] as const,
};
