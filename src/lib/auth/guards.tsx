import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from './session-context';

export interface RedirectState {
  from?: string;
}

/** Reads where a redirected visitor was going; location.state is untrusted, so parse it. */
export function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    // Only same-app paths: never "//evil.example" or "https://…".
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return paths.home;
}

export function FullScreenStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-zinc-400">
      {children}
    </div>
  );
}

/** Spec §2 Access: `Loading...` while the session loads, then the page or a redirect to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, user } = useSession();
  const location = useLocation();
  if (isLoading) return <FullScreenStatus>Loading...</FullScreenStatus>;
  if (!user) return <SignedOutRedirect from={`${location.pathname}${location.search}${location.hash}`} />;
  return children;
}

/** To /login remembering `from`, or where a deliberate sign-out asked to go (used once). */
function SignedOutRedirect({ from }: { from: string }) {
  const { afterSignOut, clearAfterSignOut } = useSession();
  const [target] = useState(() => afterSignOut ?? { to: paths.login, state: { from } satisfies RedirectState });
  useEffect(() => clearAfterSignOut(), [clearAfterSignOut]);
  return <Navigate to={target.to} replace state={target.state} />;
}

/** Login and signup: a visitor who is already signed in goes on to where they were heading. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;
  return children;
}
