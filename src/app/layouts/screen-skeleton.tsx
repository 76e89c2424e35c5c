import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What the shell shows while a screen's code arrives: a header bar and rows in the sizes screens
 * draw (issue 17: the first paint is the app, not a "Loading..." line). On a cold load the code is
 * already on its way from the HTML, so this is seldom seen for long.
 */
export function ScreenSkeleton() {
  return (
    <div>
      <div className="flex min-h-14 items-center border-b border-zinc-800 px-4">
        <Skeleton className="h-5 w-28" />
      </div>
      <ListSkeleton label="Loading..." rows={4} />
    </div>
  );
}
