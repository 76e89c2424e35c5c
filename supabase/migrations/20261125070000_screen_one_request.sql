-- One request per screen on in-app navigation (issue 14 §11): the creator profile asked for its
-- header, its posts and (a creator's) the subscription offer, Discover for suggested and newest
-- creators. These two functions answer all parts in one call, as the caller (security invoker), by reading the same
-- function and views the separate requests read, so every RLS rule and entitlement is unchanged:
-- post_cards.locked_media_path stays null for a viewer who may not see the media (RLS on
-- locked_post_media), and the app seeds each part into the cache of the query it replaces.

-- profile_screen: { profile: get_profile(handle)'s row or null, posts: the first page of that
-- profile's post_cards, newest first (as the Posts tab asks them), subscription_offer:
-- get_subscription_offer(id)'s row for a signed-in viewer of someone else's creator profile (the
-- Join now / Subscribed area), else null }.
create function public.profile_screen(handle text, posts_limit integer default 50)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  header jsonb;
  offer jsonb;
begin
  select to_jsonb(g) into header from public.get_profile(handle) g;
  if header is null then
    return jsonb_build_object('profile', null, 'posts', '[]'::jsonb, 'subscription_offer', null);
  end if;
  -- A statement of its own, planned only when run: anon may not execute get_subscription_offer.
  if me is not null and (header ->> 'is_creator')::boolean and (header ->> 'id')::uuid <> me then
    select to_jsonb(o) into offer from public.get_subscription_offer((header ->> 'id')::uuid) o;
  end if;
  return jsonb_build_object(
    'profile', header,
    'subscription_offer', offer,
    'posts', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
      from (
        select pc.* from public.post_cards pc
        where pc.user_id = (header ->> 'id')::uuid
        order by pc.created_at desc, pc.id desc
        limit least(greatest(coalesce(posts_limit, 50), 0), 50)
      ) c
    ), '[]'::jsonb)
  );
end $$;

comment on function public.profile_screen(text, integer) is
  'The creator profile screen in one request: { profile: get_profile(handle) row or null, posts: first page (at most 50) of post_cards for that profile, newest first, subscription_offer: get_subscription_offer row when a signed-in caller views another user''s creator profile, else null }. Security invoker: locked_media_path only where the caller is entitled, as in post_cards.';

revoke execute on function public.profile_screen(text, integer) from public;
grant execute on function public.profile_screen(text, integer) to anon, authenticated;

-- discover_creators: { suggested: get_suggested_creators(suggested_limit) or null unless asked for
-- (the shell may already have brought it), newest: the newest creators' profile_cards, from which
-- the app leaves out whom Suggested shows, as before }.
create function public.discover_creators(
  with_suggested boolean default true,
  suggested_limit integer default 10,
  newest_limit integer default 20
)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  suggested jsonb;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if coalesce(with_suggested, false) then
    suggested := coalesce((
      select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality)
      from public.get_suggested_creators(least(greatest(coalesce(suggested_limit, 10), 0), 50)) with ordinality s
    ), '[]'::jsonb);
  end if;
  return jsonb_build_object(
    'suggested', suggested,
    'newest', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
      from (
        select pc.* from public.profile_cards pc
        where pc.is_creator
        order by pc.created_at desc, pc.id desc
        limit least(greatest(coalesce(newest_limit, 20), 0), 50)
      ) c
    ), '[]'::jsonb)
  );
end $$;

comment on function public.discover_creators(boolean, integer, integer) is
  'Discover''s creator sections in one request: { suggested: get_suggested_creators(suggested_limit) or null unless with_suggested, newest: newest creators (profile_cards, at most 50) }. The app leaves out of Newest whom Suggested shows. Signed-in users only.';

revoke execute on function public.discover_creators(boolean, integer, integer) from public, anon;
grant execute on function public.discover_creators(boolean, integer, integer) to authenticated;
