import { type FocusEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus in the composer when the control holding it is disabled (an upload) or replaced
 * (the recording bar and back, issue 18): when `state` changes and focus has fallen to the page's body,
 * it goes back to that control if it is there and enabled again, else to the composer's main button
 * (`[data-primary]`: Send, the microphone, or Send voice message). Focus that left the composer on its
 * own way (Tab, a click on another control) is left alone. Buttons only, so no phone keyboard pops up.
 */
export function useKeptFocus(rootRef: RefObject<HTMLElement | null>, state: string) {
  const lastRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const last = lastRef.current;
    const active = document.activeElement;
    if (!last || (active && active !== document.body)) return;
    const target =
      last.isConnected && !last.matches(':disabled')
        ? last
        : rootRef.current?.querySelector<HTMLElement>('[data-primary]:not(:disabled)');
    target?.focus();
  }, [rootRef, state]);

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      lastRef.current = event.target;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) lastRef.current = null;
    },
  };
}
