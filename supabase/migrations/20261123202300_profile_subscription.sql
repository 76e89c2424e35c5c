-- The creator profile header (issue 13 §3): the real subscriber count and, for a signed-in
-- viewer, their own subscription to this creator ("Subscribed · renews on …", "Access until …"),
-- still in the one get_profile request. Columns are appended; earlier ones are unchanged.
-- Visitors read subscriptions as the caller too: anon gets SELECT with no policy, so no rows
-- (as for locked_post_media).
grant select on table public.subscriptions to anon;

drop function public.get_profile(text);

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
  created_at timestamptz,
  subscribers_count integer,
  subscription_status public.subscription_status,
  subscription_period_end timestamptz,
  subscription_auto_renew boolean
)
language sql stable security invoker set search_path = '' as $$
  select
    pc.id, pc.name, pc.username, pc.bio, pc.location, pc.avatar_url, pc.cover_url, pc.is_creator,
    pc.subscription_price_cents, pc.followers_count, pc.following_count, pc.posts_count,
    coalesce(stats.media_count, 0)::integer,
    coalesce(stats.likes_count, 0)::integer,
    pc.is_following,
    pc.created_at,
    pc.subscribers_count,
    s.status,
    s.current_period_end,
    s.auto_renew
  from public.profile_cards pc
  left join lateral (
    select count(*) filter (where po.media_type <> 'none') as media_count, sum(po.likes_count) as likes_count
    from public.posts po
    where po.user_id = pc.id
  ) stats on true
  left join public.subscriptions s on s.fan_id = (select auth.uid()) and s.creator_id = pc.id
  where pc.username = lower(ltrim(btrim(handle), '@'));
$$;

comment on function public.get_profile(text) is
  'Creator profile header by username (leading @ allowed): profile, counters (posts, media, likes received, followers, subscribers), is_following, and the caller''s subscription to this creator (status null = none; access while status <> expired and subscription_period_end is in the future). Zero rows = not found.';

revoke execute on function public.get_profile(text) from public;
grant execute on function public.get_profile(text) to anon, authenticated;
