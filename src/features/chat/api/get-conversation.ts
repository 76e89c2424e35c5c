import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';
import { toChatListItem, type ChatListItem } from './types';

/**
 * Chat header: the conversation as the chat list shows it. RLS hides other people's conversations,
 * so a foreign id reads exactly like a missing one: null → "Conversation not found".
 */
export async function getConversation(chatId: string): Promise<ChatListItem | null> {
  const row = unwrapMaybe(await supabase.from('chat_list').select('*').eq('id', chatId).maybeSingle());
  return row ? toChatListItem(row) : null;
}

export const conversationQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.conversation(chatId), queryFn: () => getConversation(chatId) });

export const useConversation = (chatId: string) =>
  useQuery({ ...conversationQueryOptions(chatId), enabled: Boolean(chatId) });
