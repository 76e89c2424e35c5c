-- Screen queries that need more than a filter on a view: keyset-paginated feeds, the
-- profile page with its aggregates, creator suggestions and search. All run as the
-- caller (security invoker), so RLS decides exactly as for a direct table read.

-- Home feed: 50 posts per page, newest first. Pass the last row's (created_at, id) to
-- get the next page; the row comparison walks posts_created_at_id_idx directly.
create function public.get_feed(
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 50
) returns setof public.post_cards
language sql stable security invoker set search_path = '' as $$
  select pc.*
  from public.post_cards pc
  where (pc.created_at, pc.id) < (
    coalesce(before_created_at, 'infinity'::timestamptz),
    coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
  )
  order by pc.created_at desc, pc.id desc
  limit least(greatest(coalesce(page_size, 50), 1), 100);
$$;

comment on function public.get_feed(timestamptz, uuid, integer) is
  'Home feed page (spec §2 Home): post_cards newest first, keyset on (created_at, id), 50 per page (max 100).';

-- Vertical video feed: unlocked videos only (a locked one could not play), 20 per page.
create function public.get_video_feed(
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 20
) returns setof public.post_cards
language sql stable security invoker set search_path = '' as $$
  select pc.*
  from public.post_cards pc
  where pc.media_type = 'video' and not pc.is_locked
    and (pc.created_at, pc.id) < (
      coalesce(before_created_at, 'infinity'::timestamptz),
      coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
    )
  order by pc.created_at desc, pc.id desc
  limit least(greatest(coalesce(page_size, 20), 1), 100);
$$;

comment on function public.get_video_feed(timestamptz, uuid, integer) is
  'Video feed page: unlocked video post_cards newest first, keyset on (created_at, id), 20 per page (max 100).';

-- Creator profile page by handle (with or without a leading @), with the counters the
-- header shows. media_count and likes_count are aggregated over the author's posts.
create function public.get_profile(handle text)
returns table (
  id uuid,
  name text,
  username text,
  bio text,
  location text,
  avatar_url text,
  cover_url text,
  is_creator boolean,
  subscription_price_cents integer,
  followers_count integer,
  following_count integer,
  posts_count integer,
  media_count integer,
  likes_count integer,
  is_following boolean,
  created_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select
    pc.id, pc.name, pc.username, pc.bio, pc.location, pc.avatar_url, pc.cover_url, pc.is_creator,
    pc.subscription_price_cents, pc.followers_count, pc.following_count, pc.posts_count,
    coalesce(stats.media_count, 0)::integer,
    coalesce(stats.likes_count, 0)::integer,
    pc.is_following,
    pc.created_at
  from public.profile_cards pc
  left join lateral (
    select count(*) filter (where po.media_type <> 'none') as media_count, sum(po.likes_count) as likes_count
    from public.posts po
    where po.user_id = pc.id
  ) stats on true
  where pc.username = lower(ltrim(btrim(handle), '@'));
$$;

comment on function public.get_profile(text) is
  'Creator profile header by username (leading @ allowed): profile, counters (posts, media, likes received, followers) and is_following. Zero rows = not found.';

-- Suggested creators: top by followers, excluding the caller and whom they follow.
create function public.get_suggested_creators(max_count integer default 10)
returns setof public.profile_cards
language sql stable security invoker set search_path = '' as $$
  select pc.*
  from public.profile_cards pc
  where pc.is_creator
    and pc.id is distinct from (select auth.uid())
    and not pc.is_following
  order by pc.followers_count desc, pc.id
  limit least(greatest(coalesce(max_count, 10), 1), 50);
$$;

comment on function public.get_suggested_creators(integer) is
  'Suggested Creators panel and Discover (spec §7): creators by followers, excluding the caller and whom they follow, 10 by default.';

-- Search people and posts in one request (issue 5). Profiles match name or handle from
-- 2 characters, posts match content from 3 (pg_trgm indexes); LIKE wildcards in the
-- text are taken literally.
create function public.search(search_text text, max_results integer default 8)
returns table (
  kind text,
  id uuid,
  username text,
  name text,
  avatar_url text,
  is_creator boolean,
  post_content text,
  post_media_type public.post_media_type,
  created_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  with term as (
    select t, '%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern,
           least(greatest(coalesce(max_results, 8), 1), 25) as n
    from (select ltrim(btrim(coalesce(search_text, '')), '@') as t) x
  ),
  people as (
    select 'profile'::text as kind, p.id, p.username, p.name, p.avatar_url, p.is_creator,
           null::text as post_content, null::public.post_media_type as post_media_type, p.created_at
    from public.profiles p, term
    where char_length(term.t) >= 2 and (p.name ilike term.pattern or p.username ilike term.pattern)
    order by (p.username = lower(term.t)) desc,
             greatest(extensions.similarity(p.name, term.t), extensions.similarity(p.username, term.t)) desc,
             p.followers_count desc
    limit (select n from term)
  ),
  -- Two plans, chosen at run time: a rare term is answered from the trigram index and the
  -- few matches sorted; a common one (more than 1000 candidates) by walking the feed index
  -- newest-first, which meets enough matches almost at once.
  post_hits as materialized (
    select po.id, po.created_at
    from public.posts po, term
    where char_length(term.t) >= 3 and po.content ilike term.pattern
    limit 1001
  ),
  top_posts as (
    (select h.id from post_hits h
      where (select count(*) from post_hits) <= 1000
      order by h.created_at desc, h.id desc limit (select n from term))
    union all
    (select po.id from public.posts po, term
      where (select count(*) from post_hits) > 1000 and po.content ilike term.pattern
      order by po.created_at desc, po.id desc limit (select n from term))
  ),
  matching_posts as (
    select 'post'::text as kind, po.id, a.username, a.name, a.avatar_url, a.is_creator,
           left(po.content, 280) as post_content, po.media_type as post_media_type, po.created_at
    from top_posts top
    join public.posts po on po.id = top.id
    join public.profiles a on a.id = po.user_id
    order by po.created_at desc, po.id desc
  )
  select * from people
  union all
  select * from matching_posts;
$$;

comment on function public.search(text, integer) is
  'Search overlay (issue 5): up to max_results profiles (kind = profile, by name/username) then up to max_results posts (kind = post, newest first).';

revoke execute on function public.get_feed(timestamptz, uuid, integer), public.get_video_feed(timestamptz, uuid, integer),
  public.get_profile(text), public.get_suggested_creators(integer), public.search(text, integer) from public;
grant execute on function public.get_feed(timestamptz, uuid, integer), public.get_video_feed(timestamptz, uuid, integer),
  public.get_profile(text), public.get_suggested_creators(integer), public.search(text, integer) to anon, authenticated;
