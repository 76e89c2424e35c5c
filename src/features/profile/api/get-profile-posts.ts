import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { parsePostCards, type PostCardRow } from '@/lib/schemas/post-card';
import { supabase } from '@/lib/supabase';
import { profileKeys } from './keys';

const PAGE_SIZE = 50;

/**
 * The Posts tab (`onlyMedia` false) or the Media tab (`onlyMedia` true): newest first. Locked media
 * come as `locked_media_path` for the viewers who may see them; the media components sign those on
 * demand, so no URL with an expiry sits in this cached list.
 */
export async function getProfilePosts(userId: string, onlyMedia: boolean): Promise<PostCardRow[]> {
  let query = supabase.from('post_cards').select('*').eq('user_id', userId);
  if (onlyMedia) query = query.neq('media_type', 'none');
  return parsePostCards(
    unwrap(await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE_SIZE)),
  );
}

export const profilePostsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.posts(userId),
    queryFn: () => getProfilePosts(userId, false),
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const profileMediaQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.media(userId),
    queryFn: () => getProfilePosts(userId, true),
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const useProfilePosts = (userId: string) => useQuery(profilePostsQueryOptions(userId));
export const useProfileMedia = (userId: string) => useQuery(profileMediaQueryOptions(userId));
