-- The subscribe sheet's "what a subscription includes" counted every locked post, also those a moderator
-- removed or holds pending review (issue 19's `hidden`): a fan was promised posts they would never see.
-- Redefined from 20261123201400_subscription_rpcs.sql (its newest body), with `not po.hidden` added.
create or replace function public.get_subscription_offer(creator_id uuid)
returns table (
  price_cents integer,
  subscribers_count integer,
  subscriber_posts integer,
  subscriber_photos integer,
  subscriber_videos integer,
  ppv_posts integer,
  status public.subscription_status,
  current_period_end timestamptz,
  auto_renew boolean,
  subscribed_price_cents integer,
  wallet_balance_cents bigint
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
begin
  return query
    select pr.subscription_price_cents, pr.subscribers_count,
           coalesce(c.subscriber_posts, 0)::integer, coalesce(c.photos, 0)::integer, coalesce(c.videos, 0)::integer,
           coalesce(c.ppv, 0)::integer,
           s.status, s.current_period_end, s.auto_renew, s.price_cents,
           ledger.balance_of(me, 'fan_wallet')
    from public.profiles pr
    left join lateral (
      select count(*) filter (where po.price_cents is null) as subscriber_posts,
             count(*) filter (where po.price_cents is null and po.media_type = 'image') as photos,
             count(*) filter (where po.price_cents is null and po.media_type = 'video') as videos,
             count(*) filter (where po.price_cents is not null) as ppv
      from public.posts po where po.user_id = pr.id and po.is_locked and not po.hidden
    ) c on true
    left join public.subscriptions s on s.fan_id = me and s.creator_id = pr.id
    where pr.id = get_subscription_offer.creator_id and pr.is_creator;
end $$;

comment on function public.get_subscription_offer(uuid) is
  'Subscribe sheet: monthly price, subscriber count, what a subscription includes (subscriber-only posts, photos, videos; pay-per-view posts are sold separately; removed or held posts left out), the caller''s subscription if any (status null = none) and wallet balance. Zero rows = not a creator.';
