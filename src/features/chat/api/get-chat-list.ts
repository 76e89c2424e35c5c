import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { readAfterJoin } from './chat-list-channel';
import { chatListRequest } from './chat-list-request';
import { chatKeys } from './keys';
import { toChatListItem, type ChatListItem } from './types';

export async function getChatList(): Promise<ChatListItem[]> {
  const { relation, select, order } = chatListRequest;
  let query = supabase.from(relation).select(select);
  for (const [column, ascending] of order) query = query.order(column, { ascending });
  const rows = unwrap(await query);
  return rows.flatMap((row) => toChatListItem(row) ?? []);
}

/** When the list boot fetched for a cold /chats was stored, until the first screen showing it goes. */
let fetchedForFirstScreen: number | undefined;

export const chatListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    // Once its live channel has joined: then nothing sent after the read is missed (chat-list-channel.ts).
    queryFn: ({ client }) => readAfterJoin(client, userId, getChatList),
    // Live updates keep it fresh while mounted; coming back from a chat always re-reads unread counts.
    staleTime: 0,
    // Except on a cold /chats: the list boot fetched a moment ago is drawn as it is, once.
    refetchOnMount: (query) => query.state.dataUpdatedAt !== fetchedForFirstScreen,
  });

/**
 * A cold /chats (boot.ts): the list fetched before the first render, so the first paint shows it
 * rather than its skeleton, and not fetched again when the screen mounts.
 */
export async function prefetchChatListForFirstScreen(queryClient: QueryClient, userId: string): Promise<void> {
  const options = chatListQueryOptions(userId);
  await queryClient.prefetchQuery(options);
  fetchedForFirstScreen = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt;
}

/** Lists on screen now (the list is in one place at a time, or two for a moment during a navigation). */
let mountedLists = 0;

export function useChatList(userId: string) {
  // Once the first screen that drew boot's list goes, the next mount reads the list again. Checked
  // after the commit: StrictMode's simulated unmount and remount (under `npm run dev`) is not a going.
  useEffect(() => {
    mountedLists += 1;
    return () => {
      mountedLists -= 1;
      queueMicrotask(() => {
        if (mountedLists === 0) fetchedForFirstScreen = undefined;
      });
    };
  }, []);
  return useQuery(chatListQueryOptions(userId));
}
