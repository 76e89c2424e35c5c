import { Suspense } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { lazyPart } from '@/lib/lazy-load';
import { XL_QUERY } from './xl-query';

/*
 * The carousel is xl-only and beside the content, so it loads as its own chunk instead of adding
 * to the first screen's JavaScript budget.
 */
const SuggestedCreatorsPanel = lazyPart(async () => {
  const [{ SuggestedCreators }, { FollowButton }] = await Promise.all([
    import('@/features/discover/components/suggested-creators'),
    import('@/features/follow/components/follow-button'),
  ]);
  function Panel() {
    return <SuggestedCreators renderFollowButton={(props) => <FollowButton {...props} />} />;
  }
  return Panel;
});

/**
 * The Suggested Creators carousel (spec §2 Home, xl only), with the follow feature's button. Below
 * xl nothing mounts and its chunk is not loaded (issue 17: a phone loads nothing it does not show);
 * widening the window past xl mounts it then.
 */
export function SuggestedCreatorsSlot() {
  const isShown = useMediaQuery(XL_QUERY);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <SuggestedCreatorsPanel />
    </Suspense>
  );
}
