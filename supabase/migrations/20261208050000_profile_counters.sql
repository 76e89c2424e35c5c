-- Profile counters that agree with what the profile shows (issue 28, UX review m3).
--
-- get_profile's Posts, Media and Likes followed three rules: posts_count is the trigger counter (every
-- post, removed ones too), media_count and likes_count were counted over the posts the caller may read.
-- So blocking someone turned their "11 Likes" into 0 while "2 Posts" stayed, above a list that said
-- "No posts yet". Now all three come from one rule, private.profile_post_stats: the author's posts that
-- moderation has not hidden (the author counts their own hidden ones, which they still see), counted
-- alike for every signed-in caller, except
--   * a caller the author blocked sees none, as their posts show none (the blocked person is told
--     nothing beyond what the empty profile already says);
--   * the caller's own block changes nothing: the profile screen says the posts are hidden because of it.
-- It is a security definer because the block policy hides the blocked author's posts from the blocker;
-- it reads counts only, which the profile shows to everyone else anyway. Visitors (anon, no definer
-- for them) keep the counts over what they may read, which is the same rule without a block.

create function private.profile_post_stats(author uuid)
returns table (posts_count integer, media_count integer, likes_count integer)
language sql stable security definer set search_path = '' as $$
  select
    count(*)::integer,
    (count(*) filter (where p.media_type <> 'none'))::integer,
    coalesce(sum(p.likes_count), 0)::integer
  from public.posts p
  where p.user_id = author
    and (not p.hidden or p.user_id = (select auth.uid()))
    and not exists (
      select 1 from public.blocks k where k.blocker_id = author and k.blocked_id = (select auth.uid())
    );
$$;

comment on function private.profile_post_stats(uuid) is
  'A profile''s Posts, Media and Likes received counters for the caller (get_profile): posts not hidden by moderation (own hidden ones too), none when the author blocked the caller; the caller''s own block does not change them. Signed-in users only.';

revoke execute on function private.profile_post_stats(uuid) from public, anon;
grant execute on function private.profile_post_stats(uuid) to authenticated;

-- get_profile: 20261123202300_profile_subscription.sql's columns, unchanged, with posts_count,
-- media_count and likes_count from the rule above. PL/pgSQL so that a visitor's call never plans the
-- definer (anon may not execute it); the two branches differ only in where the counters come from.
create or replace function public.get_profile(handle text)
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
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  wanted text := lower(ltrim(btrim(handle), '@'));
begin
  if me is null then
    return query
      select
        pc.id, pc.name, pc.username, pc.bio, pc.location, pc.avatar_url, pc.cover_url, pc.is_creator,
        pc.subscription_price_cents, pc.followers_count, pc.following_count,
        coalesce(stats.posts_count, 0)::integer,
        coalesce(stats.media_count, 0)::integer,
        coalesce(stats.likes_count, 0)::integer,
        pc.is_following, pc.created_at, pc.subscribers_count,
        null::public.subscription_status, null::timestamptz, null::boolean
      from public.profile_cards pc
      left join lateral (
        select count(*) as posts_count, count(*) filter (where po.media_type <> 'none') as media_count,
               sum(po.likes_count) as likes_count
        from public.posts po
        where po.user_id = pc.id
      ) stats on true
      where pc.username = wanted;
    return;
  end if;
  return query
    select
      pc.id, pc.name, pc.username, pc.bio, pc.location, pc.avatar_url, pc.cover_url, pc.is_creator,
      pc.subscription_price_cents, pc.followers_count, pc.following_count,
      stats.posts_count, stats.media_count, stats.likes_count,
      pc.is_following, pc.created_at, pc.subscribers_count,
      s.status, s.current_period_end, s.auto_renew
    from public.profile_cards pc
    cross join lateral private.profile_post_stats(pc.id) stats
    left join public.subscriptions s on s.fan_id = me and s.creator_id = pc.id
    where pc.username = wanted;
end $$;

comment on function public.get_profile(text) is
  'Creator profile header by username (leading @ allowed): profile, counters (posts, media and likes received over the posts not hidden by moderation, none when the author blocked the caller, the caller''s own block not counting; followers, subscribers), is_following, and the caller''s subscription to this creator (status null = none; access while status <> expired and subscription_period_end is in the future). Zero rows = not found.';
