import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { discoverKeys } from './keys';
import type { CreatorCard } from './schemas';

/**
 * Moves follow state and followers in every Discover list at once. The lists are not refetched
 * after a follow on purpose: a suggestion you just followed stays in place (showing Following)
 * instead of vanishing under your finger.
 */
export function usePatchDiscoverFollow() {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: string, isFollowing: boolean) => {
      queryClient.setQueriesData<CreatorCard[]>({ queryKey: discoverKeys.all }, (cards) =>
        cards?.map((card) =>
          card.id === userId && card.is_following !== isFollowing
            ? {
                ...card,
                is_following: isFollowing,
                followers_count: Math.max(0, card.followers_count + (isFollowing ? 1 : -1)),
              }
            : card,
        ),
      );
    },
    [queryClient],
  );
}
