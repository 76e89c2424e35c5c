import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { postKeys } from './keys';
import { cursorAfter, parsePosts, type Post, type PostCursor } from './post-schema';

/** Spec §9: 50 posts per page, newest first. */
export const FEED_PAGE_SIZE = 50;

/** One request per page: `get_feed` returns the author and the viewer's like with each post. */
export async function getFeedPage(cursor: PostCursor | null): Promise<Post[]> {
  const args = { page_size: FEED_PAGE_SIZE, ...(cursor ?? {}) };
  return parsePosts(unwrap(await supabase.rpc('get_feed', args)));
}

export const feedQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(viewerId),
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: null as PostCursor | null,
    getNextPageParam: (lastPage) => cursorAfter(lastPage, FEED_PAGE_SIZE),
    // A subscription or an unlock shows the media without a reload (issue 13 §3).
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const useFeed = (viewerId: string) => useInfiniteQuery(feedQueryOptions(viewerId));
