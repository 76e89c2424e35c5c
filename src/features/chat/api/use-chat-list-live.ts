import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyMessageToChatList } from './chat-list-cache';
import { refreshUnreadChats } from './get-unread-chats';
import { chatKeys } from './keys';
import { paths } from '@/config/paths';
import { openChannel } from '@/lib/realtime';
import { parseMessageRow } from './types';
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
 * paint, `ChatListLive`), not only while the Chats screen is open: a channel opened with the screen
 * missed whatever was sent while it was still joining, and opening the list from a chat is exactly
 * when the other person answers. A new message in any of the user's conversations (RLS decides which
 * reach us) updates its row in the cached list and moves it to the top; read positions changed
 * elsewhere (another tab) make the list stale. The list itself is still read again on every visit, and
 * once more when the channel joins while it is on screen. Both kinds of change also keep the
 * navigation's unread-chats badge current (get-unread-chats.ts).
 */
export function useChatListLive(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return openChannel(
      `chat-list:${userId}`,
      { config: {} },
      (channel) =>
        channel
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
            const row = parseMessageRow(payload.new);
            if (!row) return;
            // A message in the chat on screen is read there: it adds nothing to the unread count.
            const isOpen = window.location.pathname === paths.chat(row.conversation_id);
            applyMessageToChatList(queryClient, userId, row, { isOpen });
            if (row.sender_id !== userId && !isOpen) refreshUnreadChats(queryClient, userId, 'message');
          })
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'conversation_participants', filter: `user_id=eq.${userId}` },
            () => {
              void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
              refreshUnreadChats(queryClient, userId, 'read');
            },
          ),
      (status) => {
        // Nothing sent before the channel listened is delivered: a list on screen (a cold /chats, read by
        // the boot before the channel could join; or after a dropped connection) is read again once.
        if (status === 'SUBSCRIBED') void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
      },
    );
  }, [queryClient, userId]);
}
