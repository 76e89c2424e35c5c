import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isChunkLoadError, retryFailedLoads } from '@/lib/lazy-load';
import { ResetErrorBoundary } from './reset-error-boundary';

export const screenErrorTexts = {
  offlineTitle: "You're offline",
  offlineBody: 'This screen will open by itself when your connection is back.',
  loadTitle: "This screen didn't load",
  loadBody: 'Check your connection and try again.',
  crashTitle: 'Something went wrong',
  crashBody: 'Try again, or open another screen.',
} as const;

function ScreenError({ error, onRetry }: { error: Error; onRetry: (reconnected: boolean) => void }) {
  const isOnline = useOnlineStatus();
  const isLoadError = isChunkLoadError(error);
  const [failedOffline] = useState(() => !navigator.onLine);
  // Back online, the screen tries again by itself. The listener must not depend on `isOnline`: the
  // same event re-renders this component first and would remove it before it is called. A connection
  // back before the listener was added (between this error's first draw and its effect) counts too.
  useEffect(() => {
    const reconnected = () => onRetry(true);
    window.addEventListener('online', reconnected);
    if (failedOffline && navigator.onLine) reconnected();
    return () => window.removeEventListener('online', reconnected);
  }, [onRetry, failedOffline]);

  const [title, body] = !isOnline
    ? [screenErrorTexts.offlineTitle, screenErrorTexts.offlineBody]
    : isLoadError
      ? [screenErrorTexts.loadTitle, screenErrorTexts.loadBody]
      : [screenErrorTexts.crashTitle, screenErrorTexts.crashBody];
  return (
    <section aria-labelledby="screen-error-title" className="space-y-3 p-6">
      <h1 id="screen-error-title" className="text-xl font-bold text-white">
        {title}
      </h1>
      <Alert tone={isOnline ? 'error' : 'info'}>{body}</Alert>
      <Button variant="secondary" onClick={() => onRetry(false)}>
        Try again
      </Button>
    </section>
  );
}

/**
 * One screen's failure stays inside that screen (issue 14): the navigation shell around it keeps
 * working, the screen says whether the device is offline, and a screen whose chunk failed to load
 * retries when the connection returns. The root boundary stays as the last line of defence.
 */
export function ScreenErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ResetErrorBoundary
      resetKey={resetKey}
      label="Screen failed"
      fallback={(error, reset) => (
        <ScreenError
          error={error}
          onRetry={(reconnected) => {
            retryFailedLoads({ reconnected });
            reset();
          }}
        />
      )}
    >
      {children}
    </ResetErrorBoundary>
  );
}
