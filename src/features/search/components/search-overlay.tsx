import { Suspense, useEffect, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { lazyPart } from '@/lib/lazy-load';

// The overlay, with the search box inside it, loads after Home's first paint instead of with it.
const loadOverlay = () => import('./search-overlay-dialog');
const SearchOverlay = lazyPart(async () => (await loadOverlay()).SearchOverlay);

/** Small screens (spec §2 Home): a search button that opens a full-screen overlay. */
export function SearchOverlayButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  // Fetched once Home is up, so a tap made later, even offline, opens it at once.
  useEffect(() => {
    loadOverlay().catch(() => undefined);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => {
          setIsOpen(true);
          setWasOpened(true);
        }}
        className="flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <SearchIcon className="size-5" />
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <SearchOverlay isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
