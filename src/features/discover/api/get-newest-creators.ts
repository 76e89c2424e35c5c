import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { discoverKeys, NEWEST_LIMIT } from './keys';
import { type CreatorCard, parseCards } from './schemas';

export async function getNewestCreators(): Promise<CreatorCard[]> {
  return parseCards(
    unwrap(
      await supabase
        .from('profile_cards')
        .select('*')
        .eq('is_creator', true)
        .order('created_at', { ascending: false })
        .limit(NEWEST_LIMIT),
    ),
  );
}

export const newestCreatorsQueryOptions = () =>
  queryOptions({ queryKey: discoverKeys.newest(), queryFn: getNewestCreators });

export const useNewestCreators = () => useQuery(newestCreatorsQueryOptions());
