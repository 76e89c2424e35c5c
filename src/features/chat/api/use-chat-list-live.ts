import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyMessageToChatList } from './chat-list-cache';
import { chatKeys } from './keys';
import { ONLINE_TOPIC, openChannel, presenceOptions, trackOnSubscribe, trackPresence } from './realtime';
import { parseMessageRow } from './types';

/**
 * The chat list's live updates: a new message in any of the user's conversations (RLS decides
 * which reach us) updates its row and moves it to the top; read positions changed elsewhere (another
 * tab) refetch; presence says who is online. Both channels are removed on unmount.
 */
export function useChatListLive(userId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    let hasJoined = false;
    const closeChanges = openChannel(
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
    const closePresence = openChannel(
      ONLINE_TOPIC,
      presenceOptions(userId),
      (ch) => trackPresence(ch, setOnline),
      trackOnSubscribe,
    );
    return () => {
      closeChanges();
      closePresence();
    };
  }, [queryClient, userId]);

  return online;
}
