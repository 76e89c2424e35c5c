import { Suspense } from 'react';
import { lazyRoute } from '@/app/lazy-route';
import { HomeHeader } from '@/features/posts/components/home-header';
import { WelcomeCard } from '@/features/posts/components/welcome-card';
import { Composer } from '@/features/posts/components/composer';
import { FeedSkeleton } from '@/features/posts/components/feed-skeleton';
import { HomeSearch } from '@/features/search/components/home-search';

/*
 * The feed shows its skeleton until the first page arrives anyway, so its code (post cards, media,
 * zod) loads behind that same skeleton instead of adding to the first screen's JavaScript budget.
 */
const HomeFeed = lazyRoute(() => import('@/features/posts/components/home-feed'), 'HomeFeed');

/** Home (spec §2): header with search, welcome card, composer (protected route: always signed in), feed. */
export function HomeRoute() {
  return (
    <>
      <HomeHeader search={<HomeSearch />} />
      <WelcomeCard />
      <Composer />
      <Suspense fallback={<FeedSkeleton />}>
        <HomeFeed />
      </Suspense>
    </>
  );
}
