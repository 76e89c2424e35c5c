import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Item = { id: string } & Record<string, unknown>;

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';
}

function patchList(list: unknown[], id: string, update: (item: Item) => Item): unknown[] {
  let changed = false;
  const next = list.map((entry) => {
    const patched = patchItems(entry, id, update);
    if (patched !== entry) changed = true;
    return patched;
  });
  return changed ? next : list;
}

/**
 * Applies `update` to the item with `id` in whatever shape a cache entry has (one item, a list,
 * infinite pages), returning the same reference when nothing changed.
 */
export function patchItems(data: unknown, id: string, update: (item: Item) => Item): unknown {
  if (Array.isArray(data)) return patchList(data, id, update);
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)) {
    const pages = patchList(data.pages, id, update);
    return pages === data.pages ? data : { ...data, pages };
  }
  return isItem(data) && data.id === id ? update(data) : data;
}

/**
 * Sets `user_liked` to `liked` and moves `likes_count` by one. Idempotent: applying the same state
 * twice changes nothing, so a rollback is simply "set it back to what it was".
 */
export function withLiked(item: Item, liked: boolean): Item {
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

/** Spec §4 Reply: a new comment or reply raises the post's comment count everywhere it is shown. */
export function addCommentInCaches(queryClient: QueryClient, root: QueryKey, postId: string): void {
  queryClient.setQueriesData<unknown>({ queryKey: root }, (old: unknown) =>
    patchItems(old, postId, (item) =>
      typeof item.comments_count === 'number' ? { ...item, comments_count: item.comments_count + 1 } : item,
    ),
  );
}
