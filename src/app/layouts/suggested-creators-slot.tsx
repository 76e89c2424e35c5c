import { lazy, Suspense } from 'react';

/*
 * The carousel is xl-only and beside the content, so it loads as its own chunk instead of adding
 * to the first screen's JavaScript budget.
 */
const SuggestedCreatorsPanel = lazy(async () => {
  const [{ SuggestedCreators }, { FollowButton }] = await Promise.all([
    import('@/features/discover/components/suggested-creators'),
    import('@/features/follow/components/follow-button'),
  ]);
  function Panel() {
    return <SuggestedCreators renderFollowButton={(props) => <FollowButton {...props} />} />;
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
