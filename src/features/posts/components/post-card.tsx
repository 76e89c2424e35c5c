import { Link } from 'react-router-dom';
import { CommentIcon } from '@/components/ui/action-icons';
import { PostCardMedia } from '@/components/media/post-card-media';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { feedRelativeTime } from '@/utils/relative-time';
import { PostAuthor } from './post-author';
import { PostLikeButton } from './post-like-button';
import { OwnPostTools } from './own-post-tools';
import { PostTip } from './post-tip';

interface PostCardProps {
  post: PostCardRow;
  /** The feed the card is in (one like request at a time per feed). */
  likeScope: string;
}

/** A post in a list: author, text, media, like and comment counts, relative time (spec §2 Home). */
export function PostCard({ post, likeScope }: PostCardProps) {
  const commentsLabel = `${post.comments_count} ${post.comments_count === 1 ? 'comment' : 'comments'}`;
  return (
    <article aria-label={`Post by ${post.author_name || post.author_username}`} className="space-y-3 px-4 py-4">
      <PostAuthor
        name={post.author_name}
        username={post.author_username}
        avatarUrl={post.author_avatar_url}
        createdAt={post.created_at}
        time={feedRelativeTime(post.created_at)}
      />
      <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-zinc-100">{post.content}</p>
      <PostCardMedia post={post} layout="post" />
      <OwnPostTools post={post} />
      <div className="-ml-2 flex items-center gap-2">
        <PostLikeButton postId={post.id} isLiked={post.user_liked} count={post.likes_count} scope={likeScope} />
        <Link
          to={paths.post(post.id)}
          aria-label={`${commentsLabel}, open post`}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-zinc-400 hover:text-white"
        >
          <CommentIcon className="size-5" />
          <span className="tabular-nums">{post.comments_count}</span>
        </Link>
        <PostTip post={post} />
      </div>
    </article>
  );
}
