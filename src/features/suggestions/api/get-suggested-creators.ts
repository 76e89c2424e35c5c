import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/** Spec §9: up to 10 suggestions. */
export const SUGGESTIONS_LIMIT = 10;

const creatorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  followers_count: z.number(),
  is_following: z
    .boolean()
    .nullable()
    .transform((v) => v ?? false),
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
