import { useCallback, useState } from 'react';

/**
 * One idempotency key per intent (an open sheet, a confirm dialog): every retry of the same tap
 * sends the same key, so the database charges at most once (docs/database.md, Money). `renew`
 * starts a new intent, e.g. after a success or when the person changes the amount.
 */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
