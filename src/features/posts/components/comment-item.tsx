import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ModerationNotice } from '@/components/report/moderation-notice';
import { ReportMenu } from '@/components/report/report-menu';
import { LinkedText } from '@/components/ui/linked-text';
import { Menu, type MenuItem } from '@/components/ui/menu';
import { paths } from '@/config/paths';
import type { Comment } from '../api/comment-schema';
import { REPLY_ZONE_ATTR } from '../hooks/use-reply-box';
import { detailRelativeTime } from '@/utils/relative-time';
import { LikeButton } from './like-button';

interface CommentItemProps {
  comment: Comment;
  /** The viewer wrote it: no Block or Report. */
  isOwn: boolean;
  /** Offer Delete: the viewer's own comment, or any comment on the viewer's post (issue 28). */
  onDelete?: () => void;
  isReplyOpen: boolean;
  onLike: () => void;
  onReply: () => void;
}

export function CommentItem({ comment, isOwn, onDelete, isReplyOpen, onLike, onReply }: CommentItemProps) {
  const profile = paths.profileOf(comment.author_username);
  const items: MenuItem[] = onDelete ? [{ label: 'Delete comment', tone: 'danger', onSelect: onDelete }] : [];
  return (
    <div className="flex gap-3">
      <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar
          avatarUrl={comment.author_avatar_url}
          username={comment.author_username}
          name={comment.author_name}
          size="sm"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-zinc-900 px-3.5 py-2.5">
          <p className="flex items-baseline gap-2 text-sm">
            <Link to={profile} className="truncate leading-6 font-semibold text-white hover:underline">
              {comment.author_name || comment.author_username}
            </Link>
            <time dateTime={comment.created_at} className="shrink-0 text-xs text-muted">
              {detailRelativeTime(comment.created_at)}
            </time>
          </p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-zinc-200">
            <LinkedText text={comment.content} />
          </p>
          <ModerationNotice
            removedAt={comment.removed_at}
            heldAt={comment.held_at}
            appeal={{ kind: 'comment', id: comment.id }}
            className="mt-2"
          />
        </div>
        <div className="mt-1 flex items-center gap-2 pl-1.5">
          <LikeButton isLiked={comment.user_liked} count={comment.likes_count} onToggle={onLike} />
          <button
            type="button"
            onClick={onReply}
            aria-expanded={isReplyOpen}
            {...{ [REPLY_ZONE_ATTR]: isReplyOpen ? comment.id : undefined }}
            className="min-h-11 rounded-full px-2 text-sm font-medium text-zinc-400 hover:text-white"
          >
            Reply
          </button>
          {isOwn ? (
            items.length ? (
              <Menu label="Comment options" items={items} buttonClassName="size-9" align="start" />
            ) : null
          ) : (
            <ReportMenu
              label="Comment options"
              targetType="comment"
              targetId={comment.id}
              what="comment"
              buttonClassName="size-9"
              author={{ userId: comment.user_id, username: comment.author_username }}
              items={items}
              align="start"
            />
          )}
        </div>
      </div>
    </div>
  );
}
