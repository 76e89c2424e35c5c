import { cn } from '@/utils/cn';

/** Reserves the space of content that is still loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-zinc-800/80 motion-reduce:animate-none', className)}
    />
  );
}
