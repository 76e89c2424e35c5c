import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/auth-fixtures';
import { testQueryClient } from '@/testing/render';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeAuth() {
  const listeners = new Set<Listener>();
  return {
    emit: (event: AuthChangeEvent, session: Session | null) => listeners.forEach((l) => l(event, session)),
    onAuthStateChange(listener: Listener) {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    },
    listeners,
  };
}

function Probe() {
  const { isLoading, user } = useSession();
  return <p>{isLoading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

describe('SessionProvider', () => {
  it('is loading until the first event, then follows sign-in and sign-out live', () => {
    const auth = fakeAuth();
    const queryClient = testQueryClient();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider auth={auth}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => auth.emit('INITIAL_SESSION', null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => auth.emit('SIGNED_IN', sessionFor()));
    expect(screen.getByText('fan@example.test')).toBeInTheDocument();

    // A cached row of this user must not survive the sign-out.
    queryClient.setQueryData(['current-profile', 'x'], { name: 'Fan' });
    act(() => auth.emit('SIGNED_OUT', null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryData(['current-profile', 'x'])).toBeUndefined();

    unmount();
    expect(auth.listeners.size).toBe(0);
  });

  it('keeps the cache when only the token is refreshed', () => {
    const auth = fakeAuth();
    const queryClient = testQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider auth={auth}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    act(() => auth.emit('INITIAL_SESSION', sessionFor()));
    queryClient.setQueryData(['current-profile', 'x'], { name: 'Fan' });
    act(() => auth.emit('TOKEN_REFRESHED', sessionFor()));
    expect(queryClient.getQueryData(['current-profile', 'x'])).toEqual({ name: 'Fan' });
  });

  it('starts known from the session read at boot: signed in at once, or signed out at once', () => {
    const auth = fakeAuth();
    const queryClient = testQueryClient();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider auth={auth} storedSession={sessionFor()}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('fan@example.test')).toBeInTheDocument();
    // The same user confirmed by supabase-js keeps what the boot already cached for them.
    queryClient.setQueryData(['current-profile', 'x'], { name: 'Fan' });
    act(() => auth.emit('INITIAL_SESSION', sessionFor()));
    expect(queryClient.getQueryData(['current-profile', 'x'])).toEqual({ name: 'Fan' });
    // supabase-js could not keep the stored session (refresh refused): signed out, cache gone.
    act(() => auth.emit('INITIAL_SESSION', null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryData(['current-profile', 'x'])).toBeUndefined();
    unmount();

    render(
      <QueryClientProvider client={testQueryClient()}>
        <SessionProvider auth={fakeAuth()} storedSession={null}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('does not render its readers again when supabase-js confirms the session read at boot', () => {
    const auth = fakeAuth();
    let renders = 0;
    function CountingReader() {
      renders++;
      const { user } = useSession();
      return <p>{user?.email}</p>;
    }
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SessionProvider auth={auth} storedSession={sessionFor()}>
          <CountingReader />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(renders).toBe(1);
    act(() => auth.emit('INITIAL_SESSION', sessionFor()));
    expect(renders).toBe(1);
    // A refreshed token is news: readers get it.
    act(() => auth.emit('TOKEN_REFRESHED', { ...sessionFor(), access_token: 'refreshed' }));
    expect(renders).toBe(2);
    expect(screen.getByText('fan@example.test')).toBeInTheDocument();
  });
});
