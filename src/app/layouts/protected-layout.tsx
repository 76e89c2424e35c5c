import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OnlinePresence } from '@/features/chat/components/online-presence';
import { FullScreenStatus, RequireAuth, useSession, useUser } from '@/lib/auth';
import { needsSecondFactor } from '@/lib/auth/assurance';
import { lazyPart } from '@/lib/lazy-load';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { AppShell } from './app-shell';
import { MoneySlotsLayer } from './money-slots';
import { rowBadges, tabBadges } from './nav-badges';
import { ScreenSkeleton } from './screen-skeleton';
import { shellLayout } from './shell-layout';
import { SuggestedCreatorsSlot } from './suggested-creators-slot';
import { ViewerShellProvider } from './viewer-shell-provider';

/** The chat list's live channel, for the whole session (features/chat/api/use-chat-list-live.ts). */
const ChatListLive = lazyPart(async () => (await import('@/features/chat/components/chat-list-live')).ChatListLive);

/** The notifications' live channel, for the whole session: the unread badges read its count. */
const NotificationsLive = lazyPart(
  async () => (await import('@/features/notifications/components/notifications-live')).NotificationsLive,
);

/** Its own chunk: only accounts with two-factor sign-in ever see it. */
const SecondFactorStep = lazyPart(
  async () => (await import('@/features/auth/components/second-factor-step')).SecondFactorStep,
  (retry) => (
    <FullScreenStatus>
      <span className="flex flex-col items-center gap-3">
        Could not load the sign-in step. Check your connection.
        <button type="button" onClick={retry} className="rounded font-semibold text-brand-400 hover:text-brand-300">
          Try again
        </button>
      </span>
    </FullScreenStatus>
  ),
);

/**
 * A password-only session (aal1) of an account with a verified authenticator gets the code step
 * before anything of the app draws (issue 19 §4); the app opens once the session is aal2.
 */
function SecondFactorGate({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (!needsSecondFactor(session)) return children;
  return (
    <Suspense fallback={<FullScreenStatus>Loading...</FullScreenStatus>}>
      <SecondFactorStep />
    </Suspense>
  );
}

/** Shows the user as online to their chat partners wherever they are, and lets chat screens watch theirs. */
function SessionPresence({ children }: { children: ReactNode }) {
  return <OnlinePresence userId={useUser().id}>{children}</OnlinePresence>;
}

/**
 * Every protected route: the session guard (spec §2 Access) around the navigation shell, whose viewer
 * data (profile, badges, suggestions) comes in one request (ViewerShellProvider).
 */
export function ProtectedLayout() {
  const { pathname } = useLocation();
  const layout = shellLayout(pathname);
  return (
    <RequireAuth>
      <SecondFactorGate>
        <ViewerShellProvider>
          <SessionPresence>
            <Suspense fallback={null}>
              <ChatListLive />
            </Suspense>
            <Suspense fallback={null}>
              <NotificationsLive />
            </Suspense>
            <MoneySlotsLayer>
              <AppShell
                aside={layout.suggestions ? <SuggestedCreatorsSlot /> : undefined}
                isWide={layout.wide}
                isFullWidth={layout.full}
                navBadges={rowBadges}
                tabBadges={tabBadges}
              >
                {/* The shell stays while the next screen's chunk loads, and when it fails to (issue 14). */}
                <ScreenErrorBoundary resetKey={pathname}>
                  <Suspense fallback={<ScreenSkeleton />}>
                    <Outlet />
                  </Suspense>
                </ScreenErrorBoundary>
              </AppShell>
            </MoneySlotsLayer>
          </SessionPresence>
        </ViewerShellProvider>
      </SecondFactorGate>
    </RequireAuth>
  );
}
