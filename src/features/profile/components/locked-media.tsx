import { cn } from '@/utils/cn';
import { LockIcon } from '@/components/ui/action-icons';

/**
 * A locked post's media as everyone but its author sees it (spec §2 Chat media / Post detail):
 * blurred, with a "View image" / "View video" label. Not clickable until payments exist.
 */
export function LockedMedia({ mediaType, className }: { mediaType: 'image' | 'video'; className?: string }) {
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-zinc-700 via-zinc-800 to-brand-700/40',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 backdrop-blur-xl" />
      <span className="relative inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
        <LockIcon className="size-4" />
        {mediaType === 'image' ? 'View image' : 'View video'}
      </span>
    </div>
  );
}
