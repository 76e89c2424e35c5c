import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useUser } from '@/lib/auth';
import { ViewerShellSettledContext } from '@/lib/viewer-shell';
import { XL_QUERY } from './xl-query';
import { viewerShellQueryOptions } from './viewer-shell-query';

/**
 * Asks once per signed-in user for the shell's viewer data (lib/viewer-shell.ts) and seeds it into
 * the profile, unread-count, wallet, earnings and suggestions queries, which wait for it. Suggestions come
 * along where the shell shows them (the xl panel); Discover brings its own with its one request
 * (`discover_creators`), beside this one. On a cold load the boot has usually started it already.
 */
export function ViewerShellProvider({ children }: { children: ReactNode }) {
  const userId = useUser().id;
  const queryClient = useQueryClient();
  const xl = useMediaQuery(XL_QUERY);
  const [withSuggestions] = useState(() => xl);
  const shell = useQuery(viewerShellQueryOptions(queryClient, userId, withSuggestions));
  return <ViewerShellSettledContext.Provider value={!shell.isPending}>{children}</ViewerShellSettledContext.Provider>;
}
