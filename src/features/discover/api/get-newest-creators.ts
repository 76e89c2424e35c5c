import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { type CreatorCard, parseCreatorCards } from './creator-card';
import { discoverKeys, NEWEST_LIMIT, SUGGESTED_LIMIT } from './keys';

const discoverCreatorsSchema = z.object({ suggested: z.nullable(z.array(z.unknown())), newest: z.array(z.unknown()) });

/** Whether the Suggested query already holds data it would not refetch (the shell may have brought it). */
function hasFreshSuggestions(client: QueryClient): boolean {
  const query = client.getQueryCache().find({ queryKey: discoverKeys.suggested(), exact: true });
  const staleTime = client.getDefaultOptions().queries?.staleTime;
  return (
    query?.state.status === 'success' &&
    !query.state.isInvalidated &&
    !query.isStaleByTime(typeof staleTime === 'number' ? staleTime : 0)
  );
}

/**
 * Newest creators, with room for the ones Suggested already shows (Discover leaves those out). One
 * request for both sections (issue 14 §11): `discover_creators` also brings the suggestions unless
 * they are fresh in the cache, and they are seeded into the Suggested query, which Discover keeps
 * waiting meanwhile, so a follow there still shows in the carousel that shares that query.
 */
export async function getNewestCreators(client?: QueryClient): Promise<CreatorCard[]> {
  const withSuggested = client ? !hasFreshSuggestions(client) : false;
  const answer = discoverCreatorsSchema.parse(
    unwrap(
      await supabase.rpc('discover_creators', {
        with_suggested: withSuggested,
        suggested_limit: SUGGESTED_LIMIT,
        newest_limit: NEWEST_LIMIT + SUGGESTED_LIMIT,
      }),
    ),
  );
  if (client && answer.suggested) client.setQueryData(discoverKeys.suggested(), parseCreatorCards(answer.suggested));
  return parseCreatorCards(answer.newest);
}

export const newestCreatorsQueryOptions = () =>
  queryOptions({
    queryKey: discoverKeys.newest(),
    queryFn: ({ client }) => getNewestCreators(client),
    meta: { follows: 'patch' },
  });

export const useNewestCreators = () => useQuery(newestCreatorsQueryOptions());
