import type { RealtimeChannel } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { openChannel } from './realtime';
import { useOnlineUsers, usePresenceTracker } from './use-online-presence';

vi.mock(import('./realtime'), async (importOriginal) => ({
  ...(await importOriginal()),
  openChannel: vi.fn(),
}));

/** A stand-in channel whose presence state the test sets, then announces with a sync. */
function fakeChannel() {
  let state: Record<string, unknown[]> = {};
  let onSync: () => void = () => undefined;
  const channel = {
    on: (_type: string, _filter: unknown, callback: () => void) => {
      onSync = callback;
      return channel;
    },
    presenceState: () => state,
  };
  return {
    channel: channel as unknown as RealtimeChannel,
    sync(ids: string[]) {
      state = Object.fromEntries(ids.map((id) => [id, [{}]]));
      act(() => onSync());
    },
  };
}

const me = '11111111-1111-4111-8111-111111111111';
const partner = '22222222-2222-4222-8222-222222222222';

describe('usePresenceTracker', () => {
  const fake = fakeChannel();
  const close = vi.fn();

  beforeEach(() => {
    close.mockClear();
    vi.mocked(openChannel).mockReset();
    vi.mocked(openChannel).mockImplementation((_topic, _options, setup) => {
      setup(fake.channel);
      return close;
    });
  });

  it('opens one online-users channel keyed by the user and shares who is online with any screen', async () => {
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const tracker = renderHook(() => usePresenceTracker(me), { wrapper });
    expect(openChannel).toHaveBeenCalledTimes(1);
    expect(vi.mocked(openChannel).mock.calls[0]?.slice(0, 2)).toEqual([
      'online-users',
      { config: { presence: { key: me } } },
    ]);

    // Presence arrives while the user is elsewhere (Home); a chat screen opened later still sees it.
    fake.sync([me, partner]);
    const screen = renderHook(() => useOnlineUsers(), { wrapper });
    expect(screen.result.current.has(partner)).toBe(true);

    fake.sync([me]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(false));
    expect(openChannel).toHaveBeenCalledTimes(1);

    // Signing out closes the channel and forgets who was online.
    fake.sync([me, partner]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(true));
    tracker.unmount();
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.result.current.size).toBe(0));
  });

  it('shows nobody online when no tracker is running', () => {
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useOnlineUsers(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(result.current.size).toBe(0);
    expect(openChannel).not.toHaveBeenCalled();
  });
});
