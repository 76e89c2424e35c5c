import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';
import { toChatListItem, type ChatListItem } from './types';

/** Chats screen: one request, the chat_list view newest first (spec §4 "Chat list ordering"). */
export async function getChatList(): Promise<ChatListItem[]> {
  const rows = unwrap(
    await supabase
      .from('chat_list')
      .select('*')
      .order('updated_at', { ascending: false })
      .order('id', { ascending: false }),
  );
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
