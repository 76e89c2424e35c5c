import { CloseIcon } from '@/components/ui/action-icons';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { SearchBox } from './search-box';

/** The full-screen search overlay, built on <dialog> so the browser traps focus and closes it on Escape. */
export function SearchOverlay({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { ref, onClose: handleDialogClose } = useModalDialog(isOpen, onClose);

  return (
    <dialog
      ref={ref}
      aria-label="Search"
      onClose={handleDialogClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-zinc-950 p-0 text-zinc-100 backdrop:bg-zinc-950"
    >
      {isOpen ? (
        <div className="flex h-full flex-col p-4">
          <SearchBox
            variant="overlay"
            onNavigate={onClose}
            trailing={
              <button
                type="button"
                aria-label="Close search"
                onClick={onClose}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800"
              >
                <CloseIcon className="size-5" />
              </button>
            }
          />
        </div>
      ) : null}
    </dialog>
  );
}
