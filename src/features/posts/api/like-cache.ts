import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Likeable {
  id: string;
  likes_count: number;
  user_liked: boolean;
}

function isLikeable(value: unknown): value is Likeable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'likes_count' in value &&
    typeof value.likes_count === 'number' &&
    'user_liked' in value &&
    typeof value.user_liked === 'boolean'
  );
}

function patchList(list: unknown[], id: string, liked: boolean): unknown[] {
  let changed = false;
  const next = list.map((item) => {
    const patched = patchLikeable(item, id, liked);
    if (patched !== item) changed = true;
    return patched;
  });
  return changed ? next : list;
}

/**
 * Sets `user_liked` of item `id` to `liked` and moves its count by one, in whatever shape a
 * cache entry has (one item, a list, infinite pages). Idempotent: applying the same state twice
 * changes nothing, so the rollback is simply "set it back to what it was".
 */
export function patchLikeable(data: unknown, id: string, liked: boolean): unknown {
  if (Array.isArray(data)) return patchList(data, id, liked);
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)) {
    const pages = patchList(data.pages, id, liked);
    return pages === data.pages ? data : { ...data, pages };
  }
  if (isLikeable(data) && data.id === id && data.user_liked !== liked) {
    return { ...data, user_liked: liked, likes_count: Math.max(0, data.likes_count + (liked ? 1 : -1)) };
  }
  return data;
}

/** Applies the like state to every cached entry under `root` (feeds, video feed, detail). */
export function setLikedInCaches(queryClient: QueryClient, root: QueryKey, id: string, liked: boolean): void {
  queryClient.setQueriesData<unknown>({ queryKey: root }, (old: unknown) => patchLikeable(old, id, liked));
}
