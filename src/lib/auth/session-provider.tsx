import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { SessionContext, type SessionState } from './session-context';
import { type SignOutDestination, takeSignOutDestination } from './sign-out-intent';

/** The one part of supabase-js's auth client the provider needs (tests pass a fake). */
export interface AuthEvents {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
}

/**
 * The app client's auth events. Subscribing is what loads auth-js on a cold start: after the first
 * paint, which the session read at boot already drew (lib/supabase.ts loads auth-js on first use).
 */
const appAuthEvents: AuthEvents = {
  onAuthStateChange(callback) {
    let subscription: { unsubscribe(): void } | undefined;
    let unsubscribed = false;
    void supabase.auth().then((auth) => {
      if (!unsubscribed) subscription = auth.onAuthStateChange(callback).data.subscription;
    });
    const unsubscribe = () => {
      unsubscribed = true;
      subscription?.unsubscribe();
    };
    return { data: { subscription: { unsubscribe } } };
  },
};

interface SessionProviderProps {
  /** Defaults to the app's supabase client. */
  auth?: AuthEvents;
  /**
   * The session read synchronously from storage at boot (`readStoredSession`): a session or `null`
   * starts known, so a signed-in cold load draws the app at once and a signed-out one goes straight to
   * /login; `undefined` (the default) waits for supabase-js's INITIAL_SESSION.
   */
  storedSession?: Session | null;
  children: ReactNode;
}

type AuthState = Pick<SessionState, 'isLoading' | 'session' | 'user' | 'lastEvent' | 'afterSignOut'>;

const initialState = (stored: Session | null | undefined): AuthState => ({
  isLoading: stored === undefined,
  session: stored ?? null,
  user: stored?.user ?? null,
  lastEvent: null,
  afterSignOut: null,
});

/**
 * Follows the session live. supabase-js emits INITIAL_SESSION once it has read storage (and any
 * session carried in the URL), then SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / PASSWORD_RECOVERY.
 */
export function SessionProvider({ auth = appAuthEvents, storedSession, children }: SessionProviderProps) {
  const [state, setState] = useState(() => initialState(storedSession));
  const queryClient = useQueryClient();
  // undefined until the first event: the initial read is not a switch of account. A session read at
  // boot counts as known: if supabase-js then finds another user (or none), what was cached for it goes.
  const userIdRef = useRef<string | null | undefined>(
    storedSession === undefined ? undefined : (storedSession?.user.id ?? null),
  );

  useEffect(() => {
    const { data } = auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      // supabase-js clears a consumed token fragment with `location.hash = ''`, which leaves a bare `#`.
      if (window.location.href.endsWith('#')) {
        window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1));
      }
      const userId = session?.user.id ?? null;
      // Another user's cached rows must never show up after a sign-out or a switch of account.
      if (userIdRef.current !== undefined && userIdRef.current !== userId) queryClient.clear();
      userIdRef.current = userId;
      const afterSignOut: SignOutDestination | null = session ? null : takeSignOutDestination();
      setState((current) =>
        // supabase-js confirming the session read at boot changes nothing: no new context value, so the
        // ~50 components reading the session do not all render again just after the first paint.
        session && !current.isLoading && current.session?.access_token === session.access_token
          ? current
          : { isLoading: false, session, user: session?.user ?? null, lastEvent: event, afterSignOut },
      );
    });
    return () => data.subscription.unsubscribe();
  }, [auth, queryClient]);

  const clearAfterSignOut = useCallback(() => setState((s) => (s.afterSignOut ? { ...s, afterSignOut: null } : s)), []);
  const value = useMemo(() => ({ ...state, clearAfterSignOut }), [state, clearAfterSignOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
