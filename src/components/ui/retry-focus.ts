/*
 * Focus after a query's Try again (issue 18). The error and its button go while the query refetches
 * (a query with no data shows its loading state), so the browser drops focus to the page and a
 * keyboard or screen-reader user would start again at the top. Once the button has gone, focus goes
 * to the screen's heading; if the query fails again, to the new Try again. Focus only ever moves
 * from nowhere (the body) or from the heading it was parked on, so it never jumps away from where
 * the user has gone meanwhile. Loaded on the first press (query-error.tsx): no first-screen bytes.
 */

import { isFocusLost, screenFocusTarget } from '@/utils/focus';

/** How long a retry keeps watching for its error to come back. */
const WAIT_MS = 15_000;

/**
 * `button` (a query error's Try again, in `place`) was just pressed and its query refetches: keeps
 * focus on the heading while it loads, and on the Try again of an error that comes back.
 */
export function keepFocusAfterRetry(button: HTMLElement, place: Element) {
  let parked: HTMLElement | null = null;
  const settle = () => {
    const active = document.activeElement;
    // Before parking, focus is ours while on the button or nowhere; after, only while on the heading.
    const isOurs = parked ? active === parked : active === button || isFocusLost(active);
    if (!isOurs || !place.isConnected) return stop();
    const again = [...place.querySelectorAll<HTMLElement>('[data-query-error] button')].find((b) => b !== button);
    if (again && !button.isConnected) {
      again.focus();
      return stop();
    }
    if (!parked && !button.isConnected) {
      parked = screenFocusTarget();
      parked?.focus({ preventScroll: true });
    }
  };
  const observer = new MutationObserver(settle);
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  settle();
}
