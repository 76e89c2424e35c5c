/*
 * Focus after deleting one's own post from the feed (issue 18). The post's card goes, and with it the
 * dialog and the Delete post button, so the browser drops focus to the page and a keyboard or
 * screen-reader user would start again at the top. Focus goes to the next post instead (the one
 * before when it was the last, the screen's heading when it was the only one), and "Post deleted"
 * is said by a status region (the spec's §8 gives no text). Focus moves only from nowhere (the body),
 * so it never jumps away from where the user has gone meanwhile.
 */

import { isFocusLost, screenFocusTarget } from '@/utils/focus';

/** How long a deleted card may take to leave the list (the feed's refetch) before focus is left alone. */
const WAIT_MS = 15_000;

/** Where focus goes when `card` (a post in a list) is deleted; read before it goes. */
export function focusTargetAfter(card: HTMLElement): HTMLElement | null {
  const isPost = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement && element.localName === 'article';
  const next = card.nextElementSibling;
  const previous = card.previousElementSibling;
  if (isPost(next)) return next;
  if (isPost(previous)) return previous;
  return screenFocusTarget();
}

/** Once `card` has left the page, focuses `target` if focus was lost with it. */
export function focusWhenGone(card: HTMLElement, target: HTMLElement | null) {
  const since = Date.now();
  const settle = () => {
    if (card.isConnected) {
      if (Date.now() - since < WAIT_MS) requestAnimationFrame(settle);
      return;
    }
    if (!target?.isConnected || !isFocusLost()) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  settle();
}

let region: HTMLElement | null = null;
let clearTimer = 0;

/**
 * A polite status region of its own on the page, created when a delete is offered: a live region
 * must exist before its text changes to be read, and this one outlives the card (and a navigation).
 */
export function ensureStatusRegion() {
  if (region?.isConnected) return;
  region = document.createElement('p');
  region.setAttribute('role', 'status');
  region.className = 'sr-only';
  document.body.append(region);
}

/** Says `text` once; it is cleared after a while, so the same text later is said again. */
export function announce(text: string) {
  ensureStatusRegion();
  if (!region) return;
  region.textContent = text;
  window.clearTimeout(clearTimer);
  clearTimer = window.setTimeout(() => region && (region.textContent = ''), 4_000);
}
