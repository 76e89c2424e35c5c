import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PostCardMedia } from '@/components/media/post-card-media';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { formatCount } from '../utils/format-price';
import { feedRelativeTime } from '@/utils/relative-time';
import { CommentIcon, HeartIcon } from '@/components/ui/action-icons';

/** One post in the profile's Posts tab: author, text, media, counts and age; opens the post. */
export const ProfilePostItem = memo(function ProfilePostItem({ post }: { post: PostCardRow }) {
  const name = post.author_name || post.author_username;
  return (
    <article className="relative border-b border-zinc-800 px-4 py-4 hover:bg-zinc-900/40">
      <div className="flex items-center gap-3">
        <Avatar avatarUrl={post.author_avatar_url} username={post.author_username} name={name} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-white">{name}</p>
          <p className="truncate text-xs text-zinc-400">
            @{post.author_username} · <time dateTime={post.created_at}>{feedRelativeTime(post.created_at)}</time>
          </p>
        </div>
      </div>
      <p className="mt-3 text-[0.95rem] break-words whitespace-pre-line text-zinc-100">
        {/* The whole card opens the post; the link text is the post itself. */}
        <Link to={paths.post(post.id)} className="after:absolute after:inset-0 after:content-['']">
          {post.content}
        </Link>
      </p>
      {post.media_type !== 'none' ? (
        // Above the card's link overlay, so video controls work and locked media stay inert.
        <div className="relative z-10 mt-3">
          <PostCardMedia post={post} layout="post" />
        </div>
      ) : null}
      <div className="mt-3 flex gap-5 text-sm text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          <HeartIcon className="size-4" />
          {formatCount(post.likes_count)}
          <span className="sr-only">likes</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CommentIcon className="size-4" />
          {formatCount(post.comments_count)}
          <span className="sr-only">comments</span>
        </span>
      </div>
    </article>
  );
});
