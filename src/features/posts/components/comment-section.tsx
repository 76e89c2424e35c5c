import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/query-error';
import { useUser } from '@/lib/auth';
import { toThreads, type Comment } from '../api/comment-schema';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { commentKeys } from '../api/keys';
import { useToggleLike } from '../api/toggle-like';
import { REPLY_ZONE_ATTR, useReplyBox } from '../hooks/use-reply-box';
import { CommentInput } from './comment-input';
import { CommentItem } from './comment-item';

/** What the delete question says: whose comment, and the replies that go with it. */
function deleteQuestion(comment: Comment, isOwn: boolean, replies: number) {
  const withReplies = replies ? ` and ${replies === 1 ? 'its reply' : `its ${replies} replies`}` : '';
  return isOwn
    ? `Your comment${withReplies} will be removed from the post.`
    : `@${comment.author_username}'s comment${withReplies} will be removed from your post.`;
}

/**
 * Comment box and threads one level deep, each comment with Like and Reply (spec §2 Post detail, §4
 * Reply). Its author deletes a comment, and so does the post's author (issue 28), asked first.
 */
export function CommentSection({ postId, postAuthorId }: { postId: string; postAuthorId: string }) {
  const user = useUser();
  const comments = useComments(postId, user.id);
  const create = useCreateComment(postId, user.id);
  const remove = useDeleteComment(postId, user.id);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const isMyPost = postAuthorId === user.id;
  const reply = useReplyBox();
  const like = useToggleLike({
    target: 'comment_id',
    cacheRoot: commentKeys.all,
    scopeKey: commentKeys.likeScope(postId),
  });
  const [draft, setDraft] = useState('');

  const submitComment = () => create.mutate({ content: draft, parentId: null }, { onSuccess: () => setDraft('') });

  const renderComment = (comment: Comment, threadId: string) => (
    <div key={comment.id} className="space-y-2">
      <CommentItem
        comment={comment}
        isOwn={comment.user_id === user.id}
        onDelete={comment.user_id === user.id || isMyPost ? () => setDeleting(comment) : undefined}
        isReplyOpen={reply.openId === comment.id}
        onLike={() => like.toggle({ id: comment.id, isLiked: comment.user_liked })}
        onReply={() => reply.toggle(comment.id)}
      />
      {reply.openId === comment.id ? (
        <div {...{ [REPLY_ZONE_ATTR]: comment.id }} className="pl-12">
          <CommentInput
            label="Write a reply"
            submitLabel="Send reply"
            placeholder={`Reply to ${comment.author_name || comment.author_username}...`}
            value={reply.text}
            onChange={reply.setText}
            isBusy={create.isPending}
            focusOnMount
            onSubmit={() => create.mutate({ content: reply.text, parentId: threadId }, { onSuccess: reply.submitted })}
          />
        </div>
      ) : null}
    </div>
  );

  const deletingReplies = deleting ? (comments.data ?? []).filter((c) => c.parent_id === deleting.id).length : 0;
  return (
    <section aria-label="Comments" className="space-y-4 px-4 py-4">
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this comment?"
        action={remove}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {deleting ? deleteQuestion(deleting, deleting.user_id === user.id, deletingReplies) : null}
      </ConfirmDialog>
      <CommentInput
        label="Write a comment"
        submitLabel="Send comment"
        placeholder="Write a comment..."
        value={draft}
        onChange={setDraft}
        onSubmit={submitComment}
        isBusy={create.isPending}
      />
      {create.isError ? <Alert tone="error">Your comment could not be posted. {create.error.message}</Alert> : null}
      {comments.isPending ? (
        <p role="status" className="text-sm text-zinc-400">
          Loading comments...
        </p>
      ) : comments.isError ? (
        <QueryError what="comments" error={comments.error} onRetry={comments.refetch} />
      ) : comments.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-400">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="space-y-4">
          {toThreads(comments.data).map(({ comment, replies }) => (
            <li key={comment.id} className="space-y-3">
              {renderComment(comment, comment.id)}
              {replies.length > 0 ? (
                <ul
                  aria-label={`Replies to ${comment.author_name || comment.author_username}`}
                  className="space-y-3 pl-12"
                >
                  {replies.map((r) => (
                    <li key={r.id}>{renderComment(r, comment.id)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
