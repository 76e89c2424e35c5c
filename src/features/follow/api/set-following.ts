import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { refreshAfterFollow, setFollowingInCaches } from '@/lib/follow-cache';
import { supabase } from '@/lib/supabase';
import { followKeys } from './keys';

export interface SetFollowingVariables {
  /** The person to follow or unfollow. */
  userId: string;
  isFollowing: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * `follower_id` defaults to `auth.uid()` in the database, so it is never sent: the database alone
 * decides who follows (docs/database.md, follows).
 */
export async function setFollowing({ userId, isFollowing }: SetFollowingVariables): Promise<void> {
  if (isFollowing) {
    const { error } = await supabase.from('follows').insert({ following_id: userId });
    // Already following (another tab, a double tap): the state the user asked for holds.
    if (error && error.code !== UNIQUE_VIOLATION) throw toError(error);
    return;
  }
  const { error } = await supabase.from('follows').delete().eq('following_id', userId);
  if (error) throw toError(error);
}

/**
 * Every screen that shows this person's follow state changes at once (the one patch in
 * lib/follow-cache.ts, over the queries that declare `meta.follows`), is set back if the database
 * refuses, and the queries that asked for it read the real counts once the request settles.
 */
export const setFollowingMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: followKeys.toggle(userId),
    mutationFn: (isFollowing: boolean) => setFollowing({ userId, isFollowing }),
    onMutate: (isFollowing) => setFollowingInCaches(queryClient, userId, isFollowing),
    onError: (_error, isFollowing) => setFollowingInCaches(queryClient, userId, !isFollowing),
    onSettled: () => refreshAfterFollow(queryClient),
  });

export function useSetFollowing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(setFollowingMutationOptions(queryClient, userId));
}
