import { type ReactNode, useId } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';

/** What every titled modal takes (Dialog, Sheet). */
export interface ModalProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

interface ModalDialogProps extends Omit<ModalProps, 'title' | 'children'> {
  className: string;
  /** The open content, headed by an element with `titleId` (the dialog's accessible name). */
  children: (titleId: string) => ReactNode;
}

/**
 * The one modal <dialog> behind Dialog and Sheet: the browser provides the focus trap, Escape to
 * close, the inert background and the top layer, so there is no focus-trap code to get wrong. The
 * content exists only while open.
 */
export function ModalDialog({ isOpen, onClose, className, children }: ModalDialogProps) {
  const { ref, onClose: handleDialogClose } = useModalDialog(isOpen, onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={handleDialogClose} onCancel={onClose} className={className}>
      {isOpen ? children(titleId) : null}
    </dialog>
  );
}

/** A centred modal with a title. */
export function Dialog({ isOpen, title, onClose, children }: ModalProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-zinc-800 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70"
    >
      {(titleId) => (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </ModalDialog>
  );
}
