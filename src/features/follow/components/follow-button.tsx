import { useState } from 'react';
import { cn } from '@/utils/cn';
import { useSetFollowing } from '../api/set-following';

export interface FollowButtonProps {
  userId: string;
  /** What the server last said. */
  isFollowing: boolean;
  /** Names the person for screen readers when several buttons share a screen ("Follow Luna Rivera"). */
  name?: string;
  /**
   * Called at once with the new state (so the host can move its follower counter), and again with
   * the old state if the request fails.
   */
  onFollowingChange?: (isFollowing: boolean) => void;
  size?: 'sm' | 'md';
  className?: string;
}

/** Follow / Following toggle: optimistic, rolled back when the database refuses. */
export function FollowButton({
  userId,
  isFollowing,
  name,
  onFollowingChange,
  size = 'md',
  className,
}: FollowButtonProps) {
  const mutation = useSetFollowing(userId);
  const [serverValue, setServerValue] = useState(isFollowing);
  const [shown, setShown] = useState(isFollowing);
  // A newer server answer (a refetch, another screen) wins over what this button last showed.
  if (serverValue !== isFollowing) {
    setServerValue(isFollowing);
    setShown(isFollowing);
  }

  const handleClick = () => {
    if (mutation.isPending) return;
    const next = !shown;
    setShown(next);
    onFollowingChange?.(next);
    mutation.mutate(next, {
      onError: () => {
        setShown(!next);
        onFollowingChange?.(!next);
      },
    });
  };

  const text = shown ? 'Following' : 'Follow';
  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={name ? `${text} ${name}` : undefined}
      aria-busy={mutation.isPending || undefined}
      title={mutation.isError ? mutation.error.message : undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold transition-colors',
        size === 'sm' ? 'min-h-9 px-4 text-xs' : 'min-h-11 px-5 text-sm',
        shown
          ? 'border border-zinc-600 bg-transparent text-zinc-100 hover:border-zinc-400'
          : 'bg-white text-zinc-950 hover:bg-zinc-200',
        className,
      )}
    >
      {text}
    </button>
  );
}
