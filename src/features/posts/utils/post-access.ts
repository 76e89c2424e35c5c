import { amountProblem, formatEuro, parseEuroInput } from '@/utils/money';

/*
 * Who may see a creator's post (docs/database.md, posts): everyone; subscribers only
 * (`is_locked`); or pay-per-view (`is_locked` with a price of €1–€100). Locked media goes to the
 * private `locked-media` bucket, so a locked post needs a photo or video.
 */
export type AccessLevel = 'public' | 'subscribers' | 'ppv';

export type PostAccess = { level: 'public' } | { level: 'subscribers' } | { level: 'ppv'; priceCents: number };

export const PPV_MIN_CENTS = 100;
export const PPV_MAX_CENTS = 10000;

export const accessMessages = {
  needsMedia: 'Add a photo or video to lock this post. Only the media is locked; the text stays public.',
} as const;

/** The access the composer's fields describe, or the problem to show instead. */
export function readAccess(
  level: AccessLevel,
  priceText: string,
  hasMedia: boolean,
): { access: PostAccess; problem: null } | { access: null; problem: string } {
  if (level === 'public') return { access: { level }, problem: null };
  if (!hasMedia) return { access: null, problem: accessMessages.needsMedia };
  if (level === 'subscribers') return { access: { level }, problem: null };
  const cents = parseEuroInput(priceText);
  const problem = amountProblem(cents, PPV_MIN_CENTS, PPV_MAX_CENTS);
  if (problem || cents === null) return { access: null, problem: problem ?? accessMessages.needsMedia };
  return { access: { level, priceCents: cents }, problem: null };
}

/** How a locked post is labelled for its author: "Subscribers only" or "Pay-per-view · €4.99". */
export function accessLabel(post: { is_locked: boolean; price_cents?: number | null }): string | null {
  if (!post.is_locked) return null;
  return post.price_cents ? `Pay-per-view · ${formatEuro(post.price_cents)}` : 'Subscribers only';
}
