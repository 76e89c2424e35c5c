import { cn } from '@/utils/cn';

const tones = {
  open: 'bg-amber-950/60 text-amber-200 border-amber-900/60',
  answered: 'bg-emerald-950/60 text-emerald-200 border-emerald-900/60',
  actioned: 'bg-emerald-950/60 text-emerald-200 border-emerald-900/60',
  closed: 'bg-zinc-800 text-zinc-300 border-zinc-700',
  dismissed: 'bg-zinc-800 text-zinc-300 border-zinc-700',
} as const;

/** A report's or a ticket's status as a small pill. */
export function StatusBadge({ status, label }: { status: keyof typeof tones; label: string }) {
  return (
    <span className={cn('inline-flex shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium', tones[status])}>
      {label}
    </span>
  );
}
