import { cn } from '@/utils/cn';
import type { TextLimit } from '@/utils/text-limit';

interface CharacterCounterProps {
  id?: string;
  limit: TextLimit;
  /** What the text is, plural and capitalised: "Messages", "Comments". */
  what: string;
  className?: string;
}

/**
 * `1950/2000` once a text nears its limit; over it, says by how much and that it will not be sent
 * (issue 14 §8). Nothing is shown far from the limit, so short texts stay uncluttered.
 */
export function CharacterCounter({ id, limit, what, className }: CharacterCounterProps) {
  if (!limit.isNear) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-xs tabular-nums', limit.isOver ? 'font-semibold text-red-400' : 'text-zinc-400', className)}
    >
      {limit.length}/{limit.max}
      {limit.isOver
        ? ` · ${what} can be at most ${limit.max} characters. Remove ${limit.length - limit.max} to send.`
        : null}
    </p>
  );
}
