import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useProfilePosts } from '../api/get-profile-posts';
import { ProfilePostItem } from './profile-post-item';

export function ProfilePosts({ userId }: { userId: string }) {
  const posts = useProfilePosts(userId);
  // One at once, the rest one per task, as on Home: all 50 in one go delayed the first paint. One, not
  // Home's three: under a profile's header no post shows on a phone's first screen, one on a desktop's.
  const shown = useProgressiveCount(posts.data?.length ?? 0, 1);
  if (posts.isPending) {
    return (
      <div role="status" aria-label="Loading posts" className="space-y-4 p-4">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (posts.isError) return <QueryError what="posts" error={posts.error} onRetry={posts.refetch} />;
  if (posts.data.length === 0) return <EmptyState title="No posts yet">Posts will show up here.</EmptyState>;
  return (
    <div>
      {posts.data.slice(0, shown).map((post) => (
        <ProfilePostItem key={post.id} post={post} />
      ))}
    </div>
  );
}
