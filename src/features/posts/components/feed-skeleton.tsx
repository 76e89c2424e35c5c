import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder posts shaped like the real ones while the first page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading posts" className="divide-y divide-zinc-800">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 px-4 py-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="space-y-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
          {i === 0 ? <Skeleton className="aspect-[4/3] w-full rounded-2xl" /> : null}
        </div>
      ))}
    </div>
  );
}
