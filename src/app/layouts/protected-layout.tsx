import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OnlinePresence } from '@/features/chat/components/online-presence';
import { RequireAuth, useUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-load';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { AppShell } from './app-shell';
import { MoneySlotsLayer } from './money-slots';
import { ScreenSkeleton } from './screen-skeleton';
import { SuggestedCreatorsSlot } from './suggested-creators-slot';
import { ViewerShellProvider } from './viewer-shell-provider';

/*
 * The live badge shows nothing until its count arrives, so it loads after first paint as its own
 * chunk (with its realtime and zod code) instead of adding to the first screen's JavaScript budget.
 */
const NotificationsNavBadge = lazyPart(
  async () => (await import('@/features/notifications/components/notifications-nav-badge')).NotificationsNavBadge,
);

const WalletNavBadge = lazyPart(
  async () => (await import('@/features/wallet/components/wallet-nav-badge')).WalletNavBadge,
);

/** Rendered inside the guard (the badge needs the signed-in user). */
const navBadges = {
  [paths.notifications]: (
    <Suspense fallback={null}>
      <NotificationsNavBadge />
    </Suspense>
  ),
  [paths.wallet]: (
    <Suspense fallback={null}>
      <WalletNavBadge />
    </Suspense>
  ),
};

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
  return (
    <RequireAuth>
      <ViewerShellProvider>
        <SessionPresence>
          <MoneySlotsLayer>
            <AppShell aside={<SuggestedCreatorsSlot />} navBadges={navBadges}>
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
    </RequireAuth>
  );
}
