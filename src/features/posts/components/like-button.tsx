import { HeartIcon } from '@/components/ui/action-icons';
import { cn } from '@/utils/cn';

interface LikeButtonProps {
  isLiked: boolean;
  count: number;
  onToggle: () => void;
  /** `rail`: the video feed's vertical rail (icon above the count). */
  variant?: 'inline' | 'rail';
  formatCount?: (count: number) => string;
}

/**
 * The name starts with the count the button shows (WCAG 2.5.3, issue 18: a voice-control user says
 * "click 12"), then says what it does; whether it is liked is `aria-pressed`, so the name stays put.
 */
export function LikeButton({ isLiked, count, onToggle, variant = 'inline', formatCount = String }: LikeButtonProps) {
  const isRail = variant === 'rail';
  const shown = formatCount(count);
  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={`${shown} ${count === 1 ? 'like' : 'likes'}, Like`}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center rounded-full font-medium transition-colors',
        isRail ? 'flex-col gap-1' : 'min-h-11 min-w-11 justify-center gap-1.5 px-2 text-sm',
        isLiked ? 'text-brand-400' : isRail ? 'text-white' : 'text-zinc-400 hover:text-brand-300',
      )}
    >
      <span className={cn(isRail && 'flex size-12 items-center justify-center rounded-full bg-zinc-900/70')}>
        <HeartIcon filled={isLiked} className={isRail ? 'size-7' : 'size-5'} />
      </span>
      <span className={cn('tabular-nums', isRail && 'text-xs text-white')} data-testid="like-count">
        {shown}
      </span>
    </button>
  );
}
