import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { cursorAfter, type KeysetCursor } from '@/lib/schemas/keyset';
import { postCardSchema } from '@/lib/schemas/post-card';
import { supabase } from '@/lib/supabase';
import { videoKeys } from './keys';

/** Spec §9: the video feed loads 20 at a time. */
export const VIDEO_PAGE_SIZE = 20;

/**
 * A `post_cards` row of `get_video_feed`: a video the viewer may play, either public (`media_url`)
 * or locked and entitled (`locked_media_path`, signed on demand by the shared media signer).
 */
const videoRowSchema = postCardSchema;

export type VideoPost = z.infer<typeof videoRowSchema> & { author_is_following: boolean };

const followSchema = z.array(z.object({ id: z.string(), is_following: z.nullable(z.boolean()) }));

/** Which of these authors the viewer follows, in one request (for the Follow buttons). */
async function followedAmong(authorIds: string[]): Promise<Set<string>> {
  if (authorIds.length === 0) return new Set();
  const rows = followSchema.parse(
    unwrap(await supabase.from('profile_cards').select('id, is_following').in('id', authorIds)),
  );
  return new Set(rows.filter((row) => row.is_following).map((row) => row.id));
}

/** A page of videos the viewer may play (public or entitled), newest first, keyset by (created_at, id). */
export async function getVideoPage(cursor: KeysetCursor | null): Promise<VideoPost[]> {
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
    initialPageParam: null as KeysetCursor | null,
    getNextPageParam: (page) => cursorAfter(page, VIDEO_PAGE_SIZE),
    // A follow from any video (or any screen) shows on every video by that author at once; a
    // subscription or an unlock shows the media without a reload (issue 13 §3).
    meta: { follows: 'patch', ...ENTITLEMENT_SENSITIVE_META },
  });

export const useVideoFeed = (viewerId: string) => useInfiniteQuery(videoFeedQueryOptions(viewerId));
