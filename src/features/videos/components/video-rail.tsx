import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTipAction } from '@/components/money/money-slots';
import { CommentIcon, ShareIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { VideoPost } from '../api/get-video-feed';
import { formatCount } from '../utils/format-count';

interface VideoRailProps {
  video: VideoPost;
  like: ReactNode;
  onShare: () => void;
}

const railButton = 'flex flex-col items-center gap-1 text-xs font-medium text-white';
const railIcon = 'flex size-12 items-center justify-center rounded-full bg-zinc-900/70 backdrop-blur';

/** The right rail (spec §2 Video feed): like, comment (opens the post), share, and Tip on a creator's video. */
export function VideoRail({ video, like, onShare }: VideoRailProps) {
  // Tip (issue 28, review m16): the tips feature's sheet, through the app layer's slot, as on a post.
  const isOwn = useUser().id === video.user_id;
  const tip = useTipAction(
    video.author_is_creator && !isOwn
      ? {
          creatorId: video.user_id,
          creatorName: video.author_name || video.author_username,
          context: 'post',
          postId: video.id,
        }
      : null,
    'rail',
  );
  const comments = formatCount(video.comments_count);
  const noun = video.comments_count === 1 ? 'comment' : 'comments';
  return (
    <div className="flex flex-col items-center gap-5">
      {like}
      {/* Named by the count it shows first (WCAG 2.5.3), as the post card's comment link. */}
      <Link to={paths.post(video.id)} aria-label={`${comments} ${noun}, open post`} className={railButton}>
        <span className={railIcon}>
          <CommentIcon className="size-6" />
        </span>
        <span className="tabular-nums">{comments}</span>
      </Link>
      <button type="button" onClick={onShare} aria-label="Share" className={railButton}>
        <span className={railIcon}>
          <ShareIcon className="size-6" />
        </span>
        <span>Share</span>
      </button>
      {tip}
    </div>
  );
}
