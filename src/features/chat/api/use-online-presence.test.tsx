import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type RealtimeChannelOptions } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { OnlinePresence } from '../components/online-presence';
import { openChannel } from '@/lib/realtime';
import { useOnlineUsers, useWatchOnline } from './use-online-presence';

vi.mock(import('@/lib/realtime'), async (importOriginal) => ({
  ...(await importOriginal()),
  openChannel: vi.fn(),
}));

const me = '11111111-1111-4111-8111-111111111111';
const partner = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';

/** Stand-in channels, one per topic opened, whose presence state a test sets and announces. */
function fakeChannels() {
  const opened: Array<{ topic: string; options: RealtimeChannelOptions; close: ReturnType<typeof vi.fn> }> = [];
  const syncs = new Map<string, (ids: string[]) => void>();
  vi.mocked(openChannel).mockImplementation((topic, options, setup) => {
    let state: Record<string, unknown[]> = {};
    let onSync: () => void = () => undefined;
    const channel = {
      on: (_type: string, _filter: unknown, callback: () => void) => {
        onSync = callback;
        return channel;
      },
      presenceState: () => state,
    };
    setup(channel as unknown as RealtimeChannel);
    syncs.set(topic, (ids) => {
      state = Object.fromEntries(ids.map((id) => [id, [{}]]));
      act(() => onSync());
    });
    const close = vi.fn();
    opened.push({ topic, options, close });
    return close;
  });
  return {
    opened,
    topics: () => opened.map((o) => o.topic),
    sync: (topic: string, ids: string[]) => syncs.get(topic)!(ids),
  };
}

function session(userId = me) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <OnlinePresence userId={userId}>{children}</OnlinePresence>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** A screen that shows some users and reads who of them is online. */
const useScreen = (ids: string[]) => {
  useWatchOnline(ids);
  return useOnlineUsers();
};

describe('online presence', () => {
  beforeEach(() => {
    vi.mocked(openChannel).mockReset();
  });

  it('tracks the user on their own private topic, under their id, for the whole session', () => {
    const fake = fakeChannels();
    const { wrapper } = session();
    const app = renderHook(() => null, { wrapper });
    expect(fake.topics()).toEqual([`online:${me}`]);
    expect(fake.opened[0]!.options).toEqual({ config: { private: true, presence: { key: me, enabled: true } } });
    // It tracks once subscribed.
    const onStatus = vi.mocked(openChannel).mock.calls[0]![3]!;
    const track = vi.fn(() => Promise.resolve('ok' as const));
    onStatus(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED, { track } as unknown as RealtimeChannel);
    expect(track).toHaveBeenCalledTimes(1);
    app.unmount();
    expect(fake.opened[0]!.close).toHaveBeenCalledTimes(1);
  });

  it('watches the partners a screen shows on their private topics, and shows who is there', async () => {
    const fake = fakeChannels();
    const { wrapper } = session();
    const screen = renderHook(() => useScreen([partner, other]), { wrapper });
    expect(fake.topics()).toEqual([`online:${partner}`, `online:${other}`, `online:${me}`]);
    expect(fake.opened[0]!.options).toEqual({ config: { private: true } });
    expect(screen.result.current.size).toBe(0);

    fake.sync(`online:${partner}`, [partner]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(true));
    expect(screen.result.current.has(other)).toBe(false);
    fake.sync(`online:${partner}`, []);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(false));
  });

  it('shares one watch between screens and never watches the user themselves', () => {
    const fake = fakeChannels();
    const { wrapper } = session();
    renderHook(
      () => {
        useWatchOnline([partner, me]);
        useWatchOnline([partner]);
      },
      { wrapper },
    );
    expect(fake.topics().filter((t) => t === `online:${partner}`)).toHaveLength(1);
    expect(fake.topics().filter((t) => t === `online:${me}`)).toHaveLength(1); // the tracker's own
  });

  it('stops watching and forgets who was online at sign-out', async () => {
    const fake = fakeChannels();
    const { queryClient, wrapper } = session();
    const screen = renderHook(() => useScreen([partner]), { wrapper });
    fake.sync(`online:${partner}`, [partner]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(true));
    screen.unmount();
    expect(fake.opened.every((o) => o.close.mock.calls.length === 1)).toBe(true);
    const after = renderHook(() => useOnlineUsers(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(after.result.current.size).toBe(0);
  });

  it('watches nothing and shows nobody online outside a session', () => {
    fakeChannels();
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useScreen([partner]), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(result.current.size).toBe(0);
    expect(openChannel).not.toHaveBeenCalled();
  });
});
