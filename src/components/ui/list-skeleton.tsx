import { Skeleton } from './skeleton';

interface ListSkeletonProps {
  /** Announced while loading ("Loading notifications"). */
  label: string;
  rows?: number;
  /** Reserve a button on the right (a Follow button). */
  hasAction?: boolean;
}

/** Placeholder rows shaped like a list of people (avatar, two lines) while the list loads. */
export function ListSkeleton({ label, rows = 3, hasAction = false }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-20" />
          </div>
          {hasAction ? <Skeleton className="h-9 w-20 rounded-full" /> : null}
        </div>
      ))}
    </div>
  );
}
