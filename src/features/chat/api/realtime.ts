import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';
import type { ChannelStatus } from '@/lib/realtime';

/*
 * The app's channels are private (Realtime Authorization): the realtime.messages policies in
 * supabase/migrations decide who may join, broadcast and track on each topic. Options are built
 * fresh per channel because realtime-js writes into the object it is given.
 */

/** A conversation's channel: its new messages (postgres_changes) and typing (broadcast, participants only). */
export const chatTopic = (chatId: string) => `chat:${chatId}`;
export const chatOptions = (): RealtimeChannelOptions => ({ config: { private: true } });

/**
 * A conversation's block state: the database broadcasts an empty `block_changed` when a block
 * between the two starts or ends. Both may listen, blocked or not (the chat topic is closed to a
 * blocked pair); nobody may send on it.
 */
export const chatStateTopic = (chatId: string) => `chat-state:${chatId}`;

/** A user's online state (presence): only they may track it, only their chat partners may watch it. */
export const onlineTopic = (userId: string) => `online:${userId}`;

/** The user's own online topic, tracked under their id (presence on, so the join asks for presence read). */
export const ownOnlineOptions = (userId: string): RealtimeChannelOptions => ({
  config: { private: true, presence: { key: userId, enabled: true } },
});

/** Watching a partner's online topic (the presence listener turns presence on). */
export const watchOnlineOptions = (): RealtimeChannelOptions => ({ config: { private: true } });

export function trackOnSubscribe(status: ChannelStatus, channel: RealtimeChannel) {
  if (status === 'SUBSCRIBED') void channel.track({ online_at: new Date().toISOString() });
}
