import { useEffect } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/utils/cn';
import { Alert } from './alert';
import { Button } from './button';

interface QueryErrorProps {
  /** What failed to load, as in "Could not load {what}: {the error's message}". */
  what: string;
  error: Error;
  onRetry: () => unknown;
  className?: string;
}

/**
 * A query's error state everywhere: what failed, the normalised message, and Try again. While the
 * device is offline it says so, and it tries again by itself when the connection returns (issue 14).
 */
export function QueryError({ what, error, onRetry, className }: QueryErrorProps) {
  const isOnline = useOnlineStatus();
  useEffect(() => {
    const retry = () => void onRetry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [onRetry]);
  return (
    <div className={cn('space-y-3 p-4', className)} data-query-error>
      <Alert tone="error">
        Could not load {what}: {isOnline ? error.message : "you're offline. It will load when your connection is back."}
      </Alert>
      <Button
        variant="secondary"
        onClick={(event) => {
          const button = event.currentTarget;
          // Where the error is: what replaces it appears there (./retry-focus keeps focus meanwhile).
          const place = button.parentElement?.parentElement ?? document.body;
          void onRetry();
          void import('./retry-focus').then((m) => m.keepFocusAfterRetry(button, place)).catch(() => undefined);
        }}
      >
        Try again
      </Button>
    </div>
  );
}
