import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OnlinePresence } from '@/features/chat/components/online-presence';
import { RequireAuth, useUser } from '@/lib/auth';
import { AppShell } from './app-shell';
import { MoneySlotsLayer } from './money-slots';
import { SuggestedCreatorsSlot } from './suggested-creators-slot';

/*
 * The live badge shows nothing until its count arrives, so it loads after first paint as its own
 * chunk (with its realtime and zod code) instead of adding to the first screen's JavaScript budget.
 */
const NotificationsNavBadge = lazy(async () => ({
  default: (await import('@/features/notifications/components/notifications-nav-badge')).NotificationsNavBadge,
}));

const WalletNavBadge = lazy(async () => ({
  default: (await import('@/features/wallet/components/wallet-nav-badge')).WalletNavBadge,
}));

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

/** Every protected route: the session guard (spec §2 Access) around the navigation shell. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <SessionPresence>
        <MoneySlotsLayer>
          <AppShell aside={<SuggestedCreatorsSlot />} navBadges={navBadges}>
            {/* The shell stays while the next screen's chunk loads. */}
            <Suspense
              fallback={
                <p role="status" className="p-6 text-zinc-400">
                  Loading...
                </p>
              }
            >
              <Outlet />
            </Suspense>
          </AppShell>
        </MoneySlotsLayer>
      </SessionPresence>
    </RequireAuth>
  );
}
