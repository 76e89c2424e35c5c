import { useState } from 'react';
import type { TipTarget } from '@/components/money/money-slots';
import { GiftIcon } from '@/components/ui/action-icons';
import { cn } from '@/utils/cn';
import { TipSheet } from './tip-sheet';

const variants = {
  /** Round, next to Message and Share on a profile. */
  round:
    'flex size-11 items-center justify-center rounded-full border border-zinc-700 bg-zinc-900 text-zinc-200 hover:bg-zinc-800 hover:text-white',
  /** In a post's action row, like Like and Comment. */
  inline: 'inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-zinc-400 hover:text-white',
  /** A header icon (chat). */
  icon: 'flex size-10 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white',
} as const;

/** Tip (issue 13 §6) on a profile, a post or in a chat; opens the tip sheet. */
export function TipButton({ target, variant }: { target: TipTarget; variant: keyof typeof variants }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Send ${target.creatorName} a tip`}
        title="Tip"
        className={cn(variants[variant])}
      >
        <GiftIcon className="size-5" />
        {variant === 'inline' ? <span>Tip</span> : null}
      </button>
      {isOpen ? <TipSheet target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
