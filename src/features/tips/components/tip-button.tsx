import type { TipTarget } from '@/components/money/money-slots';
import { GiftIcon } from '@/components/ui/action-icons';
import { cn } from '@/utils/cn';

const variants = {
  /** Round, next to Message and Share on a profile. */
  round:
    'flex size-11 items-center justify-center rounded-full border border-control-edge bg-zinc-900 text-zinc-200 hover:bg-zinc-800 hover:text-white',
  /** In a post's action row, like Like and Comment. */
  inline:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm text-zinc-400 hover:text-white',
  /** A header icon (chat). */
  icon: 'flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white',
  /** On the video feed's right rail, like Like, Comment and Share (issue 28): a round icon over its label. */
  rail: 'flex flex-col items-center gap-1 text-xs font-medium text-white',
} as const;

interface TipButtonProps {
  target: TipTarget;
  variant: keyof typeof variants;
  /** Opens the tip sheet, which the app layer holds: it outlives the screen it was opened from. */
  onOpen: () => void;
}

/** Tip (issue 13 §6) on a profile, a post, in a chat or on a video. */
export function TipButton({ target, variant, onOpen }: TipButtonProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Send ${target.creatorName} a tip`}
      title="Tip"
      className={cn(variants[variant])}
    >
      {variant === 'rail' ? (
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-zinc-900/70 backdrop-blur">
            <GiftIcon className="size-6" />
          </span>
          <span>Tip</span>
        </>
      ) : (
        <>
          <GiftIcon className="size-5" />
          {variant === 'inline' ? <span>Tip</span> : null}
        </>
      )}
    </button>
  );
}
