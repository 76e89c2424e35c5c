import { type ReactNode, useId } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';

interface DialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on <dialog>: the browser provides the focus trap, Escape to close, inert
 * background and the top layer, so there is no portal or focus-trap code to get wrong.
 */
export function Dialog({ isOpen, title, onClose, children }: DialogProps) {
  const ref = useModalDialog(isOpen);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-zinc-800 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70"
    >
      {isOpen ? (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
