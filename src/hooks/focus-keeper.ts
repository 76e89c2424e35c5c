import { isFocusLost } from '@/utils/focus';

/**
 * Gives focus back to a control that lost it only because it was disabled for a while (issue 18).
 * Forms disable their button or fieldset while a request runs; the browser then drops focus to the
 * body, and a keyboard or screen-reader user would start again at the top of the page. The last
 * focused element is remembered; when a `disabled` change leaves focus nowhere and that element
 * disabled, it is parked, and focused again once it is enabled, unless focus has gone somewhere else
 * meanwhile. (Chromium may drop the focus before the mutation is observed: any layout read runs its
 * check, so the focused element cannot be read from `activeElement` at that point.)
 * Returns a function that stops it.
 */
export function keepFocus(): () => void {
  let last: HTMLElement | null = null;
  let parked: HTMLElement | null = null;
  const handleFocusIn = (event: FocusEvent) => {
    last = event.target instanceof HTMLElement ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const holder = isFocusLost(active) ? last : active;
    if (holder instanceof HTMLElement && holder.isConnected && holder.matches(':disabled')) {
      parked = holder;
    } else if (parked && isFocusLost(active)) {
      if (!parked.isConnected) parked = null;
      else if (!parked.matches(':disabled')) {
        parked.focus({ preventScroll: true });
        parked = null;
      }
    } else if (!isFocusLost(active) && active !== parked) {
      parked = null;
    }
  });
  document.addEventListener('focusin', handleFocusIn);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', handleFocusIn);
    observer.disconnect();
  };
}
