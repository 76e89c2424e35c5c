import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrapMaybe } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { postCardSchema, type PostCardRow } from '@/lib/schemas/post-card';
import { postKeys } from './keys';

/** A post id from the URL; anything else is "Post not found" without asking the server. */
export const postIdSchema = z.uuid();

export async function getPost(postId: string): Promise<PostCardRow | null> {
  const row = unwrapMaybe(await supabase.from('post_cards').select('*').eq('id', postId).maybeSingle());
  return row ? postCardSchema.parse(row) : null;
}

export const postQueryOptions = (postId: string, viewerId: string) =>
  queryOptions({
    queryKey: postKeys.detail(postId, viewerId),
    queryFn: () => getPost(postId),
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const usePost = (postId: string, viewerId: string, enabled = true) =>
  useQuery({ ...postQueryOptions(postId, viewerId), enabled });
