import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { applyMessageChangeToChatList } from './chat-list-cache';
import { mergeIntoMessages } from './messages-cache';
import type { ChatMessage, MessageRow } from './types';

export const DELETE_MESSAGE_FAILED = 'The message could not be deleted. Please try again.';

/**
 * Unsends one's own message (delete_message, issue 28): the database empties it and both sides see
 * "Message deleted". Then its file goes from storage; a file left behind (the request failed) is no
 * longer named by any message, so nobody is shown it.
 */
export async function deleteMessage(message: Pick<ChatMessage, 'id' | 'media_url'>): Promise<MessageRow> {
  const row = unwrap(await supabase.rpc('delete_message', { message_id: message.id }), DELETE_MESSAGE_FAILED);
  if (message.media_url) {
    const { error } = await (await supabase.storage()).from('chat-media').remove([message.media_url]);
    if (error) console.warn('The deleted message’s file stayed in storage', error);
  }
  return row;
}

/** The bubble turns into "You deleted this message" once the database has emptied it. */
export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (row) => {
      mergeIntoMessages(queryClient, row.conversation_id, [row]);
      applyMessageChangeToChatList(queryClient, userId, row);
    },
  });
}
