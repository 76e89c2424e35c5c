import { memo } from 'react';
import { Link } from 'react-router-dom';
import { CommentIcon } from '@/components/ui/action-icons';
import { PostCardMedia } from '@/components/media/post-card-media';
import { ModerationNotice } from '@/components/report/moderation-notice';
import { LinkedText } from '@/components/ui/linked-text';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { feedRelativeTime } from '@/utils/relative-time';
import { PostAuthor } from './post-author';
import { PostLikeButton } from './post-like-button';
import { OwnPostTools } from './own-post-tools';
import { PostOptions } from './post-options';
import { PostTip } from './post-tip';

interface PostCardProps {
  post: PostCardRow;
  /** The feed the card is in (one like request at a time per feed). */
  likeScope: string;
  /** Its media is the screen's largest paint: loaded at once and first. */
  priority?: boolean;
}

/**
 * A post in a list: author, text, media, like and comment counts, relative time (spec §2 Home).
 * Memoised: a list that grows step by step (Home) or patches one post (a like) re-renders only the
 * cards whose row changed; the rows are the query cache's own objects.
 */
export const PostCard = memo(function PostCard({ post, likeScope, priority = false }: PostCardProps) {
  const commentsLabel = `${post.comments_count} ${post.comments_count === 1 ? 'comment' : 'comments'}`;
  return (
    <article aria-label={`Post by ${post.author_name || post.author_username}`} className="space-y-3 px-4 py-4">
      <div className="flex items-start justify-between gap-2">
        <PostAuthor
          name={post.author_name}
          username={post.author_username}
          avatarUrl={post.author_avatar_url}
          createdAt={post.created_at}
          time={feedRelativeTime(post.created_at)}
        />
        <PostOptions post={post} />
      </div>
      {/* Off screen, the body skips style, layout and paint until it comes near (issue 17): a feed that
          grows by a card per task repainted every card each time. Not the header: its ⋯ menu drops
          below it and paint containment would clip it. The body spans the card's padding so focus rings
          and the like button's hover stay inside it. */}
      <div className="-mx-4 -mb-4 space-y-3 px-4 pb-4 [contain-intrinsic-size:auto_360px] [content-visibility:auto]">
        <ModerationNotice removedAt={post.removed_at} heldAt={post.held_at} appeal={{ kind: 'post', id: post.id }} />
        <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-zinc-100">
          <LinkedText text={post.content} />
        </p>
        <PostCardMedia post={post} layout="post" priority={priority} />
        <OwnPostTools post={post} />
        <div className="-ml-2 flex items-center gap-2">
          <PostLikeButton postId={post.id} isLiked={post.user_liked} count={post.likes_count} scope={likeScope} />
          <Link
            to={paths.post(post.id)}
            aria-label={`${commentsLabel}, open post`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-zinc-400 hover:text-white"
          >
            <CommentIcon className="size-5" />
            <span className="tabular-nums">{post.comments_count}</span>
          </Link>
          <PostTip post={post} />
        </div>
      </div>
    </article>
  );
});
