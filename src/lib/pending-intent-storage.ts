/**
 * Where a purchase waiting for a top-up is kept (src/lib/pending-intent.ts reads and parses it).
 * Apart so that the signed-in layout can ask "is anything waiting?" on every screen without
 * loading the schema code on the first screen.
 */
export const PENDING_INTENT_STORAGE_KEY = 'velvet.pending-intent';

export function hasPendingIntent(): boolean {
  try {
    return sessionStorage.getItem(PENDING_INTENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
