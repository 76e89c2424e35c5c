import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY, privacyKeys } from '@/lib/privacy-settings';
import { installFakeRealtime } from '@/testing/fake-realtime';
import { testQueryClient } from '@/testing/render';
import { OnlinePresence } from '../components/online-presence';
import { useOnlineUsers, useWatchOnline } from './use-online-presence';

const me = '11111111-1111-4111-8111-111111111111';
const partner = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';

/** A signed-in session; its privacy settings come with the app shell (show_online on unless told). */
function session(userId = me, showOnline = true) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(privacyKeys.settings(userId), { ...DEFAULT_PRIVACY, show_online: showOnline });
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
  it('tracks the user on their own private topic, under their id, for the whole session', async () => {
    const realtime = installFakeRealtime();
    const { wrapper } = session();
    const app = renderHook(() => null, { wrapper });
    const own = await realtime.channel(`online:${me}`);
    expect(realtime.openTopics()).toEqual([`online:${me}`]);
    expect(own.options).toEqual({ config: { private: true, presence: { key: me, enabled: true } } });
    expect(own.track).not.toHaveBeenCalled();
    // It tracks once subscribed.
    own.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(own.track).toHaveBeenCalledTimes(1);
    app.unmount();
    expect(own.isRemoved).toBe(true);
  });

  it('with "Show my online status" off, neither tracks the user nor watches anyone (issue 19)', async () => {
    const realtime = installFakeRealtime();
    const { wrapper } = session(me, false);
    const screen = renderHook(() => useScreen([partner, other]), { wrapper });
    await waitFor(() => expect(screen.result.current.size).toBe(0));
    expect(realtime.openTopics()).toEqual([]);
  });

  it('watches the partners a screen shows on their private topics, and shows who is there', async () => {
    const realtime = installFakeRealtime();
    const { wrapper } = session();
    const screen = renderHook(() => useScreen([partner, other]), { wrapper });
    const watched = await realtime.channel(`online:${partner}`);
    await realtime.channel(`online:${me}`);
    expect(realtime.openTopics().sort()).toEqual([`online:${partner}`, `online:${other}`, `online:${me}`].sort());
    expect(watched.options).toEqual({ config: { private: true } });
    expect(screen.result.current.size).toBe(0);

    watched.syncPresence([partner]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(true));
    expect(screen.result.current.has(other)).toBe(false);
    watched.syncPresence([]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(false));
  });

  it('shares one watch between screens and never watches the user themselves', async () => {
    const realtime = installFakeRealtime();
    const { wrapper } = session();
    renderHook(
      () => {
        useWatchOnline([partner, me]);
        useWatchOnline([partner]);
      },
      { wrapper },
    );
    await realtime.channel(`online:${partner}`);
    await realtime.channel(`online:${me}`);
    const opened = realtime.channels.map((c) => c.subTopic);
    expect(opened.filter((t) => t === `online:${partner}`)).toHaveLength(1);
    expect(opened.filter((t) => t === `online:${me}`)).toHaveLength(1); // the tracker's own
  });

  it('stops watching and forgets who was online at sign-out', async () => {
    const realtime = installFakeRealtime();
    const { queryClient, wrapper } = session();
    const screen = renderHook(() => useScreen([partner]), { wrapper });
    (await realtime.channel(`online:${partner}`)).syncPresence([partner]);
    await waitFor(() => expect(screen.result.current.has(partner)).toBe(true));
    await realtime.channel(`online:${me}`);
    screen.unmount();
    expect(realtime.openTopics()).toEqual([]);
    const after = renderHook(() => useOnlineUsers(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(after.result.current.size).toBe(0);
  });

  it('watches nothing and shows nobody online outside a session', () => {
    const realtime = installFakeRealtime();
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useScreen([partner]), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(result.current.size).toBe(0);
    expect(realtime.load).not.toHaveBeenCalled();
  });
});
