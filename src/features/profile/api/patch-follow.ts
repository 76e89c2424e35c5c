import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileKeys } from './keys';
import type { CreatorProfile } from './schemas';

/**
 * Moves the header's follower counter with the Follow button at once (the button's request runs
 * in the background and the header is refetched when it settles).
 */
export function usePatchProfileFollow(handle: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (isFollowing: boolean) => {
      queryClient.setQueryData<CreatorProfile | null>(profileKeys.detail(handle), (profile) => {
        if (!profile || profile.is_following === isFollowing) return profile;
        const followers = Math.max(0, profile.followers_count + (isFollowing ? 1 : -1));
        return { ...profile, is_following: isFollowing, followers_count: followers };
      });
    },
    [queryClient, handle],
  );
}
