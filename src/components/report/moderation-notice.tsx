import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

/**
 * The author's note on their own removed or held item; nobody else can read such an item (issue 19 §2).
 * A removal can be appealed: `appeal` names the item for Contact Support's draft.
 */
export function ModerationNotice({
  removedAt,
  heldAt,
  appeal,
  className,
}: {
  removedAt?: string | null;
  heldAt?: string | null;
  appeal?: { kind: 'post' | 'comment' | 'message'; id: string };
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
      {removedAt ? (
        <>
          Removed for breaking the guidelines. Only you can see it.
          {appeal ? (
            <>
              {' '}
              <Link to={paths.appealRemoval(appeal.kind, appeal.id)} className="underline underline-offset-2">
                Ask for a review
              </Link>
            </>
          ) : null}
        </>
      ) : (
        'Hidden while we review a report. Only you can see it.'
      )}
    </p>
  );
}
