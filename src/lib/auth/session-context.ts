import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { SignOutDestination } from './sign-out-intent';

export interface SessionState {
  /** True until the stored session has been read (spec §4 "Session: loading until the session is read"). */
  isLoading: boolean;
  session: Session | null;
  user: User | null;
  /** The last auth event; the reset-password screen waits for PASSWORD_RECOVERY. */
  lastEvent: AuthChangeEvent | null;
  /** Set by a deliberate sign-out; the guard sends the user there instead of /login. */
  afterSignOut: SignOutDestination | null;
  clearAfterSignOut: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user inside a protected route (the guard guarantees one). */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in user; render it inside <RequireAuth>');
  return user;
}
