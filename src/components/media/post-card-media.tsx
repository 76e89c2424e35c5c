import { Link } from 'react-router-dom';
import { type LockedItem, useLockedAction } from '@/components/money/money-slots';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { unlockedKey } from '@/lib/unlocked-focus';
import { isPayPerView, LockedBadge } from './locked-badge';
import { viewLockedText } from './locked-media';
import { postMediaOf } from './media-access';
import type { MediaLayout } from './media-box';
import { PostMedia } from './post-media';

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

/**
 * A post's media in the feed, the post detail and the profile. Locked media the viewer may not
 * see offer the unlock slot: "Unlock for €X" on pay-per-view posts (src/app/layouts/money-slots);
 * subscriber-only ones offer "View image" / "View video", which leads to the creator's profile
 * where Join now lives. Media they may see is signed for them.
 */
export function PostCardMedia({
  post,
  layout,
  priority = false,
}: {
  post: PostCardRow;
  layout: MediaLayout;
  /** The screen's first, largest media (see PostMedia). */
  priority?: boolean;
}) {
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
      priority={priority}
      unlockKey={isPpv ? unlockedKey('post', post.id) : undefined}
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
      badge={post.is_locked && layout === 'post' ? <LockedBadge post={post} /> : undefined}
    />
  );
}
