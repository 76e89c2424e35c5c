import { lazy, Suspense } from 'react';

/*
 * The carousel is xl-only and beside the content, so it loads as its own chunk instead of adding
 * to the first screen's JavaScript budget.
 */
const SuggestedCreatorsPanel = lazy(async () => {
  const [{ SuggestedCreators }, { FollowButton }] = await Promise.all([
    import('@/features/suggestions/components/suggested-creators'),
    import('@/features/follow'),
  ]);
  function Panel() {
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
  return { default: Panel };
});

/** The Suggested Creators carousel (spec §2 Home, xl only), with the follow feature's button. */
export function SuggestedCreatorsSlot() {
  return (
    <Suspense fallback={null}>
      <SuggestedCreatorsPanel />
    </Suspense>
  );
}
