import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { discoverKeys, SUGGESTED_LIMIT } from './keys';
import { type CreatorCard, parseCards } from './schemas';

/** Top creators by followers, without you and whom you already follow (spec §7). */
export async function getSuggestedCreators(): Promise<CreatorCard[]> {
  return parseCards(unwrap(await supabase.rpc('get_suggested_creators', { max_count: SUGGESTED_LIMIT })));
}

export const suggestedCreatorsQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.suggested(), queryFn: getSuggestedCreators });

export const useSuggestedCreators = () => useQuery(suggestedCreatorsQueryOptions());
