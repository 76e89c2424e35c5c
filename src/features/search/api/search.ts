import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { searchKeys } from './keys';

/** The `search` RPC answers profiles from 2 characters and posts from 3 (docs/database.md). */
export const MIN_SEARCH_LENGTH = 2;
const MAX_RESULTS = 8;

const profileHit = z.object({
  kind: z.literal('profile'),
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_creator: z.boolean().nullable(),
});
const postHit = z.object({
  kind: z.literal('post'),
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  post_content: z.string(),
  post_media_type: z.enum(['none', 'image', 'video']).nullable(),
});
const hitSchema = z.discriminatedUnion('kind', [profileHit, postHit]);

export type ProfileHit = z.infer<typeof profileHit>;
export type PostHit = z.infer<typeof postHit>;

export interface SearchResults {
  people: ProfileHit[];
  posts: PostHit[];
}

export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** People and posts in one request. */
export async function search(term: string): Promise<SearchResults> {
  const rows = z
    .array(hitSchema)
    .parse(unwrap(await supabase.rpc('search', { search_text: term, max_results: MAX_RESULTS })));
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
