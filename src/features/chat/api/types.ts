import * as z from 'zod/mini';
import type { Database } from '@/types/database';

/**
 * A message row as screens use it. Of the moderation columns (issue 19) only the sender ever reads a
 * removed or held message, so the two dates are optional and the rest stays in the database.
 * `deleted_at` is set once the sender unsent it (issue 28): text and media are gone, the row stays.
 */
export type MessageRow = Omit<
  Database['public']['Tables']['messages']['Row'],
  'author_suspended' | 'hidden' | 'removed_at' | 'held_at' | 'deleted_at'
> & { removed_at?: string | null; held_at?: string | null; deleted_at?: string | null };
export type MediaType = MessageRow['media_type'];
type ChatListRow = Database['public']['Views']['chat_list']['Row'];

/** Where a message is on its way: shown at once while `sending`, kept with Retry when `failed`. */
export type DeliveryStatus = 'sent' | 'sending' | 'failed';

export interface ChatMessage extends MessageRow {
  status: DeliveryStatus;
  /** Failed because the device was offline: sent again by itself once it is back (issue 28). */
  isQueued?: boolean;
}

/** A chat_list row with the columns the view always fills made non-null (the view's types are all nullable). */
export interface ChatListItem extends Omit<ChatListRow, 'id' | 'updated_at' | 'other_user_id' | 'unread_count'> {
  id: string;
  updated_at: string;
  other_user_id: string;
  unread_count: number;
}

export function toChatListItem(row: ChatListRow): ChatListItem | null {
  if (!row.id || !row.updated_at || !row.other_user_id) return null;
  return {
    ...row,
    id: row.id,
    updated_at: row.updated_at,
    other_user_id: row.other_user_id,
    unread_count: row.unread_count ?? 0,
  };
}

const mediaTypes = ['none', 'image', 'video', 'voice'] as const satisfies readonly MediaType[];
const positive = z.nullable(z.number().check(z.int(), z.positive()));

/**
 * A messages row as realtime delivers it (untrusted input: parsed, never cast). numeric columns
 * may arrive as strings, so media_duration is coerced.
 */
export const messageRowSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_id: z.uuid(),
  content: z.nullable(z.string()),
  media_type: z.enum(mediaTypes),
  media_url: z.nullable(z.string()),
  media_width: positive,
  media_height: positive,
  media_duration: z.nullable(z.coerce.number().check(z.nonnegative())),
  // Paid messages (price, media in locked-media) and tip bubbles (issue 13).
  price_cents: positive,
  tip_cents: positive,
  created_at: z.string().check(z.minLength(1)),
  removed_at: z.optional(z.nullable(z.string())),
  held_at: z.optional(z.nullable(z.string())),
  deleted_at: z.optional(z.nullable(z.string())),
});

export function parseMessageRow(value: unknown): MessageRow | null {
  const result = messageRowSchema.safeParse(value);
  return result.success ? result.data : null;
}
