import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { parseProfileCards, type ProfileCard } from '@/lib/schemas/profile-card';
import { supabase } from '@/lib/supabase';
import { discoverKeys, SEARCH_MIN_CHARS } from './keys';

const MAX_RESULTS = 20;

/**
 * People matching the text by name or handle, via the `search` RPC, then their cards (follow
 * state, followers) in one more request, in the search's order.
 */
export async function searchPeople(text: string): Promise<ProfileCard[]> {
  const rows = unwrap(await supabase.rpc('search', { search_text: text.trim(), max_results: MAX_RESULTS }));
  const ids = rows.filter((row) => row.kind === 'profile').map((row) => row.id);
  if (ids.length === 0) return [];
  const cards = parseProfileCards(unwrap(await supabase.from('profile_cards').select('*').in('id', ids)));
  const rank = new Map(ids.map((id, index) => [id, index]));
  return cards.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

export const searchPeopleQueryOptions = (text: string) =>
  queryOptions({
    queryKey: discoverKeys.search(text),
    queryFn: () => searchPeople(text),
    enabled: text.trim().length >= SEARCH_MIN_CHARS,
    // Keep the last results on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
    meta: { follows: 'patch' },
  });

export const useSearchPeople = (text: string) => useQuery(searchPeopleQueryOptions(text));
