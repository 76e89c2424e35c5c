import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import { chatListQueryOptions } from './get-chat-list';
import { chatKeys } from './keys';
import type { ChatListItem } from './types';

/** How many of the user's chats have unread messages (`unread_chat_count`, one integer). */
export async function getUnreadChatCount(): Promise<number> {
  return z
    .number()
    .check(z.int(), z.nonnegative())
    .parse(unwrap(await supabase.rpc('unread_chat_count')));
}

/**
 * Seeded by the app shell's one request (lib/viewer-shell.ts) and read again only when something
 * changes it (`refreshUnreadChats`, refresh-unread-chats.ts): a badge mounting later (the Settings tab's) asks nothing.
 */
export const unreadChatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: chatKeys.unread(userId), queryFn: getUnreadChatCount, staleTime: Infinity });

const countUnread = (list: ChatListItem[]) => list.filter((chat) => chat.unread_count > 0).length;

/**
 * The number on the Chats entry. Whichever was updated last wins: the count, or the chat list when it
 * is cached (a visit to Chats read it; live messages and reads write into it at once, before the
 * count's own request comes back). Watching the list never fetches it.
 */
export function useUnreadChats(userId: string): number | undefined {
  const count = useQuery({ ...unreadChatsQueryOptions(userId), enabled: useViewerShellSettled() });
  const list = useQuery({ ...chatListQueryOptions(userId), enabled: false, select: countUnread });
  if (list.data !== undefined && list.dataUpdatedAt > count.dataUpdatedAt) return list.data;
  return count.data;
}
