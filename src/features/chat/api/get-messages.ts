import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import {
  flattenPages,
  MESSAGE_PAGE_SIZE,
  type MessageCursor,
  newerThan,
  type MessagePage,
  type MessagePages,
  olderThan,
  toPage,
} from '../utils/message-pages';
import { chatKeys } from './keys';
import type { ChatMessage, MessageRow } from './types';

/** How many missed messages a catch-up after a join reads at most. */
const CATCH_UP_LIMIT = 200;

/**
 * One page of a conversation (issue 17): the newest without a cursor, else the page just older than
 * it, keyset on (created_at, id) newest first, one row more than the page to learn whether more exist.
 */
export async function getMessagePage(chatId: string, cursor: MessageCursor | null): Promise<MessagePage> {
  let query = supabase.from('messages').select('*').eq('conversation_id', chatId);
  if (cursor) {
    const filter = olderThan(cursor);
    query = query.lte('created_at', filter.lte).or(filter.or);
  }
  const rows = unwrap(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(MESSAGE_PAGE_SIZE + 1),
  );
  return toPage(rows);
}

/** Catch-up after a join: the messages after the last confirmed one, oldest first (merged by id). */
export async function getMessagesSince(chatId: string, after: MessageCursor | null): Promise<MessageRow[]> {
  let query = supabase.from('messages').select('*').eq('conversation_id', chatId);
  if (after) {
    const filter = newerThan(after);
    query = query.gte('created_at', filter.gte).or(filter.or);
  }
  return unwrap(await query.order('created_at').order('id').limit(CATCH_UP_LIMIT));
}

export const messagesQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => getMessagePage(chatId, pageParam),
    initialPageParam: null as MessageCursor | null,
    getNextPageParam: (last: MessagePage) => last.older,
    // Realtime and the catch-up keep the cache current; a refetch would drop failed bubbles.
    staleTime: Number.POSITIVE_INFINITY,
  });

const chronological = (data: MessagePages): ChatMessage[] => flattenPages(data);

/** The conversation, oldest loaded message first; `fetchNextPage` loads the page before it. */
export const useMessages = (chatId: string) =>
  useInfiniteQuery({ ...messagesQueryOptions(chatId), select: chronological });
