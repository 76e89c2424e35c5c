import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';
import { supabase } from './supabase';

export type ChannelStatus = Parameters<Parameters<RealtimeChannel['subscribe']>[0] & object>[0];

/**
 * The one way the app opens a realtime channel; returns its close function (for an effect's cleanup).
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
