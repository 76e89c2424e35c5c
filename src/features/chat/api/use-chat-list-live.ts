import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyMessageToChatList } from './chat-list-cache';
import { chatKeys } from './keys';
import { openChannel } from '@/lib/realtime';
import { parseMessageRow } from './types';
import type { ChatListItem } from './types';
import { useOnlineUsers, useWatchOnline } from './use-online-presence';

/**
 * Online dots and the Online chip cover the partners of this many most recent conversations:
 * each is a channel join (see MAX_WATCHED), and the top of the list is what a user sees first.
 */
export const CHAT_LIST_WATCHED = 20;

/**
 * The chat list's live updates: a new message in any of the user's conversations (RLS decides
 * which reach us) updates its row and moves it to the top; read positions changed elsewhere (another
 * tab) refetch; the channel is removed on unmount. Who is online: the partners of the most recent
 * conversations are watched through the session's online watcher.
 */
export function useChatListLive(userId: string, chats: readonly ChatListItem[] | undefined): ReadonlySet<string> {
  const queryClient = useQueryClient();
  useWatchOnline((chats ?? []).slice(0, CHAT_LIST_WATCHED).map((chat) => chat.other_user_id));
  const online = useOnlineUsers();

  useEffect(() => {
    let hasJoined = false;
    return openChannel(
      `chat-list:${userId}`,
      { config: {} },
      (channel) =>
        channel
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
            const row = parseMessageRow(payload.new);
            if (row) applyMessageToChatList(queryClient, userId, row, { isOpen: false });
          })
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'conversation_participants', filter: `user_id=eq.${userId}` },
            () => void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) }),
          ),
      (status) => {
        if (status !== 'SUBSCRIBED') return;
        // After a dropped connection, whatever changed meanwhile is read again.
        if (hasJoined) void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
        hasJoined = true;
      },
    );
  }, [queryClient, userId]);

  return online;
}
