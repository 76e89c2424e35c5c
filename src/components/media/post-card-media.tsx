import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { viewLockedText } from './locked-media';
import { postMediaOf } from './media-access';
import type { MediaLayout } from './media-box';
import { PostMedia } from './post-media';

/**
 * A post's media in the feed, the post detail and the profile. Locked media the viewer may not
 * see offer "View image" / "View video", which leads to the creator's profile (where subscribing
 * lives) until the unlock flow takes that slot; media they may see is signed for them.
 */
export function PostCardMedia({ post, layout }: { post: PostCardRow; layout: MediaLayout }) {
  const media = postMediaOf(post);
  if (!media) return null;
  const author = post.author_name || post.author_username;
  return (
    <PostMedia
      media={media}
      layout={layout}
      label={`${media.type === 'video' ? 'Video' : 'Image'} by ${author}`}
      lockedCaption={`Subscriber-only ${media.type}`}
      lockedAction={
        layout === 'post' ? (
          <Link to={paths.profileOf(post.author_username)} className={buttonClass('primary', 'min-h-10')}>
            {viewLockedText(media.type)}
          </Link>
        ) : undefined
      }
      badge={
        post.is_locked && layout === 'post' ? (
          <span className="rounded-full bg-zinc-950/75 px-2.5 py-1 text-xs font-medium text-zinc-200">
            Locked · only you and subscribers
          </span>
        ) : undefined
      }
    />
  );
}
