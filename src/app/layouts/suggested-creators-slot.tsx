import { FollowButton } from '@/features/follow';
import { SuggestedCreators } from '@/features/suggestions/components/suggested-creators';

/** The Suggested Creators carousel (spec §2 Home, xl only), with the follow feature's button. */
export function SuggestedCreatorsSlot() {
  return (
    <SuggestedCreators
      renderFollow={(creator) => (
        <FollowButton
          userId={creator.id}
          isFollowing={creator.is_following}
          name={creator.name || creator.username}
          size="sm"
        />
      )}
    />
  );
}
