import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { searchKeys } from './keys';
import type { PostHit, ProfileHit } from './search-hits';

/** The `search` RPC answers profiles from 2 characters and posts from 3 (docs/database.md). */
export const MIN_SEARCH_LENGTH = 2;
const MAX_RESULTS = 8;

export type { PostHit, ProfileHit };

export interface SearchResults {
  people: ProfileHit[];
  posts: PostHit[];
}

export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** People and posts in one request. */
export async function search(term: string): Promise<SearchResults> {
  // The schema (and zod) load with the first search, in parallel with it, not with the Home screen.
  const [{ parseHits }, result] = await Promise.all([
    import('./search-hits'),
    supabase.rpc('search', { search_text: term, max_results: MAX_RESULTS }),
  ]);
  const rows = parseHits(unwrap(result));
  return {
    people: rows.filter((row): row is ProfileHit => row.kind === 'profile'),
    posts: rows.filter((row): row is PostHit => row.kind === 'post'),
  };
}

export const searchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: () => search(term),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
    // Keep the last results on screen while the next term loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });

export const useSearch = (term: string) => useQuery(searchQueryOptions(term));
