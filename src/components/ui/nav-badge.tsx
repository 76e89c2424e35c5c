import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/**
 * Where a badge sits: `inline` at the end of a row (side navigation, the Settings tab's list),
 * `icon` over the icon of a bottom-bar tab or header button (its parent is `relative`).
 */
export type BadgePlacement = 'inline' | 'icon';

/** A count as a badge shows it: nothing at 0, "99+" past 99. */
export const countText = (count: number | undefined): string | undefined =>
  !count || count <= 0 ? undefined : count > 99 ? '99+' : String(count);

const shape: Record<BadgePlacement, string> = {
  inline: 'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
  // Over the icon's top right corner, whatever the label's width.
  icon: 'pointer-events-none absolute top-0.5 left-1/2 ml-1 min-w-5 rounded-full px-1 text-center text-[0.65rem] leading-5 font-bold tabular-nums ring-2 ring-zinc-950',
};

interface NavBadgeProps {
  children: ReactNode;
  /** Read after the value, so the link's name holds what it shows: "Chats 2 unread" (WCAG 2.5.3). */
  what: string;
  placement?: BadgePlacement;
  tone?: 'brand' | 'neutral' | 'positive' | 'negative';
}

const tones = {
  brand: 'bg-brand-600 text-white',
  neutral: 'bg-zinc-800 text-zinc-200',
  positive: 'bg-emerald-500/15 text-emerald-200',
  negative: 'bg-red-500/20 text-red-200',
} as const;

/** A live value on a navigation entry: an unread count, a balance. */
export function NavBadge({ children, what, placement = 'inline', tone = 'brand' }: NavBadgeProps) {
  return (
    <span className={cn(shape[placement], tones[tone])}>
      {children}
      <span className="sr-only"> {what}</span>
    </span>
  );
}

/** An unread count on a navigation entry; nothing while there is none. */
export function CountBadge({ count, placement }: { count: number | undefined; placement?: BadgePlacement }) {
  const text = countText(count);
  if (!text) return null;
  return (
    <NavBadge what="unread" placement={placement}>
      {text}
    </NavBadge>
  );
}
