import type { ChatMessage, MessageRow } from '@/features/chat/api/types';

/** A text message row as the database returns it. */
export function messageRow(id: string, created_at: string): MessageRow {
  return {
    id,
    created_at,
    conversation_id: 'c',
    sender_id: 's',
    content: id,
    media_type: 'none',
    media_url: null,
    media_width: null,
    media_height: null,
    media_duration: null,
    price_cents: null,
    tip_cents: null,
  };
}

/** The same message as the chat holds it once sent. */
export const sentMessage = (id: string, created_at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  ...messageRow(id, created_at),
  status: 'sent',
  ...extra,
});
