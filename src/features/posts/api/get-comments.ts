import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { commentSchema, type Comment } from './comment-schema';
import { commentKeys } from './keys';

/** All comments of a post, oldest first, with authors and the viewer's likes, in one request. */
export async function getComments(postId: string): Promise<Comment[]> {
  const rows = unwrap(
    await supabase.from('comment_cards').select('*').eq('post_id', postId).order('created_at').order('id'),
  );
  return z.array(commentSchema).parse(rows);
}

export const commentsQueryOptions = (postId: string, viewerId: string) =>
  queryOptions({ queryKey: commentKeys.list(postId, viewerId), queryFn: () => getComments(postId) });

export const useComments = (postId: string, viewerId: string) => useQuery(commentsQueryOptions(postId, viewerId));
