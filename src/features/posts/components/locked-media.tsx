import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/ui/action-icons';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Post } from '../api/post-schema';
import { MediaFrame } from './media-frame';

/**
 * What a viewer without access sees (spec §2 Post detail): a blurred placeholder, a lock and
 * `View image` / `View video`. No media URL exists on the client, so nothing can leak. Unlocking
 * is not built (spec §1); the button leads to the creator's profile, where subscribing will live.
 */
export function LockedMedia({ post }: { post: Post }) {
  const kind = post.media_type === 'video' ? 'video' : 'image';
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
        <p className="text-sm text-zinc-200">Subscriber-only {kind}</p>
        <Link to={paths.profileOf(post.author_username)} className={buttonClass('primary', 'min-h-10')}>
          {kind === 'video' ? 'View video' : 'View image'}
        </Link>
      </div>
    </MediaFrame>
  );
}
