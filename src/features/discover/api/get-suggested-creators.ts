import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { parseProfileCards, type ProfileCard } from '@/lib/schemas/profile-card';
import { supabase } from '@/lib/supabase';
import { discoverKeys, SUGGESTED_LIMIT } from './keys';

/** Top creators by followers, without you and whom you already follow (spec §7); the RPC decides. */
export async function getSuggestedCreators(): Promise<ProfileCard[]> {
  return parseProfileCards(unwrap(await supabase.rpc('get_suggested_creators', { max_count: SUGGESTED_LIMIT })));
}

/**
 * One query for Discover's Suggested creators and the Suggested Creators carousel, so a follow in
 * either shows in both. Followed creators stay in place showing Following (`follows: 'patch'`)
 * instead of vanishing under the user's finger.
 */
export const suggestedCreatorsQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.suggested(), queryFn: getSuggestedCreators, meta: { follows: 'patch' } });

export const useSuggestedCreators = (enabled = true) => useQuery({ ...suggestedCreatorsQueryOptions(), enabled });
