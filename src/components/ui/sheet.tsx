import { createPortal } from 'react-dom';
import { CloseIcon } from './action-icons';
import { ModalDialog, type ModalProps } from './dialog';

/**
 * A bottom sheet on phones and a centred panel from `sm` up, on the same native modal <dialog> as
 * Dialog, with a Close button. Money flows use it. Portalled to the body: a sheet opened from
 * inside a link or a clickable card must not click it.
 */
export function Sheet({ isOpen, title, onClose, children }: ModalProps) {
  return createPortal(
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      className="mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl border border-b-0 border-zinc-800 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70 sm:m-auto sm:w-[min(30rem,calc(100vw-2rem))] sm:rounded-3xl sm:border-b"
    >
      {(titleId) => (
        <div className="space-y-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-1.5 flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-800 hover:text-white"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </ModalDialog>,
    document.body,
  );
}
