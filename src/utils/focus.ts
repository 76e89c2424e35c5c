/** Focus is nowhere: on the page itself (the browser drops it there when its element goes or is disabled). */
export const isFocusLost = (element: Element | null = document.activeElement) => !element || element === document.body;

/**
 * Focus is nowhere, or still where a navigation put it (the main landmark, src/app/root-layout.tsx):
 * the person has not moved it anywhere yet, so what they came for may take it (an unlock finished on
 * return from a top-up, issue 28).
 */
export const isFocusFree = (element: Element | null = document.activeElement) =>
  isFocusLost(element) || (element !== null && element === document.getElementById('main'));

/**
 * Where reading starts on the current screen: its heading, else its main landmark, focusable by
 * script only (tabindex -1). For focus whose control went with its action (issue 18).
 */
export function screenFocusTarget(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}
