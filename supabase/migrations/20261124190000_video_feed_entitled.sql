-- Video feed with the locked videos the viewer may watch (issue 13 §3): subscriber-only videos
-- for active subscribers, pay-per-view videos for their buyers, and the author's own. Nothing new
-- decides who may watch: post_cards.locked_media_path is non-null exactly for entitled viewers
-- (locked_post_media's policy, entitlement.can_view_post_media), so the feed keeps a locked row
-- only when that path came through. Locked videos anyone else posted stay out (no blurred tile
-- to scroll past, and never a path).
--
-- Index: the old partial index covered unlocked videos only, so the new filter could not use it.
-- This one covers every video; the entitlement check runs only in the locked_post_media join,
-- which matches locked posts only, so unlocked rows cost what they did before.
create index posts_video_feed_idx on public.posts (created_at, id) where media_type = 'video';
drop index public.posts_videos_created_at_idx;

create or replace function public.get_video_feed(
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 20
) returns setof public.post_cards
language sql stable security invoker set search_path = '' as $$
  select pc.*
  from public.post_cards pc
  where pc.media_type = 'video' and (not pc.is_locked or pc.locked_media_path is not null)
    and (pc.created_at, pc.id) < (
      coalesce(before_created_at, 'infinity'::timestamptz),
      coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
    )
  order by pc.created_at desc, pc.id desc
  limit least(greatest(coalesce(page_size, 20), 1), 100);
$$;

comment on function public.get_video_feed(timestamptz, uuid, integer) is
  'Video feed page: video post_cards the caller may play (unlocked, or locked with locked_media_path set for the author and entitled fans), newest first, keyset on (created_at, id), 20 per page (max 100).';
