import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { formatEuro } from '@/utils/money';
import { PENDING_INTENT_STORAGE_KEY as STORAGE_KEY } from './pending-intent-storage';

/*
 * A purchase waiting for a top-up (issue 13 §3: "if the balance is short, the sheet offers a top-up
 * and completes the subscription after the payment returns"; the same for unlocks and tips). The
 * payment page leaves the app, so the intent is kept in sessionStorage (this tab only): the wallet
 * sends the fan back to `returnTo` once the money has landed, and the screen there finishes the
 * purchase with the same idempotency key, so a reload or a second return never charges twice.
 */
/** An intent older than the checkout page's lifetime is forgotten. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const mediaType = z.enum(['image', 'video']);
const cents = z.number().check(z.int(), z.positive());

/** What the unlock sheet buys (the money slots' `LockedItem`). */
const lockedItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    postId: z.string(),
    access: z.enum(['subscribers', 'ppv']),
    priceCents: z.nullable(cents),
    creatorUsername: z.string(),
    mediaType,
  }),
  z.object({ kind: z.literal('message'), messageId: z.string(), priceCents: cents, mediaType }),
]);

/** Whom the tip sheet pays (the money slots' `TipTarget`). */
const tipTargetSchema = z.object({
  creatorId: z.string(),
  creatorName: z.string(),
  context: z.enum(['profile', 'post', 'chat']),
  postId: z.optional(z.string()),
  conversationId: z.optional(z.string()),
});

const common = {
  returnTo: z.string().check(z.startsWith('/')),
  idempotencyKey: z.string(),
  createdAt: z.number(),
};

const intentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('subscribe'),
    creatorId: z.string(),
    /** "Luna Rivera": what the wallet says it is finishing. */
    label: z.string(),
    ...common,
  }),
  z.object({ kind: z.literal('unlock'), item: lockedItemSchema, ...common }),
  z.object({
    kind: z.literal('tip'),
    target: tipTargetSchema,
    amountCents: cents,
    message: z.string(),
    ...common,
  }),
]);
export type PendingIntent = z.infer<typeof intentSchema>;
/** An intent as a sheet saves it (each kind with its own fields). */
type NewIntent = PendingIntent extends infer I ? (I extends PendingIntent ? Omit<I, 'createdAt'> : never) : never;

export function savePendingIntent(intent: NewIntent): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...intent, createdAt: Date.now() }));
  } catch {
    // Storage disabled: the fan buys by hand after the top-up.
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

/** What the wallet says it is finishing: "your subscription to Luna Rivera", "your €4.99 unlock". */
export function describeIntent(intent: PendingIntent): string {
  switch (intent.kind) {
    case 'subscribe':
      return `your subscription to ${intent.label}`;
    case 'unlock':
      return intent.item.priceCents === null ? 'your unlock' : `your ${formatEuro(intent.item.priceCents)} unlock`;
    case 'tip':
      return `your ${formatEuro(intent.amountCents)} tip to ${intent.target.creatorName}`;
  }
}

/**
 * The one way a screen finishes a purchase that waited for a top-up: once the screen is `ready`,
 * the stored intent that `matches` is handed to `resume` once per mount (the caller buys with the
 * intent's key: an unlock or a tip clears it as it is sent, a subscription once it has succeeded). Subscriptions resume on the
 * creator's profile; unlocks and tips on the screen the sheet was opened from.
 */
export function useResumePendingIntent<T extends PendingIntent>(
  ready: boolean,
  matches: (intent: PendingIntent) => intent is T,
  resume: (intent: T) => void,
): void {
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current || !ready) return;
    const intent = readPendingIntent();
    if (!intent || !matches(intent)) return;
    isDone.current = true;
    resume(intent);
  }, [ready, matches, resume]);
}

/**
 * A sheet reopened for a resumed purchase (`isResuming`) buys at once, once, with the saved key;
 * the caller's `finish` clears the intent.
 */
export function useFinishOnOpen(isResuming: boolean, finish: () => void): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (!isResuming || hasRun.current) return;
    hasRun.current = true;
    finish();
  }, [isResuming, finish]);
}
