import { ReportMenu } from '@/components/report/report-menu';
import { useUser } from '@/lib/auth';
import type { PostCardRow } from '@/lib/schemas/post-card';

/**
 * The post's "⋯" menu for everyone but its author (who has Edit and Delete): Block the author and
 * Report the post (issue 19).
 */
export function PostOptions({ post }: { post: PostCardRow }) {
  const user = useUser();
  if (post.user_id === user.id) return null;
  return (
    <ReportMenu
      label="Post options"
      targetType="post"
      targetId={post.id}
      what="post"
      author={{ userId: post.user_id, username: post.author_username }}
      className="-mr-2 shrink-0"
    />
  );
}
