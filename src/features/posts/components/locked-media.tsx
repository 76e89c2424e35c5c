import { Link } from 'react-router-dom';
import { type LockedItem, useLockedAction } from '@/components/money/money-slots';
import { LockIcon } from '@/components/ui/action-icons';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Post } from '../api/post-schema';
import { MediaFrame } from './media-frame';

/** What the unlock slot needs about a locked post (issue 13 §4). */
export function lockedItemOf(post: Post): LockedItem | null {
  if (post.media_type === 'none') return null;
  return {
    kind: 'post',
    postId: post.id,
    access: post.access === 'ppv' ? 'ppv' : 'subscribers',
    priceCents: post.price_cents ?? null,
    creatorUsername: post.author_username,
    mediaType: post.media_type,
  };
}

/**
 * What a viewer without access sees (spec §2 Post detail): a blurred placeholder, a lock and
 * `View image` / `View video`. No media URL exists on the client, so nothing can leak. A
 * pay-per-view post offers "Unlock for €X" (the unlock slot); a subscriber-only one leads to the
 * creator's profile, where Join now lives.
 */
export function LockedMedia({ post }: { post: Post }) {
  const kind = post.media_type === 'video' ? 'video' : 'image';
  const unlock = useLockedAction(lockedItemOf(post), 'roomy');
  const isPpv = post.access === 'ppv';
  return (
    <MediaFrame width={post.media_width} height={post.media_height}>
      <div
        aria-hidden="true"
        className="absolute inset-0 scale-110 bg-[radial-gradient(circle_at_30%_30%,rgb(244_63_94/0.45),transparent_55%),radial-gradient(circle_at_75%_70%,rgb(124_58_237/0.4),transparent_55%)] blur-2xl"
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-zinc-950/40 p-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-zinc-950/70 text-white">
          <LockIcon className="size-6" />
        </span>
        <p className="text-sm text-zinc-200">{isPpv ? `Pay-per-view ${kind}` : `Subscriber-only ${kind}`}</p>
        {unlock ?? (
          <Link to={paths.profileOf(post.author_username)} className={buttonClass('primary', 'min-h-10')}>
            {kind === 'video' ? 'View video' : 'View image'}
          </Link>
        )}
      </div>
    </MediaFrame>
  );
}
