import { useSession } from '@/lib/auth';
import type { PostCardRow } from '@/lib/schemas/post-card';

/**
 * A pay-per-view post: the view says so (`access`); a row just inserted into `posts` has no
 * `access` yet, only its price (docs/database.md, posts).
 */
export const isPayPerView = (post: PostCardRow): boolean =>
  post.access === 'ppv' || (post.is_locked && post.access == null && Boolean(post.price_cents));

/** Over locked media this viewer may see: who else may see it (author) or that they may (fan). */
function lockedBadgeText(post: PostCardRow, isAuthor: boolean): string {
  if (!isAuthor) return 'Unlocked for you';
  return isPayPerView(post) ? 'Pay-per-view · only you and buyers' : 'Locked · only you and subscribers';
}

/**
 * The sign that media shown to this viewer is paid content (issue 13): the post card puts it
 * over locked media in the post layout, the video feed over an entitled locked video. Nothing
 * for public posts.
 */
export function LockedBadge({ post }: { post: PostCardRow }) {
  const viewerId = useSession().user?.id;
  if (!post.is_locked) return null;
  return (
    <span className="rounded-full bg-zinc-950/75 px-2.5 py-1 text-xs font-medium text-zinc-200">
      {lockedBadgeText(post, viewerId === post.user_id)}
    </span>
  );
}
