import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export type ChannelStatus = Parameters<Parameters<RealtimeChannel['subscribe']>[0] & object>[0];

/**
 * Opens a realtime channel and returns its close function (for an effect's cleanup).
 *
 * supabase-js hands back the existing channel for a topic until its leave has completed, and a
 * channel cannot be subscribed twice; so a previous channel of the same topic (a quick remount,
 * React's StrictMode double effect) is removed first, and the new one is created a tick later only
 * if nobody closed it in between.
 */
export function openChannel(
  topic: string,
  options: RealtimeChannelOptions,
  setup: (channel: RealtimeChannel) => void,
  onStatus?: (status: ChannelStatus, channel: RealtimeChannel) => void,
): () => void {
  let channel: RealtimeChannel | null = null;
  let isClosed = false;
  const previous = supabase.getChannels().find((c) => c.topic === `realtime:${topic}`);
  void (previous ? supabase.removeChannel(previous) : Promise.resolve()).then(() => {
    if (isClosed) return;
    const opened = supabase.channel(topic, options);
    channel = opened;
    setup(opened);
    opened.subscribe((status) => onStatus?.(status, opened));
  });
  return () => {
    isClosed = true;
    if (channel) void supabase.removeChannel(channel);
  };
}

/*
 * The app's channels are private (Realtime Authorization): the realtime.messages policies in
 * supabase/migrations decide who may join, broadcast and track on each topic. Options are built
 * fresh per channel because realtime-js writes into the object it is given.
 */

/** A conversation's channel: its new messages (postgres_changes) and typing (broadcast, participants only). */
export const chatTopic = (chatId: string) => `chat:${chatId}`;
export const chatOptions = (): RealtimeChannelOptions => ({ config: { private: true } });

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
