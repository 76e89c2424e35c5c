import { Link } from 'react-router-dom';
import { type LockedItem, useLockedAction } from '@/components/money/money-slots';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { viewLockedText } from './locked-media';
import { postMediaOf } from './media-access';
import type { MediaLayout } from './media-box';
import { PostMedia } from './post-media';

/**
 * A pay-per-view post: the view says so (`access`); a row just inserted into `posts` has no
 * `access` yet, only its price (docs/database.md, posts).
 */
const isPayPerView = (post: PostCardRow): boolean =>
  post.access === 'ppv' || (post.is_locked && post.access == null && Boolean(post.price_cents));

/** What the unlock slot needs about a locked post (issue 13 §4); prices come from the row shown. */
function lockedItemOf(post: PostCardRow): LockedItem | null {
  if (post.media_type === 'none') return null;
  return {
    kind: 'post',
    postId: post.id,
    access: isPayPerView(post) ? 'ppv' : 'subscribers',
    priceCents: post.price_cents ?? null,
    creatorUsername: post.author_username,
    mediaType: post.media_type,
  };
}

/** Over locked media this viewer may see: who else may see it (author) or that they may (fan). */
function lockedBadgeText(post: PostCardRow, isAuthor: boolean): string {
  if (!isAuthor) return 'Unlocked for you';
  return isPayPerView(post) ? 'Pay-per-view · only you and buyers' : 'Locked · only you and subscribers';
}

/**
 * A post's media in the feed, the post detail and the profile. Locked media the viewer may not
 * see offer the unlock slot: "Unlock for €X" on pay-per-view posts (src/app/layouts/money-slots);
 * subscriber-only ones offer "View image" / "View video", which leads to the creator's profile
 * where Join now lives. Media they may see is signed for them.
 */
export function PostCardMedia({ post, layout }: { post: PostCardRow; layout: MediaLayout }) {
  const viewerId = useSession().user?.id;
  const media = postMediaOf(post);
  const isLockedForViewer = media?.access.kind === 'locked';
  const unlock = useLockedAction(
    isLockedForViewer ? lockedItemOf(post) : null,
    layout === 'post' ? 'roomy' : 'compact',
  );
  if (!media) return null;
  const author = post.author_name || post.author_username;
  const isPpv = isPayPerView(post);
  return (
    <PostMedia
      media={media}
      layout={layout}
      label={`${media.type === 'video' ? 'Video' : 'Image'} by ${author}`}
      lockedCaption={`${isPpv ? 'Pay-per-view' : 'Subscriber-only'} ${media.type}`}
      lockedActionIsLabel={!unlock && layout === 'post'}
      lockedAction={
        unlock ??
        (layout === 'post' ? (
          <Link to={paths.profileOf(post.author_username)} className={buttonClass('primary', 'min-h-10')}>
            {viewLockedText(media.type)}
          </Link>
        ) : undefined)
      }
      badge={
        post.is_locked && layout === 'post' ? (
          <span className="rounded-full bg-zinc-950/75 px-2.5 py-1 text-xs font-medium text-zinc-200">
            {lockedBadgeText(post, viewerId === post.user_id)}
          </span>
        ) : undefined
      }
    />
  );
}
