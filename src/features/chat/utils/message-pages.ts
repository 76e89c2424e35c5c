import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessageRow } from '../api/types';
import { mergeMessages } from './messages';

/** Messages per page (issue 17): a phone screen holds 10–20, so one page fills it several times over. */
export const MESSAGE_PAGE_SIZE = 50;

/** Where an older page starts: just before this message in (created_at, id) order. */
export interface MessageCursor {
  created_at: string;
  id: string;
}

/** One page, chronological; `older` is the cursor for the page before it, null at the start of history. */
export interface MessagePage {
  messages: ChatMessage[];
  older: MessageCursor | null;
}

/** The conversation's cache: pages newest first (pages[0] is the newest page, where new messages go). */
export type MessagePages = InfiniteData<MessagePage, MessageCursor | null>;

/**
 * A page from rows fetched newest first with one row more than the page size: that extra row only
 * says an older page exists (so the end of history is known without an empty request).
 */
export function toPage(rowsNewestFirst: readonly MessageRow[], pageSize: number = MESSAGE_PAGE_SIZE): MessagePage {
  const kept = rowsNewestFirst.slice(0, pageSize);
  const oldest = kept.at(-1);
  return {
    messages: mergeMessages([], kept),
    older: rowsNewestFirst.length > pageSize && oldest ? { created_at: oldest.created_at, id: oldest.id } : null,
  };
}

/**
 * PostgREST filters for "older than the cursor" in (created_at, id) order. `created_at <= t` lets the
 * (conversation_id, created_at, id) index bound the scan; the `or` then drops the cursor's own instant
 * from the id on. Values are quoted: timestamps hold `.`, `:` and `+`.
 */
export function olderThan(cursor: MessageCursor) {
  const at = `"${cursor.created_at}"`;
  return { lte: cursor.created_at, or: `created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})` };
}

/**
 * The mirror of olderThan: "newer than the cursor" in (created_at, id) order, for the catch-up. Rows
 * of one insert share an instant, so a plain `created_at >= t` would also bring back the cursor's
 * older neighbours of that instant, which the pages above it may not hold.
 */
export function newerThan(cursor: MessageCursor) {
  const at = `"${cursor.created_at}"`;
  return { gte: cursor.created_at, or: `created_at.gt.${at},and(created_at.eq.${at},id.gt.${cursor.id})` };
}

/** Every cached message in chronological order (oldest page first), one bubble per id. */
export function flattenPages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const result: ChatMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) {
    for (const message of data.pages[i]?.messages ?? []) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      result.push(message);
    }
  }
  return result;
}

/**
 * Applies `update` to the newest page, where sends and realtime arrivals go. Without cached pages it
 * writes nothing: the first page is still loading (it will hold the row) or failed (the error stays).
 */
export function updateNewestPage(
  data: MessagePages | undefined,
  update: (messages: ChatMessage[]) => ChatMessage[],
): MessagePages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  const messages = update(newest.messages);
  return messages === newest.messages ? data : { ...data, pages: [{ ...newest, messages }, ...older] };
}

/**
 * Merges server rows (a realtime echo, a catch-up, a send's answer): a row already on an older page is
 * replaced there; the rest join the newest page in chronological order (see mergeMessages).
 */
export function mergeIntoPages(data: MessagePages | undefined, rows: readonly MessageRow[]): MessagePages | undefined {
  if (!data?.pages.length || !rows.length) return data;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pages = data.pages.map((page, index) => {
    if (index === 0) return page;
    if (!page.messages.some((m) => byId.has(m.id))) return page;
    return {
      ...page,
      messages: page.messages.map((m) => {
        const row = byId.get(m.id);
        if (!row) return m;
        byId.delete(m.id);
        return { ...row, status: 'sent' as const };
      }),
    };
  });
  const [newest, ...older] = pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: mergeMessages(newest.messages, [...byId.values()]) }, ...older] };
}
