import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { followingKeys } from './keys';

const followedSchema = z.object({
  created_at: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.nullable(z.string()),
    followers_count: z.number().check(z.int()),
  }),
});

export type FollowedPerson = z.infer<typeof followedSchema>['profile'] & {
  /** False once unfollowed on this screen: the row stays (showing Follow) so it can be undone. */
  is_following: boolean;
};

/** The people you follow, most recently followed first (docs/database.md, Following screen). */
export async function getFollowing(userId: string): Promise<FollowedPerson[]> {
  const rows = unwrap(
    await supabase
      .from('follows')
      .select('created_at, profile:profiles!follows_following_id_fkey(id, name, username, avatar_url, followers_count)')
      .eq('follower_id', userId)
      .order('created_at', { ascending: false }),
  );
  return rows.map((row) => ({ ...followedSchema.parse(row).profile, is_following: true }));
}

export const followingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: followingKeys.list(userId),
    queryFn: () => getFollowing(userId),
    // Always fresh when the screen opens: follows change from every other screen.
    staleTime: 0,
    // An unfollowed row stays (showing Follow) so it can be undone; a follow elsewhere patches it too.
    meta: { follows: 'patch' },
  });

export const useFollowing = (userId: string) => useQuery(followingQueryOptions(userId));
