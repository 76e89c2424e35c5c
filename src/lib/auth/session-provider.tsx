import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { SessionContext, type SessionState } from './session-context';
import { type SignOutDestination, takeSignOutDestination } from './sign-out-intent';

/** The one part of supabase.auth the provider needs (tests pass a fake). */
export interface AuthEvents {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
}

interface SessionProviderProps {
  /** Defaults to the app's supabase client. */
  auth?: AuthEvents;
  children: ReactNode;
}

type AuthState = Pick<SessionState, 'isLoading' | 'session' | 'user' | 'lastEvent' | 'afterSignOut'>;

const initial: AuthState = { isLoading: true, session: null, user: null, lastEvent: null, afterSignOut: null };

/**
 * Follows the session live. supabase-js emits INITIAL_SESSION once it has read storage (and any
 * session carried in the URL), then SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / PASSWORD_RECOVERY.
 */
export function SessionProvider({ auth = supabase.auth, children }: SessionProviderProps) {
  const [state, setState] = useState<AuthState>(initial);
  const queryClient = useQueryClient();
  // undefined until the first event: the initial read is not a switch of account.
  const userIdRef = useRef<string | null | undefined>(undefined);

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
      setState({ isLoading: false, session, user: session?.user ?? null, lastEvent: event, afterSignOut });
    });
    return () => data.subscription.unsubscribe();
  }, [auth, queryClient]);

  const clearAfterSignOut = useCallback(() => setState((s) => (s.afterSignOut ? { ...s, afterSignOut: null } : s)), []);
  const value = useMemo(() => ({ ...state, clearAfterSignOut }), [state, clearAfterSignOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
