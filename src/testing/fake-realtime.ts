import type { RealtimeChannelOptions, RealtimeClient } from '@supabase/realtime-js';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { ChannelStatus } from '@/lib/realtime';
import { supabase } from '@/lib/supabase';

type Handler = { type: string; event: string | undefined; callback: (payload: never) => void };

/** A channel as the app's openChannel receives it; the test plays the server's side. */
export class FakeChannel {
  readonly topic: string;
  isRemoved = false;
  readonly track = vi.fn(async () => 'ok' as const);
  readonly send = vi.fn(async () => 'ok' as const);
  private readonly handlers: Handler[] = [];
  private presence: Record<string, unknown[]> = {};
  private onStatus: ((status: ChannelStatus) => void) | undefined;

  constructor(
    readonly subTopic: string,
    readonly options: RealtimeChannelOptions,
  ) {
    this.topic = `realtime:${subTopic}`;
  }

  on(type: string, filter: { event?: string }, callback: (payload: never) => void) {
    this.handlers.push({ type, event: filter.event, callback });
    return this;
  }

  presenceState() {
    return this.presence;
  }

  subscribe(callback: (status: ChannelStatus) => void) {
    this.onStatus = callback;
    return this;
  }

  /** The server's answer to the join (SUBSCRIBED), or the channel dropping. */
  status(status: ChannelStatus) {
    act(() => this.onStatus?.(status));
  }

  /** Presence says these keys are on the topic now. */
  syncPresence(keys: string[]) {
    this.presence = Object.fromEntries(keys.map((key) => [key, [{}]]));
    this.emit('presence', 'sync', undefined);
  }

  /** A broadcast or postgres_changes event arrives. */
  emit(type: string, event: string, payload: unknown) {
    act(() => {
      for (const h of this.handlers) {
        if (h.type === type && (h.event === undefined || h.event === event || h.event === '*')) {
          h.callback(payload as never);
        }
      }
    });
  }
}

/**
 * Puts a stand-in realtime client behind the app's supabase singleton for the current test, so the
 * code under test runs the real openChannel. (Mocking the `@/lib/realtime` module instead is not
 * reliable here: the unit project shares modules between files, and a hook another file loaded
 * first keeps the real import.)
 */
export function installFakeRealtime() {
  const channels: FakeChannel[] = [];
  const client = {
    getChannels: () => channels.filter((c) => !c.isRemoved),
    channel: (topic: string, options: RealtimeChannelOptions) => {
      const channel = new FakeChannel(topic, options);
      channels.push(channel);
      return channel;
    },
    removeChannel: async (channel: FakeChannel) => {
      channel.isRemoved = true;
      return 'ok' as const;
    },
  };
  const load = vi.spyOn(supabase, 'realtime').mockResolvedValue(client as unknown as RealtimeClient);
  onTestFinished(() => load.mockRestore());
  return {
    /** Every channel opened, in order, closed ones too. */
    channels,
    /** How often realtime was asked for (its code loads on the first channel). */
    load,
    /** The open channels' topics (without the `realtime:` prefix). */
    openTopics: () => client.getChannels().map((c) => c.subTopic),
    /** The open channel of a topic, once openChannel has created it. */
    channel: (subTopic: string) =>
      vi.waitFor(
        () => {
          const channel = client.getChannels().find((c) => c.subTopic === subTopic);
          if (!channel) throw new Error(`no open channel ${subTopic}`);
          return channel;
        },
        // As long as Testing Library waits (src/testing/setup.ts): a busy machine opens it later.
        { timeout: 5_000 },
      ),
  };
}
