import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed load: what went wrong and a way to try again (every money screen has an error state). */
export function RetryAlert({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <Alert tone="error">
        Could not load {what}. {error.message}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
