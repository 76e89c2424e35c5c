import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ResetErrorBoundary } from './reset-error-boundary';

function RouteError() {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
      <p className="max-w-sm text-zinc-400">Reload the page to try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}

/** Last line of defence: a render crash or a screen chunk that failed to load (e.g. after a deploy). */
export function RouteErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ResetErrorBoundary resetKey={resetKey} label="Route crashed" fallback={() => <RouteError />}>
      {children}
    </ResetErrorBoundary>
  );
}
