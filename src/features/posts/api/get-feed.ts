import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { cursorAfter, type KeysetCursor } from '@/lib/schemas/keyset';
import { parsePostCards, type PostCardRow } from '@/lib/schemas/post-card';
import { supabase } from '@/lib/supabase';
import { FEED_PAGE_SIZE, feedPageRequest } from './feed-request';
import { postKeys } from './keys';

export async function getFeedPage(cursor: KeysetCursor | null): Promise<PostCardRow[]> {
  const { rpc, args } = feedPageRequest(cursor);
  return parsePostCards(unwrap(await supabase.rpc(rpc, args)));
}

export const feedQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(viewerId),
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: null as KeysetCursor | null,
    getNextPageParam: (lastPage) => cursorAfter(lastPage, FEED_PAGE_SIZE),
    // A subscription or an unlock shows the media without a reload (issue 13 §3).
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const useFeed = (viewerId: string) => useInfiniteQuery(feedQueryOptions(viewerId));
