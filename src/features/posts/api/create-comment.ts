import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { commentSchema, type Comment } from './comment-schema';
import { commentKeys, postKeys } from './keys';
import { addCommentInCaches } from './like-cache';

export interface NewComment {
  content: string;
  /** The top-level comment replied to; replies are one level deep. */
  parentId: string | null;
}

const insertedSchema = z.looseObject({
  author: z.object({ name: z.nullable(z.string()), username: z.string(), avatar_url: z.nullable(z.string()) }),
});

export const commentMessages = { blank: 'Write something first.' } as const;

export async function createComment(postId: string, { content, parentId }: NewComment): Promise<Comment> {
  const text = content.trim();
  if (!text) throw new Error(commentMessages.blank); // spec §5: non-blank after trimming
  const row = unwrap(
    await supabase
      .from('comments')
      .insert({ post_id: postId, content: text, parent_id: parentId })
      .select('*, author:profiles!comments_user_id_fkey(name, username, avatar_url)')
      .single(),
  );
  const { author, ...comment } = insertedSchema.parse(row);
  return commentSchema.parse({
    ...comment,
    author_name: author.name,
    author_username: author.username,
    author_avatar_url: author.avatar_url,
    user_liked: false,
  });
}

/** Spec §4: the new comment or reply is appended and the post's comment count goes up by one. */
export const createCommentMutationOptions = (queryClient: QueryClient, postId: string, viewerId: string) =>
  mutationOptions({
    mutationKey: [...commentKeys.all, 'create', postId],
    mutationFn: (input: NewComment) => createComment(postId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentKeys.list(postId, viewerId), (old = []) => [
        ...old.filter((c) => c.id !== comment.id),
        comment,
      ]);
      addCommentInCaches(queryClient, postKeys.all, postId);
    },
  });

export function useCreateComment(postId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCommentMutationOptions(queryClient, postId, viewerId));
}
