import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { type PendingIntent, useResumePendingIntent } from '@/lib/pending-intent';

export type PurchaseIntent = Extract<PendingIntent, { kind: 'unlock' | 'tip' }>;

/**
 * Back from a top-up on the screen an unlock or tip sheet was opened from: hands the waiting
 * purchase to the money layer once, which reopens its sheet to finish it with the saved key.
 * Loaded only while something is waiting (it brings the intent's schema).
 */
export function PurchaseResumer({ onResume }: { onResume: (intent: PurchaseIntent) => void }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const matches = useCallback(
    (intent: PendingIntent): intent is PurchaseIntent => intent.kind !== 'subscribe' && intent.returnTo === here,
    [here],
  );
  useResumePendingIntent(true, matches, onResume);
  return null;
}
