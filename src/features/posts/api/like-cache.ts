import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type CacheItem, patchItems } from '@/lib/cache-patch';

/**
 * Sets `user_liked` to `liked` and moves `likes_count` by one. Idempotent: applying the same state
 * twice changes nothing, so a rollback is simply "set it back to what it was".
 */
export function withLiked(item: CacheItem, liked: boolean): CacheItem {
  const count = item.likes_count;
  if (typeof count !== 'number' || item.user_liked === liked) return item;
  return { ...item, user_liked: liked, likes_count: Math.max(0, count + (liked ? 1 : -1)) };
}

/** Applies the like state to every cached entry under `root` (feeds, video feed, detail, comments). */
export function setLikedInCaches(queryClient: QueryClient, root: QueryKey, id: string, liked: boolean): void {
  queryClient.setQueriesData<unknown>({ queryKey: root }, (old: unknown) =>
    patchItems(old, id, (item) => withLiked(item, liked)),
  );
}

/**
 * Spec §4 Reply: a new comment or reply raises the post's comment count everywhere it is shown; a
 * deleted one (with its replies) lowers it by `by` = -n.
 */
export function addCommentInCaches(queryClient: QueryClient, root: QueryKey, postId: string, by = 1): void {
  queryClient.setQueriesData<unknown>({ queryKey: root }, (old: unknown) =>
    patchItems(old, postId, (item) =>
      typeof item.comments_count === 'number'
        ? { ...item, comments_count: Math.max(0, item.comments_count + by) }
        : item,
    ),
  );
}
