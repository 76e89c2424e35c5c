import type { LockedItem, SlotSize } from '@/components/money/money-slots';
import { LockIcon } from '@/components/ui/action-icons';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';

/**
 * "Unlock for €X" on a locked pay-per-view post or paid message: it takes the item (id and the
 * price shown) and asks for the confirm sheet, which the app layer holds (so it outlives the screen
 * it was opened from). Nothing for subscriber-only posts, whose placeholder leads to the creator's
 * subscription instead.
 */
export function UnlockButton({ item, size, onOpen }: { item: LockedItem; size: SlotSize; onOpen: () => void }) {
  const price = item.priceCents;
  if (price === null || (item.kind === 'post' && item.access !== 'ppv')) return null;
  const label = `Unlock for ${formatEuro(price)}`;
  return (
    <button
      type="button"
      onClick={(event) => {
        // Placeholders sit inside links and buttons (grid cells, chat bubbles).
        event.preventDefault();
        event.stopPropagation();
        onOpen();
      }}
      className={cn(buttonClass('primary', size === 'compact' ? 'min-h-9 px-3 text-xs' : 'min-h-10'), 'relative')}
    >
      {size === 'compact' ? <LockIcon className="size-4" /> : null}
      {label}
    </button>
  );
}
