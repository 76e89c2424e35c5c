import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { mergeMessages } from '../utils/messages';
import { chatKeys } from './keys';
import type { ChatMessage, MessageRow } from './types';

/** How much history the chat opens with (newest first on the wire, shown oldest first). */
export const MESSAGE_PAGE = 200;

export async function getMessages(chatId: string): Promise<ChatMessage[]> {
  const rows = unwrap(
    await supabase
      .from('messages')
      .select('*')
      .eq('conversation_id', chatId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(MESSAGE_PAGE),
  );
  return mergeMessages([], rows);
}

/** Catch-up after a dropped connection: everything from the last confirmed message on (merged by id). */
export async function getMessagesSince(chatId: string, since: string): Promise<MessageRow[]> {
  return unwrap(
    await supabase
      .from('messages')
      .select('*')
      .eq('conversation_id', chatId)
      .gte('created_at', since)
      .order('created_at')
      .order('id')
      .limit(MESSAGE_PAGE),
  );
}

export const messagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: () => getMessages(chatId),
    // Realtime and the catch-up keep the cache current; a refetch would drop failed bubbles.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMessages = (chatId: string) => useQuery(messagesQueryOptions(chatId));
