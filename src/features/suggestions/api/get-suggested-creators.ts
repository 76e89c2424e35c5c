import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/** Spec §9: up to 10 suggestions. */
export const SUGGESTIONS_LIMIT = 10;

const creatorSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  username: z.string(),
  bio: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  followers_count: z.number(),
  is_following: z.pipe(
    z.nullable(z.boolean()),
    z.transform((v) => v ?? false),
  ),
});

export type SuggestedCreator = z.infer<typeof creatorSchema>;

export const suggestionKeys = {
  all: ['suggested-creators'] as const,
  list: (viewerId: string) => [...suggestionKeys.all, viewerId] as const,
};

/** Creators by followers, not the viewer and not already followed (the RPC decides), one request. */
export async function getSuggestedCreators(): Promise<SuggestedCreator[]> {
  const rows = unwrap(await supabase.rpc('get_suggested_creators', { max_count: SUGGESTIONS_LIMIT }));
  return z.array(creatorSchema).parse(rows);
}

export const suggestedCreatorsQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: suggestionKeys.list(viewerId),
    queryFn: getSuggestedCreators,
    staleTime: 5 * 60_000,
  });

export const useSuggestedCreators = (viewerId: string, enabled = true) =>
  useQuery({ ...suggestedCreatorsQueryOptions(viewerId), enabled });
