/** Focus is nowhere: on the page itself (the browser drops it there when its element goes or is disabled). */
export const isFocusLost = (element: Element | null = document.activeElement) => !element || element === document.body;

/**
 * Where reading starts on the current screen: its heading, else its main landmark, focusable by
 * script only (tabindex -1). For focus whose control went with its action (issue 18).
 */
export function screenFocusTarget(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}
