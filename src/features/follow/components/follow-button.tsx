import { useEffect } from 'react';
import { ShareNotice } from '@/components/ui/share-notice';
import type { FollowSlotProps } from '@/lib/follow-cache';
import { cn } from '@/utils/cn';
import { useSetFollowing } from '../api/set-following';

/** How long a failed follow says so. */
const ERROR_MS = 4000;

export interface FollowButtonProps extends FollowSlotProps {
  /** Called at once with the new state, and again with the old state if the request fails. */
  onFollowingChange?: (isFollowing: boolean) => void;
  className?: string;
}

/**
 * Follow / Following toggle: optimistic, rolled back when the database refuses. It keeps no state
 * of its own: `isFollowing` comes from the host's cached row, which the follow mutation patches in
 * every screen at once (lib/follow-cache.ts); while a request runs it shows the state asked for.
 */
export function FollowButton({
  userId,
  isFollowing,
  name,
  onFollowingChange,
  size = 'md',
  className,
}: FollowButtonProps) {
  const mutation = useSetFollowing(userId);
  const shown = mutation.isPending ? mutation.variables : isFollowing;
  const { isError, reset } = mutation;

  // A failure is shown as a toast a phone can see (it used to live in a hover tooltip), then cleared.
  useEffect(() => {
    if (!isError) return;
    const timer = window.setTimeout(reset, ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [isError, reset]);

  const handleClick = () => {
    if (mutation.isPending) return;
    const next = !shown;
    onFollowingChange?.(next);
    mutation.mutate(next, { onError: () => onFollowingChange?.(!next) });
  };

  const text = shown ? 'Following' : 'Follow';
  return (
    <>
      <button
        type="button"
        onClick={handleClick}
        aria-label={name ? `${text} ${name}` : undefined}
        aria-busy={mutation.isPending || undefined}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full font-semibold transition-colors',
          size === 'sm' ? 'min-h-9 px-4 text-xs' : 'min-h-11 px-5 text-sm',
          shown
            ? 'border border-control-edge bg-transparent text-zinc-100 hover:border-zinc-400'
            : 'bg-white text-zinc-950 hover:bg-zinc-200',
          className,
        )}
      >
        {text}
      </button>
      {mutation.isError ? <ShareNotice notice={`Could not update follow: ${mutation.error.message}`} /> : null}
    </>
  );
}
