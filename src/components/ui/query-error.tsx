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

/** A query's error state everywhere: what failed, the normalised message, and Try again. */
export function QueryError({ what, error, onRetry, className }: QueryErrorProps) {
  return (
    <div className={cn('space-y-3 p-4', className)}>
      <Alert tone="error">
        Could not load {what}: {error.message}
      </Alert>
      <Button variant="secondary" onClick={() => void onRetry()}>
        Try again
      </Button>
    </div>
  );
}
