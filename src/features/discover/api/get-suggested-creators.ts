import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import { type CreatorCard, parseCreatorCards } from './creator-card';
import { discoverKeys, SUGGESTED_LIMIT } from './keys';

/** Top creators by followers, without you and whom you already follow (spec §7); the RPC decides. */
export async function getSuggestedCreators(): Promise<CreatorCard[]> {
  return parseCreatorCards(unwrap(await supabase.rpc('get_suggested_creators', { max_count: SUGGESTED_LIMIT })));
}

/**
 * One query for Discover's Suggested creators and the Suggested Creators carousel, so a follow in
 * either shows in both. Followed creators stay in place showing Following (`follows: 'patch'`)
 * instead of vanishing under the user's finger.
 */
export const suggestedCreatorsQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.suggested(), queryFn: getSuggestedCreators, meta: { follows: 'patch' } });

/** Waits for the app shell's one request, which seeds it where the panel or Discover shows (lib/viewer-shell.ts). */
export function useSuggestedCreators(enabled = true) {
  const settled = useViewerShellSettled();
  return useQuery({ ...suggestedCreatorsQueryOptions(), enabled: enabled && settled });
}
