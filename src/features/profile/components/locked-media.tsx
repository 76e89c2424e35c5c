import { type LockedItem, useLockedAction } from '@/components/money/money-slots';
import { LockIcon } from '@/components/ui/action-icons';
import { cn } from '@/utils/cn';

interface LockedMediaProps {
  mediaType: 'image' | 'video';
  /** What the unlock slot offers ("Unlock for €X" on pay-per-view posts); null: the label only. */
  item: LockedItem | null;
  size: 'roomy' | 'compact';
  className?: string;
}

/**
 * A locked post's media as everyone but its author and entitled fans see it (spec §2 Chat media /
 * Post detail): blurred, with a "View image" / "View video" label, and the unlock slot below.
 */
export function LockedMedia({ mediaType, item, size, className }: LockedMediaProps) {
  const unlock = useLockedAction(item, size);
  return (
    <div
      className={cn(
        'relative flex flex-col items-center justify-center gap-2 overflow-hidden bg-gradient-to-br from-zinc-700 via-zinc-800 to-brand-700/40 p-2',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 backdrop-blur-xl" />
      <span className="relative inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
        <LockIcon className="size-4" />
        {mediaType === 'image' ? 'View image' : 'View video'}
      </span>
      {unlock}
    </div>
  );
}
