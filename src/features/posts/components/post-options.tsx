import { ReportMenu } from '@/components/report/report-menu';
import { useUser } from '@/lib/auth';
import type { PostCardRow } from '@/lib/schemas/post-card';

/** The post's "⋯" menu for everyone but its author (who has Edit and Delete): Report (issue 19 §2). */
export function PostOptions({ post }: { post: PostCardRow }) {
  const user = useUser();
  if (post.user_id === user.id) return null;
  return (
    <ReportMenu label="Post options" targetType="post" targetId={post.id} what="post" className="-mr-2 shrink-0" />
  );
}
