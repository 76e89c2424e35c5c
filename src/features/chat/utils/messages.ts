import { formatEuro } from '@/utils/money';
import type { ChatMessage, MessageRow } from '../api/types';

const byTime = (a: MessageRow, b: MessageRow) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : Date.parse(a.created_at) - Date.parse(b.created_at);

/**
 * Merges server rows into the cached list: one bubble per id (a realtime echo or a catch-up fetch
 * replaces the optimistic bubble with the same client-generated id), in chronological order.
 */
export function mergeMessages(current: readonly ChatMessage[] | undefined, rows: readonly MessageRow[]): ChatMessage[] {
  const byId = new Map((current ?? []).map((m) => [m.id, m]));
  for (const row of rows) byId.set(row.id, { ...row, status: 'sent' });
  return [...byId.values()].sort(byTime);
}

/** The newest message the server has confirmed: where a catch-up after a dropped connection starts. */
export function lastConfirmed(messages: readonly ChatMessage[] | undefined): ChatMessage | undefined {
  return messages?.findLast((m) => m.status === 'sent');
}

export interface DayGroup {
  key: string;
  date: Date;
  messages: ChatMessage[];
}

/** Groups chronological messages by local calendar day, for the day separators (spec §2 Chat). */
export function groupByDay(messages: readonly ChatMessage[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.created_at);
    const key = `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, date, messages: [message] });
  }
  return groups;
}

/** What an unsent message shows in its place (issue 28), to the other participant and in the chat list. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';
/** …and to its sender. */
export const OWN_DELETED_MESSAGE_TEXT = 'You deleted this message';

/** A last message's money: a paid message's price, a tip's amount (issue 13 §5, §6). */
export interface PreviewMoney {
  priceCents?: number | null;
  tipCents?: number | null;
}

/** What the chat list shows for a last message: its text, or a label for media (spec §2 Chats). */
export function messagePreview(
  content: string | null,
  mediaType: MessageRow['media_type'] | null,
  { priceCents, tipCents }: PreviewMoney = {},
): string {
  const text = content?.trim();
  if (tipCents) return `🎁 Tip ${formatEuro(tipCents)}${text ? `: ${text}` : ''}`;
  if (priceCents) {
    return `🔒 Paid ${mediaType === 'video' ? 'video' : 'photo'} · ${formatEuro(priceCents)}${text ? `: ${text}` : ''}`;
  }
  if (text) return text;
  switch (mediaType) {
    case 'image':
      return '📷 Photo';
    case 'video':
      return '🎥 Video';
    case 'voice':
      return '🎤 Voice message';
    default:
      return '';
  }
}
