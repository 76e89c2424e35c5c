import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type CacheItem, mapItems } from './cache-patch';

/**
 * How a cached query shows follow state, declared in its `meta.follows`:
 * - `patch`: set at once when anyone follows or unfollows, never refetched for it (lists that must
 *   not reshuffle under the user's finger: Discover, Suggested Creators, Following, the video feed);
 * - `refresh`: set at once, then refetched when the request settles (the profile header's counts).
 */
export type FollowMeta = 'patch' | 'refresh';

// The `meta.follows` tag is declared with the other query tags in ./query-meta.ts.

/** What a screen hands the app's Follow button (features do not import each other). */
export interface FollowSlotProps {
  userId: string;
  name: string;
  isFollowing: boolean;
  size?: 'sm' | 'md';
}

export type RenderFollowButton = (props: FollowSlotProps) => ReactNode;

/**
 * The one follow patch. Rows carry follow state in one of two shapes: a person (`id`,
 * `is_following`, maybe `followers_count`) or a post by them (`user_id`, `author_is_following`).
 * Setting a state, not toggling it, makes the patch idempotent, so a rollback sets the old state back.
 */
export function withFollowing(item: CacheItem, userId: string, isFollowing: boolean): CacheItem {
  if (item.id === userId && typeof item.is_following === 'boolean') {
    if (item.is_following === isFollowing) return item;
    const count = item.followers_count;
    const followers = typeof count === 'number' ? Math.max(0, count + (isFollowing ? 1 : -1)) : count;
    return { ...item, is_following: isFollowing, followers_count: followers };
  }
  if (item.user_id === userId && typeof item.author_is_following === 'boolean') {
    return item.author_is_following === isFollowing ? item : { ...item, author_is_following: isFollowing };
  }
  return item;
}

/** Sets the follow state of `userId` in every cached query that declares `meta.follows`. */
export function setFollowingInCaches(queryClient: QueryClient, userId: string, isFollowing: boolean): void {
  queryClient.setQueriesData<unknown>({ predicate: (query) => query.meta?.follows !== undefined }, (old: unknown) =>
    mapItems(old, (item) => withFollowing(item, userId, isFollowing)),
  );
}

/** After a follow settles: the queries that asked for it read the server's counts again. */
export function refreshAfterFollow(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.follows === 'refresh' });
}
