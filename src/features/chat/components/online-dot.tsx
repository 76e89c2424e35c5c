import { cn } from '@/utils/cn';

/** The green presence dot on an avatar; its text is for screen readers (off where Online is already written). */
export function OnlineDot({ className, hasLabel = true }: { className?: string; hasLabel?: boolean }) {
  return (
    <span
      className={cn(
        'absolute right-0 bottom-0 block size-3 rounded-full bg-emerald-500 ring-2 ring-zinc-950',
        className,
      )}
    >
      {hasLabel ? <span className="sr-only">Online</span> : null}
    </span>
  );
}
