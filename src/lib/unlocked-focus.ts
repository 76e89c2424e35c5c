/*
 * Focus after a successful unlock (issue 18). The sheet gives focus back to the Unlock button that
 * opened it, but that button is replaced by the media it unlocked, so focus would fall to the page
 * and a screen reader would not know where it is. The sheet names the item here when the payment
 * succeeds; the media, once it shows unlocked, registers the function that focuses it; whichever
 * comes second, and the sheet's closing, try to settle. Focus moves only when it is free (nowhere, or
 * on the screen where a navigation put it: back from a top-up) and no dialog is open, so it never
 * jumps away from where the user has gone meanwhile; the media scrolls into view as it takes it.
 */

import { isFocusFree } from '@/utils/focus';

/** How long an unlock waits for its media (the refetch after paying) before it gives up. */
const WAIT_MS = 15_000;

let pending: { key: string; since: number } | null = null;
const shown = new Map<string, () => void>();

/** The key both sides use for an item: `post:<id>` or `message:<id>`. */
export const unlockedKey = (kind: 'post' | 'message', id: string) => `${kind}:${id}`;

/** Moves focus to the focusable media registered under the pending key, when it may. */
export function settleUnlockedFocus() {
  if (!pending) return;
  if (Date.now() - pending.since > WAIT_MS) {
    pending = null;
    return;
  }
  const focus = shown.get(pending.key);
  // The media is not shown unlocked yet, or the sheet is still open (it makes the page inert).
  if (!focus || document.querySelector('dialog[open]')) return;
  pending = null;
  if (isFocusFree()) focus();
}

/** The unlock sheet: this item was just bought; its media takes focus when it shows. */
export function expectUnlocked(key: string) {
  pending = { key, since: Date.now() };
  settleUnlockedFocus();
}

/** Unlocked media: how to focus it, while it is on screen. Returns the unregister function. */
export function registerUnlockedMedia(key: string, focus: () => void): () => void {
  shown.set(key, focus);
  settleUnlockedFocus();
  return () => {
    if (shown.get(key) === focus) shown.delete(key);
  };
}
