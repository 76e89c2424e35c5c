import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotificationsNavBadge } from '@/features/notifications';
import { RequireAuth } from '@/lib/auth';
import { AppShell } from './app-shell';
import { SuggestedCreatorsSlot } from './suggested-creators-slot';

/** Rendered inside the guard (the badge needs the signed-in user). */
const navBadges = { [paths.notifications]: <NotificationsNavBadge /> };

/** Every protected route: the session guard (spec §2 Access) around the navigation shell. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
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
    </RequireAuth>
  );
}
