import { HomeHeader } from '@/features/feed/components/home-header';
import { WelcomeCard } from '@/features/feed/components/welcome-card';
import { Composer } from '@/features/posts/components/composer';
import { HomeFeed } from '@/features/posts/components/home-feed';
import { HomeSearch } from '@/features/search/components/home-search';

/** Home (spec §2): header with search, welcome card, composer (protected route: always signed in), feed. */
export function HomeRoute() {
  return (
    <>
      <HomeHeader search={<HomeSearch />} />
      <WelcomeCard />
      <Composer />
      <HomeFeed />
    </>
  );
}
