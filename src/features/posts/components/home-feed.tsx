import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SparklesIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useFeed } from '../api/get-feed';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { FeedSkeleton } from './feed-skeleton';
import { PostCard } from './post-card';

/** The Home post list (spec §2): newest first, 50 per page, the next page as the end comes near. */
export function HomeFeed() {
  const user = useUser();
  const feed = useFeed(user.id);
  const { fetchNextPage, isFetchNextPageError } = feed;
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: Boolean(feed.hasNextPage),
    isLoading: feed.isFetchingNextPage || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) return <QueryError what="posts" error={feed.error} onRetry={feed.refetch} />;

  const posts = feed.data.pages.flat();
  if (posts.length === 0) {
    return (
      <EmptyState icon={<SparklesIcon className="size-7" />} title="No posts yet">
        Be the first to share something, or follow a few creators to fill your feed.
      </EmptyState>
    );
  }

  return (
    <section aria-label="Posts">
      <div className="divide-y divide-zinc-800">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} likeScope="home" />
        ))}
      </div>
      <div ref={sentinel} className="flex min-h-16 items-center justify-center p-4">
        {feed.isFetchingNextPage ? <Spinner label="Loading more posts" /> : null}
        {isFetchNextPageError ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            Load more posts
          </Button>
        ) : null}
        {!feed.hasNextPage ? <p className="text-sm text-zinc-500">You&apos;re all caught up.</p> : null}
      </div>
    </section>
  );
}
