import { type RefObject, useEffect, useRef } from 'react';
import { isFocusLost } from '@/utils/focus';

/**
 * Keeps a native <dialog> in step with `isOpen` as a modal: the browser then provides the focus
 * trap, Escape, the inert background and the top layer, and moves focus to the first control inside.
 * On close, focus goes back to the control that opened it (issue 18): Chromium does that itself, but
 * Safari never focuses a clicked button and nothing restores focus when the dialog is closed by
 * unmounting, so the opener is remembered here and focused again when focus would be lost.
 * jsdom has no showModal/close, so tests fall back to the `open` attribute.
 */
export function useModalDialog(isOpen: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Only when focus is nowhere (the body) or still inside the closed dialog: a dialog that closed
      // because its action moved focus on (a link to another screen) keeps that move.
      const current = document.activeElement;
      const isLost = isFocusLost(current) || dialog.contains(current);
      if (isLost && opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [isOpen]);
  return ref;
}
