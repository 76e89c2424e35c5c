import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';
import type { ChatListItem } from './types';

export async function markConversationRead(chatId: string): Promise<void> {
  unwrapMaybe(await supabase.rpc('mark_conversation_read', { conversation_id: chatId }));
}

/** Clears the unread badge in whatever chat list is cached, so going back shows it read at once. */
export function clearUnread(queryClient: QueryClient, chatId: string) {
  queryClient.setQueriesData<ChatListItem[]>({ queryKey: [...chatKeys.all, 'list'] }, (list) =>
    list?.map((item) => (item.id === chatId ? { ...item, unread_count: 0 } : item)),
  );
}

export const markReadMutationOptions = (queryClient: QueryClient, chatId: string) =>
  mutationOptions({
    mutationFn: () => markConversationRead(chatId),
    onSuccess: () => clearUnread(queryClient, chatId),
  });

export function useMarkRead(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation(markReadMutationOptions(queryClient, chatId));
}
