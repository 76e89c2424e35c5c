import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatListRequest } from './chat-list-request';
import { chatKeys } from './keys';
import { toChatListItem, type ChatListItem } from './types';

export async function getChatList(): Promise<ChatListItem[]> {
  const { relation, select, order } = chatListRequest;
  let query = supabase.from(relation).select(select);
  for (const [column, ascending] of order) query = query.order(column, { ascending });
  const rows = unwrap(await query);
  return rows.flatMap((row) => toChatListItem(row) ?? []);
}

export const chatListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: getChatList,
    // Live updates keep it fresh while mounted; coming back from a chat always re-reads unread counts.
    staleTime: 0,
  });

export const useChatList = (userId: string) => useQuery(chatListQueryOptions(userId));
