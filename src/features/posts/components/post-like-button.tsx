import { postKeys } from '../api/keys';
import { useToggleLike } from '../api/toggle-like';
import { LikeButton } from './like-button';

interface PostLikeButtonProps {
  postId: string;
  isLiked: boolean;
  count: number;
  /** Which feed this button belongs to: one like request at a time per feed (spec §4). */
  scope: string;
  variant?: 'inline' | 'rail';
  formatCount?: (count: number) => string;
}

export function PostLikeButton({ postId, isLiked, count, scope, variant, formatCount }: PostLikeButtonProps) {
  const like = useToggleLike({ target: 'post_id', cacheRoot: postKeys.all, scopeKey: postKeys.likeScope(scope) });
  return (
    <LikeButton
      isLiked={isLiked}
      count={count}
      variant={variant}
      formatCount={formatCount}
      onToggle={() => like.toggle({ id: postId, isLiked })}
    />
  );
}
