import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/lib/auth';
import { AppShell } from './app-shell';
import { SuggestedCreatorsSlot } from './suggested-creators-slot';

/** Every protected route: the session guard (spec §2 Access) around the navigation shell. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <AppShell aside={<SuggestedCreatorsSlot />}>
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
