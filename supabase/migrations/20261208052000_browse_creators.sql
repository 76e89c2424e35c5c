-- Discover's price filter (issue 28, UX review m13): creators whose monthly price lies in a range,
-- most followed first, with the same rules as Discover's other sections (creators only, not the caller,
-- nobody blocked either way, nobody hidden from Discover). Followed creators stay in (a filter answers
-- "who costs this much", not "whom should I follow"). Velvet has no free subscriptions (a creator's price
-- is €4.99–€49.99) and no trials, so price is the one filter the data carries; "new" is Discover's
-- Newest creators section.

create function public.browse_creators(
  min_price_cents integer default null,
  max_price_cents integer default null,
  max_count integer default 30
)
returns setof public.profile_cards
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  peers uuid[];
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  peers := private.block_peers();
  return query
    select pc.*
    from public.profile_cards pc
    where pc.is_creator
      and pc.id <> me
      and pc.id <> all (peers)
      and pc.subscription_price_cents between coalesce(min_price_cents, 0) and coalesce(max_price_cents, 2147483647)
      and exists (select 1 from public.profiles d where d.id = pc.id and d.discoverable)
    order by pc.followers_count desc, pc.id
    limit least(greatest(coalesce(max_count, 30), 1), 50);
end $$;

comment on function public.browse_creators(integer, integer, integer) is
  'Discover''s price filter: creators (profile_cards) whose monthly price is between min_price_cents and max_price_cents (either null: open), most followed first, at most max_count (≤ 50); not the caller, nobody blocked either way, nobody hidden from Discover. Signed-in users only.';

revoke execute on function public.browse_creators(integer, integer, integer) from public, anon;
grant execute on function public.browse_creators(integer, integer, integer) to authenticated;
