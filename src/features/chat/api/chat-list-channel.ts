import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { openChannel } from '@/lib/realtime';
import { applyMessageChangeToChatList, applyMessageToChatList } from './chat-list-cache';
import { refreshUnreadChats } from './refresh-unread-chats';
import { chatKeys } from './keys';
import { parseMessageRow } from './types';

/**
 * The chat list's live channel: one per signed-in session (docs/decisions.md, Chat realtime). Realtime
 * delivers nothing sent before a channel listens, so the list is read once the channel has joined
 * (issue 28: subscribe first, read once): whatever is sent after that read started arrives live, and
 * whatever was sent before is in the read. A read that started before the channel (re)joined — realtime
 * could not join in time, or the connection dropped — is read again once it has joined.
 */

/** How long a read of the list waits for the channel to join before it reads anyway. */
export const JOIN_WAIT_MS = 3000;

/** A closed holder's channel stays this long for the next one (StrictMode's double effect, a quick remount). */
const RELEASE_DELAY_MS = 1000;

interface LiveChannel {
  userId: string;
  holders: number;
  close: () => void;
  releaseTimer?: ReturnType<typeof setTimeout>;
  /** Settled at the channel's first join; replaced when it leaves the joined state. */
  joined: Promise<void>;
  markJoined: () => void;
  isJoined: boolean;
}

let live: LiveChannel | null = null;
/** When the list's latest read started (Date.now()), for the catch-up rule above. */
let lastReadStartedAt: number | undefined;

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function open(queryClient: QueryClient, userId: string): LiveChannel {
  const first = deferred();
  const channel: LiveChannel = {
    userId,
    holders: 0,
    close: () => undefined,
    joined: first.promise,
    markJoined: first.resolve,
    isJoined: false,
  };
  const listKey = chatKeys.list(userId);
  channel.close = openChannel(
    `chat-list:${userId}`,
    { config: {} },
    (ch) =>
      ch
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
          const row = parseMessageRow(payload.new);
          if (!row) return;
          // A message in the chat on screen is read there: it adds nothing to the unread count.
          const isOpen = window.location.pathname === paths.chat(row.conversation_id);
          applyMessageToChatList(queryClient, userId, row, { isOpen });
          // The navigation's unread-chats badge (get-unread-chats.ts) counts from a cached list, which the
          // line above has just updated; only without one is the count read again (no extra request on Chats).
          const isListCached = queryClient.getQueryData(listKey) !== undefined;
          if (row.sender_id !== userId && !isOpen && !isListCached) refreshUnreadChats(queryClient, userId, 'message');
        })
        // An unsent last message changes its conversation's preview (issue 28).
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, (payload) => {
          const row = parseMessageRow(payload.new);
          if (row) applyMessageChangeToChatList(queryClient, userId, row);
        })
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'conversation_participants', filter: `user_id=eq.${userId}` },
          () => {
            void queryClient.invalidateQueries({ queryKey: listKey });
            refreshUnreadChats(queryClient, userId, 'read');
          },
        ),
    (status) => {
      if (status !== 'SUBSCRIBED') {
        // Left (a dropped connection): reads from now on wait for the rejoin.
        if (channel.isJoined) {
          const next = deferred();
          channel.joined = next.promise;
          channel.markJoined = next.resolve;
          channel.isJoined = false;
        }
        return;
      }
      const joinedAt = Date.now();
      channel.isJoined = true;
      // A list read before this join may lack what was sent meanwhile: read it again (only a list on
      // screen is actually fetched; another is just marked stale).
      if (lastReadStartedAt !== undefined && lastReadStartedAt < joinedAt) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
      channel.markJoined();
    },
  );
  return channel;
}

/**
 * Keeps the chat list's channel open for `userId` until the returned release is called (the shell's
 * ChatListLive holds it for the session; reading the list starts it if nobody has yet).
 */
export function holdChatListChannel(queryClient: QueryClient, userId: string): () => void {
  if (live && live.userId !== userId) {
    clearTimeout(live.releaseTimer);
    live.close();
    live = null;
    lastReadStartedAt = undefined;
  }
  live ??= open(queryClient, userId);
  const channel = live;
  clearTimeout(channel.releaseTimer);
  channel.holders += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    channel.holders -= 1;
    if (channel.holders > 0) return;
    channel.releaseTimer = setTimeout(() => {
      if (channel.holders > 0 || live !== channel) return;
      channel.close();
      live = null;
    }, RELEASE_DELAY_MS);
  };
}

/**
 * Reads the chat list the live way: starts the channel if nobody has (holding it until the shell's
 * ChatListLive does), waits for it to join (at most JOIN_WAIT_MS), then reads.
 */
export async function readAfterJoin<T>(queryClient: QueryClient, userId: string, read: () => Promise<T>): Promise<T> {
  if (!live || live.userId !== userId) {
    // Started for this read: a short hold, so the channel is there when ChatListLive takes it over.
    const release = holdChatListChannel(queryClient, userId);
    setTimeout(release, JOIN_WAIT_MS * 10);
  }
  const channel = live;
  if (channel && !channel.isJoined) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([channel.joined, new Promise<void>((r) => (timer = setTimeout(r, JOIN_WAIT_MS)))]);
    clearTimeout(timer);
  }
  lastReadStartedAt = Date.now();
  return read();
}

/** For tests: forget the channel and the last read. */
export function resetChatListChannel() {
  if (live) {
    clearTimeout(live.releaseTimer);
    live.close();
  }
  live = null;
  lastReadStartedAt = undefined;
}
