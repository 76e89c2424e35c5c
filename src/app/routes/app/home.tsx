import { Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HomeHeader } from '@/features/posts/components/home-header';
import { WelcomeCard } from '@/features/posts/components/welcome-card';
import { Composer } from '@/features/posts/components/composer';
import { FeedSkeleton } from '@/features/posts/components/feed-skeleton';
import { HomeSearch } from '@/features/search/components/home-search';
import { NotificationsBellLink } from '@/features/notifications/components/notifications-bell-link';
import { ReferButton } from '@/features/referrals/components/refer-button';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { lazyPart } from '@/lib/lazy-load';

/** The feed's code did not arrive: Home, with its composer, stays; only the feed waits. */
function FeedNotLoaded({ retry }: { retry: () => void }) {
  const isOnline = useOnlineStatus();
  return (
    <div className="space-y-3 p-4">
      <Alert tone={isOnline ? 'error' : 'info'}>
        {isOnline
          ? "Your feed didn't load. Check your connection and try again."
          : 'Your feed will load by itself when your connection is back.'}
      </Alert>
      {isOnline ? (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/*
 * The feed shows its skeleton until the first page arrives anyway, so its code (post cards, media,
 * zod) loads behind that same skeleton instead of adding to the first screen's JavaScript budget.
 */
const HomeFeed = lazyPart(
  async () => (await import('@/features/posts/components/home-feed')).HomeFeed,
  (retry) => <FeedNotLoaded retry={retry} />,
);
// Home always shows its feed: its code starts loading with Home's (already preloaded by the HTML),
// and a preload of Home (the boot's) waits for it, so the first draw has the feed, not its fallback.
HomeFeed.preload();

/** Home (spec §2): header with search, welcome card, composer (protected route: always signed in), feed. */
export function HomeRoute() {
  return (
    <>
      <HomeHeader search={<HomeSearch />} notifications={<NotificationsBellLink />} refer={<ReferButton />} />
      <WelcomeCard />
      <Composer />
      <Suspense fallback={<FeedSkeleton />}>
        <HomeFeed />
      </Suspense>
    </>
  );
}
HomeRoute.preload = HomeFeed.preload;
