import { useCallback, useState } from 'react';

/**
 * One idempotency key per intent (an open sheet, a confirm dialog): every retry of the same tap
 * sends the same key, so the database charges at most once (docs/database.md, Money). `renew`
 * starts a new intent, e.g. after a success or when the person changes the amount. `initial` continues
 * an intent begun before a top-up (src/lib/pending-intent.ts) with the key it was saved with.
 */
export function useIdempotencyKey(initial?: string): [string, () => void] {
  const [key, setKey] = useState(() => initial ?? crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
