import { useState } from 'react';
import { CloseIcon } from '@/components/ui/action-icons';
import { SearchIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { SearchBox } from './search-box';

/**
 * Small screens (spec §2 Home): a search button that opens a full-screen overlay. Built on
 * <dialog> so the browser traps focus and closes it on Escape.
 */
export function SearchOverlayButton() {
  const [isOpen, setIsOpen] = useState(false);
  const ref = useModalDialog(isOpen);

  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="flex size-10 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <SearchIcon className="size-5" />
      </button>
      <dialog
        ref={ref}
        aria-label="Search"
        onClose={() => setIsOpen(false)}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-zinc-950 p-0 text-zinc-100 backdrop:bg-zinc-950"
      >
        {isOpen ? (
          <div className="flex h-full flex-col p-4">
            <SearchBox
              variant="overlay"
              onNavigate={() => setIsOpen(false)}
              trailing={
                <button
                  type="button"
                  aria-label="Close search"
                  onClick={() => setIsOpen(false)}
                  className="flex size-10 shrink-0 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800"
                >
                  <CloseIcon className="size-5" />
                </button>
              }
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
