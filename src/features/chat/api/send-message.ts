import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { mergeMessages } from '../utils/messages';
import { applyMessageToChatList } from './chat-list-cache';
import { chatKeys } from './keys';
import type { ChatMessage, MessageRow } from './types';

/** What the client sends (spec §7): the id is generated here so the realtime echo matches the bubble. */
export type OutgoingMessage = Pick<
  MessageRow,
  'id' | 'conversation_id' | 'content' | 'media_type' | 'media_url' | 'media_width' | 'media_height' | 'media_duration'
>;

export function textMessage(conversationId: string, text: string): OutgoingMessage {
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    content: text.trim(),
    media_type: 'none',
    media_url: null,
    media_width: null,
    media_height: null,
    media_duration: null,
  };
}

export async function insertMessage(message: OutgoingMessage): Promise<MessageRow> {
  const result = await supabase.from('messages').insert(message).select('*').single();
  // A retry whose first attempt did reach the database: the message is there, read it back.
  if (result.error?.code === '23505') {
    return unwrap(await supabase.from('messages').select('*').eq('id', message.id).single());
  }
  if (result.error) throw toError(result.error);
  return unwrap(result);
}

function setStatus(queryClient: QueryClient, message: OutgoingMessage, userId: string, status: 'sending' | 'failed') {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(message.conversation_id), (list = []) => {
    const existing = list.find((m) => m.id === message.id);
    if (existing?.status === 'sent') return list;
    const bubble: ChatMessage = {
      ...message,
      price_cents: null,
      tip_cents: null,
      sender_id: userId,
      created_at: existing?.created_at ?? new Date().toISOString(),
      status,
    };
    return existing ? list.map((m) => (m.id === message.id ? bubble : m)) : [...list, bubble];
  });
}

/**
 * Spec §4 "Sending text": the bubble appears at once, then the insert runs. A failed send keeps the
 * bubble marked failed with Retry instead of losing the words (the spec only logs the error).
 */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertMessage,
    // Not paused while the browser says it is offline: the user sees the failure and decides when to retry.
    networkMode: 'always',
    onMutate: (message) => setStatus(queryClient, message, userId, 'sending'),
    onError: (error, message) => {
      console.error('Message send failed', error);
      setStatus(queryClient, message, userId, 'failed');
    },
    onSuccess: (row) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(row.conversation_id), (list) =>
        mergeMessages(list, [row]),
      );
      applyMessageToChatList(queryClient, userId, row, { isOpen: true });
    },
  });
}
