import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { blockKeys } from '@/lib/blocks';
import { openChannel } from '@/lib/realtime';
import { lastConfirmed } from '../utils/messages';
import { applyMessageChangeToChatList, applyMessageToChatList } from './chat-list-cache';
import { getMessagesSince } from './get-messages';
import { chatKeys } from './keys';
import { clearUnread, markConversationRead } from './mark-read';
import { mergeIntoMessages, readMessages } from './messages-cache';
import { chatOptions, chatStateTopic, chatTopic } from './realtime';
import { parseMessageRow, type MessageRow } from './types';
import { useOnlineUsers, useWatchOnline } from './use-online-presence';

/** A typing event says "still typing" at most this often; the indicator outlives it by a margin. */
export const TYPING_THROTTLE_MS = 2000;
export const TYPING_VISIBLE_MS = 3500;

const typingPayload = z.object({ user_id: z.uuid() });

/**
 * A conversation's live side, on its private channel: new messages (postgres_changes filtered to
 * this conversation) go into the cache and mark the chat read, changed ones (unsent) replace their bubble; the other's typing arrives as
 * broadcast (only the two participants may send or receive it); the online dot watches the
 * other's online topic. On every join (after a dropped connection too) the missed messages are fetched and merged.
 * A block or unblock between the two (by either, from any tab) arrives on the conversation's
 * chat-state topic: every shown query reads again, as after one's own block, and the chat channel
 * joins afresh (while blocked the database refuses it; unblocked it opens again at once).
 */
export function useConversationLive(chatId: string, userId: string, otherUserId: string) {
  const queryClient = useQueryClient();
  useWatchOnline([otherUserId]);
  const isOtherOnline = useOnlineUsers().has(otherUserId);
  const [typingUntil, setTypingUntil] = useState(0);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const lastTypingSent = useRef(0);
  // Bumped by a block change: the chat channel below is opened again.
  const [blockChanges, setBlockChanges] = useState(0);

  useEffect(() => {
    let joinedBefore = false;
    return openChannel(
      chatStateTopic(chatId),
      chatOptions(),
      (channel) => {
        channel.on('broadcast', { event: 'block_changed' }, () => {
          void queryClient.invalidateQueries();
          setBlockChanges((n) => n + 1);
        });
      },
      (status) => {
        if (status !== 'SUBSCRIBED') return;
        // Back after a dropped connection: a change may have been missed meanwhile.
        if (joinedBefore) void queryClient.invalidateQueries({ queryKey: blockKeys.chat(otherUserId) });
        joinedBefore = true;
      },
    );
  }, [chatId, otherUserId, queryClient]);

  useEffect(() => {
    const receive = (rows: MessageRow[]) => {
      const current = readMessages(queryClient, chatId);
      const fresh = rows.filter((row) => !current?.some((m) => m.id === row.id && m.status === 'sent'));
      if (!fresh.length) return;
      mergeIntoMessages(queryClient, chatId, fresh);
      for (const row of fresh) applyMessageToChatList(queryClient, userId, row, { isOpen: true });
      if (fresh.some((row) => row.media_type === 'image' || row.media_type === 'video')) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.media(chatId) });
      }
      if (fresh.some((row) => row.sender_id !== userId)) {
        setTypingUntil(0);
        // The chat is open, so what just arrived is read.
        markConversationRead(chatId).then(
          () => clearUnread(queryClient, chatId),
          (error: unknown) => console.error('Marking the chat read failed', error),
        );
      }
    };
    // A message changed after it was sent (unsent by its sender, issue 28): a bubble on screen follows.
    const change = (row: MessageRow) => {
      if (!readMessages(queryClient, chatId)?.some((m) => m.id === row.id)) return;
      mergeIntoMessages(queryClient, chatId, [row]);
      applyMessageChangeToChatList(queryClient, userId, row);
      if (row.deleted_at) void queryClient.invalidateQueries({ queryKey: chatKeys.media(chatId) });
    };
    const catchUp = async () => {
      // Merging (not refetching) keeps bubbles still sending or failed.
      const last = lastConfirmed(readMessages(queryClient, chatId));
      try {
        receive(await getMessagesSince(chatId, last ?? null));
      } catch (error) {
        console.error('Catching up on missed messages failed', error);
      }
    };

    const closeChat = openChannel(
      chatTopic(chatId),
      chatOptions(),
      (channel) => {
        channelRef.current = channel;
        channel
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${chatId}` },
            (payload) => {
              const row = parseMessageRow(payload.new);
              if (row?.conversation_id === chatId) receive([row]);
            },
          )
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'messages', filter: `conversation_id=eq.${chatId}` },
            (payload) => {
              const row = parseMessageRow(payload.new);
              if (row?.conversation_id === chatId) change(row);
            },
          )
          .on('broadcast', { event: 'typing' }, ({ payload }) => {
            const parsed = typingPayload.safeParse(payload);
            if (parsed.success && parsed.data.user_id !== userId) setTypingUntil(Date.now() + TYPING_VISIBLE_MS);
          });
      },
      (status) => {
        // Every join catches up, the first too: a message sent after the conversation was read and
        // before the channel joined (realtime's code loads on the first channel) would otherwise wait
        // for a reconnect. Before the first read has answered there is nothing to catch up from.
        if (status === 'SUBSCRIBED' && readMessages(queryClient, chatId)) void catchUp();
      },
    );
    return () => {
      channelRef.current = null;
      closeChat();
    };
  }, [chatId, queryClient, userId, blockChanges]);

  // The indicator switches itself off when no new typing event extends it.
  useEffect(() => {
    if (!typingUntil) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    void channelRef.current?.send({ type: 'broadcast', event: 'typing', payload: { user_id: userId } });
  }, [userId]);

  return { isOtherOnline, isOtherTyping: typingUntil > 0, notifyTyping };
}
