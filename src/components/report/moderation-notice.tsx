import { cn } from '@/utils/cn';

/** The author's note on their own removed or held item; nobody else can read such an item (issue 19 §2). */
export function ModerationNotice({
  removedAt,
  heldAt,
  className,
}: {
  removedAt?: string | null;
  heldAt?: string | null;
  className?: string;
}) {
  if (!removedAt && !heldAt) return null;
  return (
    <p
      className={cn(
        'rounded-xl border border-red-900/60 bg-red-950/40 px-3 py-2 text-xs font-medium text-red-200',
        className,
      )}
    >
      {removedAt
        ? 'Removed for breaking the guidelines. Only you can see it.'
        : 'Hidden while we review a report. Only you can see it.'}
    </p>
  );
}
