import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getViewerShell, viewerShellKeys } from '@/lib/viewer-shell';

/**
 * The shell's one request for the viewer (lib/viewer-shell.ts), seeding its parts into their queries.
 * Shared by the layout and the boot (app/boot.ts), which starts it before the layout's code has run;
 * one key, so the layout finds it under way or done. Never refetched: from then on each part is kept
 * fresh by its own query and invalidations.
 */
export const viewerShellQueryOptions = (queryClient: QueryClient, userId: string, withSuggestions: boolean) =>
  queryOptions({
    queryKey: viewerShellKeys.detail(userId),
    queryFn: async () => {
      const [raw, { seedViewerShell }] = await Promise.all([
        getViewerShell(withSuggestions),
        import('./viewer-shell-seed'),
      ]);
      seedViewerShell(queryClient, userId, raw);
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 0,
  });
