import { Suspense, useState } from 'react';
import { GiftIcon } from '@/components/ui/action-icons';
import { lazyPart } from '@/lib/lazy-load';

// The sheet loads on the first tap: Home's first screen does not pay for it.
const ReferSheet = lazyPart(async () => (await import('./refer-sheet')).ReferSheet);

/** Spec §2 Home header: Refer & Earn, which opens the invite sheet (issue 14 §6). */
export function ReferButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-500/50 px-3 text-xs font-semibold whitespace-nowrap text-brand-300 hover:bg-brand-500/10"
      >
        <GiftIcon className="size-4" />
        {/* The narrowest phones keep the header's title: the gift alone, its name still read. */}
        <span className="max-[359px]:sr-only">Refer &amp; Earn</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReferSheet onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
