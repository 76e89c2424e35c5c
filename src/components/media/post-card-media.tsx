import { Link } from 'react-router-dom';
import { type LockedItem, useLockedAction } from '@/components/money/money-slots';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { OPEN_SUBSCRIBE_STATE } from '@/lib/subscribe-link';
import { unlockedKey } from '@/lib/unlocked-focus';
import { formatEuro } from '@/utils/money';
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

/** What is behind a lock (a post holds one photo or video): "1 video · Subscribers only". */
const lockedCaptionOf = (type: 'image' | 'video', isPpv: boolean) =>
  `1 ${type === 'video' ? 'video' : 'photo'} · ${isPpv ? 'Pay-per-view' : 'Subscribers only'}`;

/**
 * A post's media in the feed, the post detail and the profile. Locked media the viewer may not
 * see say what is behind the lock and what it costs, and offer the unlock slot: "Unlock for €X" on
 * pay-per-view posts (src/app/layouts/money-slots); subscriber-only ones offer "View image" / "View
 * video", which opens the creator's Join now sheet on their profile. Media they may see is signed for them.
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
  const subscriptionPrice = post.author_subscription_price_cents;
  return (
    <PostMedia
      media={media}
      layout={layout}
      priority={priority}
      unlockKey={isPpv ? unlockedKey('post', post.id) : undefined}
      label={`${media.type === 'video' ? 'Video' : 'Image'} by ${author}`}
      lockedCaption={lockedCaptionOf(media.type, isPpv)}
      lockedPriceNote={
        !isPpv && subscriptionPrice ? `Subscribe for ${formatEuro(subscriptionPrice)} / month` : undefined
      }
      lockedActionIsLabel={!unlock && layout === 'post'}
      lockedAction={
        unlock ??
        (layout === 'post' ? (
          <Link
            to={paths.profileOf(post.author_username)}
            state={OPEN_SUBSCRIBE_STATE}
            className={buttonClass('primary', 'min-h-10')}
          >
            {viewLockedText(media.type)}
          </Link>
        ) : undefined)
      }
      badge={post.is_locked && layout === 'post' ? <LockedBadge post={post} /> : undefined}
    />
  );
}
