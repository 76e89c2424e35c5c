import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SparklesIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useUser } from '@/lib/auth';
import { useFeed } from '../api/get-feed';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { priorityIndex } from '../utils/priority-post';
import { FeedSkeleton } from './feed-skeleton';
import { PostCard } from './post-card';

/** The Home post list (spec §2): newest first, 50 per page, the next page as the end comes near. */
export function HomeFeed() {
  const user = useUser();
  const feed = useFeed(user.id);
  const posts = feed.data?.pages.flat() ?? [];
  const shown = useProgressiveCount(posts.length);
  const { fetchNextPage, isFetchNextPageError } = feed;
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    // The next page waits until this one is all on screen.
    hasMore: Boolean(feed.hasNextPage) && shown === posts.length,
    isLoading: feed.isFetchingNextPage || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) return <QueryError what="posts" error={feed.error} onRetry={feed.refetch} />;

  if (posts.length === 0) {
    return (
      <EmptyState icon={<SparklesIcon className="size-7" />} title="No posts yet">
        Be the first to share something, or follow a few creators to fill your feed.
      </EmptyState>
    );
  }

  const priority = priorityIndex(posts);
  return (
    <section aria-label="Posts">
      <div className="divide-y divide-zinc-800">
        {posts.slice(0, shown).map((post, index) => (
          <PostCard key={post.id} post={post} likeScope="home" priority={index === priority} />
        ))}
      </div>
      <div ref={sentinel} className="flex min-h-16 items-center justify-center p-4">
        {feed.isFetchingNextPage ? <Spinner label="Loading more posts" /> : null}
        {isFetchNextPageError ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            Load more posts
          </Button>
        ) : null}
        {!feed.hasNextPage && shown === posts.length ? (
          <p className="text-sm text-muted">You&apos;re all caught up.</p>
        ) : null}
      </div>
    </section>
  );
}
