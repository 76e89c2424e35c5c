import * as z from 'zod/mini';
import { falseWhenNull } from '@/lib/schemas/nullable';
import { authorColumns } from '@/lib/schemas/post-card';

/** One `comment_cards` row (nullable view columns parsed once). */
export const commentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  user_id: z.string(),
  parent_id: z.nullable(z.string()),
  content: z.string(),
  likes_count: z.number(),
  created_at: z.string(),
  ...authorColumns,
  user_liked: falseWhenNull,
  /** Moderation (issue 19): only the author reads a removed or held comment. */
  removed_at: z.optional(z.nullable(z.string())),
  held_at: z.optional(z.nullable(z.string())),
});

export type Comment = z.infer<typeof commentSchema>;

export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/** Top-level comments in order, each with its replies (one level deep, spec §2 Post detail). */
export function toThreads(comments: readonly Comment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) if (!comment.parent_id) threads.set(comment.id, { comment, replies: [] });
  for (const comment of comments) {
    if (comment.parent_id) threads.get(comment.parent_id)?.replies.push(comment);
  }
  return [...threads.values()];
}
