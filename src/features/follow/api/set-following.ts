import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
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

export const setFollowingMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: followKeys.toggle(userId),
    mutationFn: (isFollowing: boolean) => setFollowing({ userId, isFollowing }),
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.['followSensitive'] === true }),
  });

export function useSetFollowing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(setFollowingMutationOptions(queryClient, userId));
}
