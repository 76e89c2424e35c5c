import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { parseProfileCards, type ProfileCard } from '@/lib/schemas/profile-card';
import { supabase } from '@/lib/supabase';
import { discoverKeys, NEWEST_LIMIT } from './keys';

export async function getNewestCreators(): Promise<ProfileCard[]> {
  return parseProfileCards(
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
  queryOptions({ queryKey: discoverKeys.newest(), queryFn: getNewestCreators, meta: { follows: 'patch' } });

export const useNewestCreators = () => useQuery(newestCreatorsQueryOptions());
