import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkedText } from '@/components/ui/linked-text';
import { QueryError } from '@/components/ui/query-error';
import { PostCardMedia } from '@/components/media/post-card-media';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { postIdSchema, usePost } from '../api/get-post';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { detailRelativeTime } from '@/utils/relative-time';
import { CommentSection } from './comment-section';
import { PostAuthor } from './post-author';
import { PostLikeButton } from './post-like-button';
import { OwnPostTools } from './own-post-tools';
import { PostOptions } from './post-options';
import { ModerationNotice } from '@/components/report/moderation-notice';
import { PostTip } from './post-tip';

function BackHeader() {
  const navigate = useNavigate();
  const location = useLocation();
  // A shared link opened fresh has no history inside the app: back then means Home.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-zinc-800 bg-zinc-950/85 px-2 backdrop-blur sm:px-4">
      <button
        type="button"
        onClick={goBack}
        aria-label="Back"
        className="flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <ArrowLeftIcon className="size-5" />
      </button>
      <h1 className="text-lg font-bold text-white">Post</h1>
    </header>
  );
}

function PostBody({ post }: { post: PostCardRow }) {
  return (
    <article
      aria-label={`Post by ${post.author_name || post.author_username}`}
      className="space-y-4 border-b border-zinc-800 px-4 py-4"
    >
      <div className="flex items-start justify-between gap-2">
        <PostAuthor
          name={post.author_name}
          username={post.author_username}
          avatarUrl={post.author_avatar_url}
          createdAt={post.created_at}
          time={detailRelativeTime(post.created_at)}
        />
        <PostOptions post={post} />
      </div>
      <ModerationNotice removedAt={post.removed_at} heldAt={post.held_at} appeal={{ kind: 'post', id: post.id }} />
      <p className="text-lg leading-relaxed break-words whitespace-pre-wrap text-zinc-50">
        <LinkedText text={post.content} />
      </p>
      <PostCardMedia post={post} layout="post" priority />
      <OwnPostTools post={post} />
      <div className="-ml-2 flex items-center gap-3 text-sm text-zinc-400">
        <PostLikeButton postId={post.id} isLiked={post.user_liked} count={post.likes_count} scope="detail" />
        <span data-testid="comment-count">
          {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'}
        </span>
        <PostTip post={post} />
      </div>
    </article>
  );
}

/** /post/:postId (spec §2 Post detail): works on a fresh load from a shared link. */
export function PostDetail({ postId }: { postId: string }) {
  const user = useUser();
  const isValidId = postIdSchema.safeParse(postId).success;
  const post = usePost(postId, user.id, isValidId);

  let body;
  if (!isValidId || (post.isSuccess && !post.data)) {
    body = <EmptyState title="Post not found">It may have been deleted, or the link is wrong.</EmptyState>;
  } else if (post.isPending) {
    body = (
      <p role="status" className="p-6 text-zinc-400">
        Loading...
      </p>
    );
  } else if (post.isError) {
    body = <QueryError what="the post" error={post.error} onRetry={post.refetch} />;
  } else if (post.data) {
    body = (
      <>
        <PostBody post={post.data} />
        <CommentSection postId={post.data.id} postAuthorId={post.data.user_id} />
      </>
    );
  }

  return (
    <>
      <BackHeader />
      {body}
    </>
  );
}
