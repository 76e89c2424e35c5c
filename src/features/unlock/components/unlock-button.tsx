import { useState } from 'react';
import type { LockedItem, SlotSize } from '@/components/money/money-slots';
import { LockIcon } from '@/components/ui/action-icons';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';
import { UnlockSheet } from './unlock-sheet';

/**
 * "Unlock for €X" on a locked pay-per-view post or paid message: self-contained, it takes the item
 * (id and the price shown) and opens the confirm sheet. Nothing for subscriber-only posts, whose
 * placeholder leads to the creator's subscription instead.
 */
export function UnlockButton({ item, size }: { item: LockedItem; size: SlotSize }) {
  const [isOpen, setOpen] = useState(false);
  const price = item.priceCents;
  if (price === null || (item.kind === 'post' && item.access !== 'ppv')) return null;
  const label = `Unlock for ${formatEuro(price)}`;
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          // Placeholders sit inside links and buttons (grid cells, chat bubbles).
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
        className={cn(buttonClass('primary', size === 'compact' ? 'min-h-9 px-3 text-xs' : 'min-h-10'), 'relative')}
      >
        {size === 'compact' ? <LockIcon className="size-4" /> : null}
        {label}
      </button>
      {isOpen ? <UnlockSheet item={item} priceCents={price} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
