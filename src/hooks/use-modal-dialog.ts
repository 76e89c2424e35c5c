import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> in step with `isOpen` as a modal: the browser then provides the focus
 * trap, Escape, the inert background and the top layer. jsdom has no showModal/close, so tests fall
 * back to the `open` attribute.
 */
export function useModalDialog(isOpen: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);
  return ref;
}
