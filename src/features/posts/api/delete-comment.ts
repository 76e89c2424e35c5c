import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Comment } from './comment-schema';
import { commentKeys, postKeys } from './keys';
import { addCommentInCaches } from './like-cache';

export const DELETE_COMMENT_FAILED = 'This comment could not be deleted. It may already be gone.';

/**
 * Deletes a comment: one's own, or any on one's own post (issue 28; the database decides). Its
 * replies go with it. RLS turns a refused delete into zero rows, so the rows are asked back.
 */
export async function deleteComment(id: string): Promise<void> {
  const rows = unwrap(await supabase.from('comments').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new Error(DELETE_COMMENT_FAILED);
}

/** The comment and its replies leave the thread, and the post's count drops by as many. */
export function useDeleteComment(postId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...commentKeys.all, 'delete', postId],
    mutationFn: (comment: Pick<Comment, 'id'>) => deleteComment(comment.id),
    onSuccess: (_, comment) => {
      const key = commentKeys.list(postId, viewerId);
      const before = queryClient.getQueryData<Comment[]>(key) ?? [];
      const gone = before.filter((c) => c.id === comment.id || c.parent_id === comment.id);
      queryClient.setQueryData<Comment[]>(key, (old = []) => old.filter((c) => !gone.includes(c)));
      addCommentInCaches(queryClient, postKeys.all, postId, -Math.max(1, gone.length));
    },
  });
}
