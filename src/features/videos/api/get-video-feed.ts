import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { videoKeys } from './keys';

/** Spec §9: the video feed loads 20 at a time. */
export const VIDEO_PAGE_SIZE = 20;

const videoRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  media_url: z.string(),
  media_width: z.nullable(z.number()),
  media_height: z.nullable(z.number()),
  likes_count: z.number(),
  comments_count: z.number(),
  created_at: z.string(),
  author_name: z.nullable(z.string()),
  author_username: z.string(),
  author_avatar_url: z.nullable(z.string()),
  user_liked: z.pipe(
    z.nullable(z.boolean()),
    z.transform((v) => v ?? false),
  ),
});

export type VideoPost = z.infer<typeof videoRowSchema> & { author_is_following: boolean };

export interface VideoCursor {
  before_created_at: string;
  before_id: string;
}

const followSchema = z.array(z.object({ id: z.string(), is_following: z.nullable(z.boolean()) }));

/** Which of these authors the viewer follows, in one request (for the Follow buttons). */
async function followedAmong(authorIds: string[]): Promise<Set<string>> {
  if (authorIds.length === 0) return new Set();
  const rows = followSchema.parse(
    unwrap(await supabase.from('profile_cards').select('id, is_following').in('id', authorIds)),
  );
  return new Set(rows.filter((row) => row.is_following).map((row) => row.id));
}

/** A page of playable (unlocked) videos, newest first, keyset by (created_at, id). */
export async function getVideoPage(cursor: VideoCursor | null): Promise<VideoPost[]> {
  const rows = z
    .array(videoRowSchema)
    .parse(unwrap(await supabase.rpc('get_video_feed', { page_size: VIDEO_PAGE_SIZE, ...(cursor ?? {}) })));
  const followed = await followedAmong([...new Set(rows.map((row) => row.user_id))]);
  return rows.map((row) => ({ ...row, author_is_following: followed.has(row.user_id) }));
}

export const videoFeedQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: videoKeys.feed(viewerId),
    queryFn: ({ pageParam }) => getVideoPage(pageParam),
    meta: ENTITLEMENT_SENSITIVE_META,
    initialPageParam: null as VideoCursor | null,
    getNextPageParam: (page): VideoCursor | undefined => {
      const last = page.at(-1);
      return page.length < VIDEO_PAGE_SIZE || !last
        ? undefined
        : { before_created_at: last.created_at, before_id: last.id };
    },
  });

export const useVideoFeed = (viewerId: string) => useInfiniteQuery(videoFeedQueryOptions(viewerId));
