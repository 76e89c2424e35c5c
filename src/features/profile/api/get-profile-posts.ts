import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { profileKeys } from './keys';
import { type ProfilePost, profilePostSchema } from './schemas';

const PAGE_SIZE = 50;
const SIGNED_URL_SECONDS = 300;

/**
 * Locked media live in the private `locked-media` bucket; `post_cards.locked_media_path` is set
 * only for the author, who sees their own media through short-lived signed URLs. Everyone else
 * gets the blurred placeholder.
 */
async function signLockedMedia(posts: ProfilePost[]): Promise<ProfilePost[]> {
  const paths = posts.flatMap((post) => (post.locked_media_path ? [post.locked_media_path] : []));
  if (paths.length === 0) return posts;
  const signed = unwrap(await supabase.storage.from('locked-media').createSignedUrls(paths, SIGNED_URL_SECONDS));
  const byPath = new Map(signed.map((entry) => [entry.path, entry.signedUrl]));
  return posts.map((post) =>
    post.locked_media_path ? { ...post, signed_media_url: byPath.get(post.locked_media_path) ?? null } : post,
  );
}

/** The Posts tab (`onlyMedia` false) or the Media tab (`onlyMedia` true): newest first. */
export async function getProfilePosts(userId: string, onlyMedia: boolean): Promise<ProfilePost[]> {
  let query = supabase.from('post_cards').select('*').eq('user_id', userId);
  if (onlyMedia) query = query.neq('media_type', 'none');
  const rows = unwrap(
    await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE_SIZE),
  );
  return signLockedMedia(rows.map((row) => profilePostSchema.parse(row)));
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
