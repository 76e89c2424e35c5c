import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { applyMessageToChatList } from './chat-list-cache';
import { mergeIntoMessages, updateNewestMessages } from './messages-cache';
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

/** The browser says there is no connection: a send that fails now waits for it (issue 28, review m7). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Puts the bubble in the list (or updates it) as sending or failed; a bubble the server confirmed stays
 * as it is. Also used for a photo or voice message whose upload is under way or failed (no `media_url` yet).
 * `isQueued`: it failed because the device was offline, and goes out by itself when it is back.
 */
export function setStatus(
  queryClient: QueryClient,
  message: OutgoingMessage,
  userId: string,
  status: 'sending' | 'failed',
  isQueued = false,
) {
  updateNewestMessages(queryClient, message.conversation_id, (list) => {
    const existing = list.find((m) => m.id === message.id);
    if (existing?.status === 'sent') return list;
    const bubble: ChatMessage = {
      ...message,
      price_cents: null,
      tip_cents: null,
      sender_id: userId,
      created_at: existing?.created_at ?? new Date().toISOString(),
      status,
      isQueued: status === 'failed' && isQueued,
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
    // Not paused while the browser says it is offline: the bubble says it waits for the connection, and
    // useChatSender sends it again once the device is back online (or the user taps Retry).
    networkMode: 'always',
    onMutate: (message) => setStatus(queryClient, message, userId, 'sending'),
    onError: (error, message) => {
      console.error('Message send failed', error);
      setStatus(queryClient, message, userId, 'failed', isOffline());
    },
    onSuccess: (row) => {
      mergeIntoMessages(queryClient, row.conversation_id, [row]);
      applyMessageToChatList(queryClient, userId, row, { isOpen: true });
    },
  });
}
