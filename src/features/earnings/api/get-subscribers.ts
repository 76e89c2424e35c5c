import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { earningsKeys } from './keys';

export type Subscriber = Database['public']['Functions']['get_subscribers']['Returns'][number];

export const SUBSCRIBERS_PAGE = 20;

interface Cursor {
  startedAt: string;
  id: string;
}

/** One page of the creator's current subscribers, longest-standing last (keyset on started_at, id). */
export async function getSubscribers(cursor: Cursor | null): Promise<Subscriber[]> {
  return unwrap(
    await supabase.rpc('get_subscribers', {
      page_size: SUBSCRIBERS_PAGE,
      ...(cursor ? { before_started_at: cursor.startedAt, before_id: cursor.id } : {}),
    }),
  );
}

export const subscribersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: earningsKeys.subscribers(userId),
    queryFn: ({ pageParam }) => getSubscribers(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last): Cursor | null => {
      const tail = last.at(-1);
      return last.length < SUBSCRIBERS_PAGE || !tail ? null : { startedAt: tail.started_at, id: tail.subscription_id };
    },
  });

export const useSubscribers = (userId: string) => useInfiniteQuery(subscribersQueryOptions(userId));
