import { type RefObject, type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import { isFocusLost } from '@/utils/focus';

interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  /** For the <dialog>'s `onClose`: tells `onClose` only of closes the person made. */
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * Keeps a native <dialog> in step with `isOpen` as a modal: the browser then provides the focus
 * trap, Escape, the inert background and the top layer, and moves focus to the first control inside.
 * On close, focus goes back to the control that opened it (issue 18): Chromium does that itself, but
 * Safari never focuses a clicked button and nothing restores focus when the dialog is closed by
 * unmounting, so the opener is remembered here and focused again when focus would be lost.
 * jsdom has no showModal/close, so tests fall back to the `open` attribute.
 *
 * The browser queues the `close` event, so it also arrives after the closes this hook makes itself:
 * when `isOpen` turns false, and in StrictMode's effect re-run, which closes the dialog and shows it
 * again before the event is delivered (issue 28: every sheet closed as it opened under `npm run dev`).
 * The returned `onClose` passes on only a close the person made (Escape, a form with method=dialog):
 * the dialog is shut while it is still meant to be open.
 */
export function useModalDialog(isOpen: boolean, onClose: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const meantOpen = useRef(false);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    meantOpen.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      meantOpen.current = false;
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

  const handleClose = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    if (meantOpen.current && !event.currentTarget.open) latestOnClose.current();
  }, []);
  return { ref, onClose: handleClose };
}
