import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdChatListChannel } from './chat-list-channel';
import type { ChatListItem } from './types';
import { useOnlineUsers, useWatchOnline } from './use-online-presence';

/**
 * Online dots and the Online chip cover the partners of this many most recent conversations:
 * each is a channel join (see MAX_WATCHED), and the top of the list is what a user sees first.
 */
export const CHAT_LIST_WATCHED = 20;

/** The chat list's online dots and Online chip: the partners of its most recent conversations. */
export function useChatListOnline(chats: readonly ChatListItem[] | undefined): ReadonlySet<string> {
  useWatchOnline((chats ?? []).slice(0, CHAT_LIST_WATCHED).map((chat) => chat.other_user_id));
  return useOnlineUsers();
}

/**
 * The chat list's live updates, for the whole signed-in session (the shell mounts it after its first
 * paint, `ChatListLive`), not only while the Chats screen is open: opening the list from a chat is
 * exactly when the other person answers, and a list read after its channel joined needs no catch-up
 * (chat-list-channel.ts). A new message in any of the user's conversations (RLS decides which reach
 * us) updates its row in the cached list and moves it to the top; read positions changed elsewhere
 * (another tab) make the list stale.
 */
export function useChatListLive(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => holdChatListChannel(queryClient, userId), [queryClient, userId]);
}
