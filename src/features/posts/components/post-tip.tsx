import { useTipAction } from '@/components/money/money-slots';
import { useUser } from '@/lib/auth';
import type { PostCardRow } from '@/lib/schemas/post-card';

/** Tip on a post (issue 13 §6): only on creators' posts, never your own. The app layer fills the slot. */
export function PostTip({ post }: { post: PostCardRow }) {
  const isOwn = useUser().id === post.user_id;
  return useTipAction(
    post.author_is_creator && !isOwn
      ? {
          creatorId: post.user_id,
          creatorName: post.author_name || post.author_username,
          context: 'post',
          postId: post.id,
        }
      : null,
  );
}
