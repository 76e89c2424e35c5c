import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openChannel } from './realtime';
import { supabase } from './supabase';

const loadRealtime = vi.spyOn(supabase, 'realtime');
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

/** A realtime client that hands out channels which record their subscription. */
function fakeRealtime() {
  const channels: RealtimeChannel[] = [];
  const client = {
    getChannels: () => channels,
    channel: vi.fn((topic: string) => {
      const channel = { topic: `realtime:${topic}`, subscribe: vi.fn() } as unknown as RealtimeChannel;
      channels.push(channel);
      return channel;
    }),
    removeChannel: vi.fn(async (channel: RealtimeChannel) => {
      channels.splice(channels.indexOf(channel), 1);
      return 'ok' as const;
    }),
  };
  return client;
}

afterEach(() => {
  loadRealtime.mockReset();
  warn.mockClear();
});
// The client is the app's singleton, which later test files in this worker use for real.
afterAll(() => {
  loadRealtime.mockRestore();
  warn.mockRestore();
});

describe('openChannel', () => {
  it('loads realtime, then opens and subscribes the channel; closing removes it', async () => {
    const realtime = fakeRealtime();
    loadRealtime.mockResolvedValue(realtime as unknown as RealtimeClient);
    const setup = vi.fn();

    const close = openChannel('chat:1', { config: {} }, setup);
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(1));
    expect(realtime.getChannels().map((c) => c.topic)).toEqual(['realtime:chat:1']);

    close();
    await vi.waitFor(() => expect(realtime.getChannels()).toEqual([]));
  });

  it('tries again when the device is back online if realtime could not load', async () => {
    const realtime = fakeRealtime();
    loadRealtime
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(realtime as unknown as RealtimeClient);
    const setup = vi.fn();

    openChannel('chat:2', { config: {} }, setup);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(setup).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(1));
    expect(realtime.channel).toHaveBeenCalledWith('chat:2', { config: {} });
  });

  it('opens nothing when closed before realtime could load', async () => {
    const realtime = fakeRealtime();
    loadRealtime
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(realtime as unknown as RealtimeClient);

    const close = openChannel('chat:3', { config: {} }, vi.fn());
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    close();
    window.dispatchEvent(new Event('online'));

    expect(loadRealtime).toHaveBeenCalledTimes(1);
  });
});
