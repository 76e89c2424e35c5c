import type { RealtimeChannel, RealtimeChannelOptions, RealtimeClient } from '@supabase/realtime-js';
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
  let opened: { realtime: RealtimeClient; channel: RealtimeChannel } | null = null;
  let isClosed = false;
  const open = () => {
    supabase.realtime().then(
      async (realtime) => {
        const previous = realtime.getChannels().find((c) => c.topic === `realtime:${topic}`);
        if (previous) await realtime.removeChannel(previous);
        if (isClosed) return;
        const channel = realtime.channel(topic, options);
        opened = { realtime, channel };
        setup(channel);
        channel.subscribe((status) => onStatus?.(status, channel));
      },
      (error: unknown) => {
        console.warn('Realtime did not load; trying again once online', error);
        if (!isClosed) window.addEventListener('online', open, { once: true });
      },
    );
  };
  open();
  return () => {
    isClosed = true;
    window.removeEventListener('online', open);
    if (opened) void opened.realtime.removeChannel(opened.channel);
  };
}
