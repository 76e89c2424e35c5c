import * as z from 'zod/mini';

/*
 * A purchase waiting for a top-up (issue 13 §3: "if the balance is short, the sheet offers a top-up
 * and completes the subscription after the payment returns"). The payment page leaves the app, so
 * the intent is kept in sessionStorage (this tab only): the wallet sends the fan back to
 * `returnTo` once the money has landed, and the screen there finishes the purchase with the same
 * idempotency key, so a reload or a second return never charges twice.
 */
const STORAGE_KEY = 'velvet.pending-intent';
/** An intent older than the checkout page's lifetime is forgotten. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const intentSchema = z.object({
  kind: z.literal('subscribe'),
  creatorId: z.string(),
  /** "Luna Rivera": what the wallet says it is finishing. */
  label: z.string(),
  returnTo: z.string().check(z.startsWith('/')),
  idempotencyKey: z.string(),
  createdAt: z.number(),
});
export type PendingIntent = z.infer<typeof intentSchema>;

export function savePendingIntent(intent: Omit<PendingIntent, 'createdAt'>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...intent, createdAt: Date.now() }));
  } catch {
    // Storage disabled: the fan subscribes by hand after the top-up.
  }
}

export function readPendingIntent(): PendingIntent | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = intentSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || Date.now() - parsed.data.createdAt > MAX_AGE_MS) {
      sessionStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function clearPendingIntent(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
