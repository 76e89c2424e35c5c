-- Subscribing (issue 13 §3): Join now debits the wallet for the first month at the price in the
-- database; Cancel keeps access until the period ends; Resubscribe turns renewal back on within
-- the period (no charge); after an expiry, subscribing again charges a new month. The core logic
-- takes the fan and "now" as arguments (private.subscribe) so the seed can write history; the
-- public RPCs pass auth.uid() and now().

-- What the subscribe sheet and the profile show about the caller's subscription.
create type public.subscription_state as (
  subscription_id uuid,
  creator_id uuid,
  status public.subscription_status,
  price_cents integer,
  current_period_end timestamptz,
  auto_renew boolean,
  charged boolean,
  wallet_balance_cents bigint
);
comment on type public.subscription_state is
  'Result of subscribe/cancel/resubscribe: the subscription after the call, whether this call charged the wallet, and the wallet balance after it.';

create function private.subscription_state(p_fan uuid, p_creator uuid, p_charged boolean)
returns public.subscription_state
language sql stable set search_path = '' as $$
  select row(s.id, s.creator_id, s.status, s.price_cents, s.current_period_end, s.auto_renew, p_charged,
             ledger.balance_of(p_fan, 'fan_wallet'))::public.subscription_state
  from public.subscriptions s where s.fan_id = p_fan and s.creator_id = p_creator;
$$;

create function private.subscribe(p_fan uuid, p_creator uuid, p_key text, p_expected_price integer, p_now timestamptz)
returns public.subscription_state
language plpgsql volatile set search_path = '' as $$
declare
  creator_ok boolean;
  price integer;
  sub public.subscriptions;
  op record;
  has_row boolean;
  attempt integer := 0;
begin
  if p_fan = p_creator then
    raise exception 'You cannot subscribe to yourself.' using errcode = 'VM005';
  end if;
  select pr.is_creator, pr.subscription_price_cents into creator_ok, price from public.profiles pr where pr.id = p_creator;
  if not found then
    raise exception 'Creator not found' using errcode = 'P0002';
  end if;
  if not creator_ok or price is null then
    raise exception 'This account does not offer subscriptions.' using errcode = 'VM006';
  end if;

  loop
    attempt := attempt + 1;
    select * into sub from public.subscriptions s where s.fan_id = p_fan and s.creator_id = p_creator for update;
    has_row := found;
    -- Still within a paid period: never charge twice. A cancelled one simply resumes.
    if has_row and sub.status <> 'expired' and sub.current_period_end > p_now then
      if sub.status = 'cancelled' then
        update public.subscriptions s set status = 'active', auto_renew = true, cancelled_at = null, updated_at = p_now
        where s.id = sub.id;
      end if;
      return private.subscription_state(p_fan, p_creator, false);
    end if;

    if p_expected_price is not null and p_expected_price <> price then
      raise exception 'The price has changed. Check the new price and try again.'
        using errcode = 'VM003', detail = json_build_object('price_cents', price)::text;
    end if;

    if has_row then
      update public.subscriptions s
         set status = 'active', price_cents = price, auto_renew = true, started_at = p_now, billing_anchor = p_now,
             periods_paid = 1, current_period_start = p_now, current_period_end = p_now + interval '1 month',
             cancelled_at = null, ended_at = null, renewal_failed_at = null, updated_at = p_now
       where s.id = sub.id
      returning * into sub;
      exit;
    end if;
    insert into public.subscriptions (fan_id, creator_id, status, price_cents, auto_renew, started_at, billing_anchor,
      current_period_start, current_period_end, created_at, updated_at)
    values (p_fan, p_creator, 'active', price, true, p_now, p_now, p_now, p_now + interval '1 month', p_now, p_now)
    on conflict (fan_id, creator_id) do nothing
    returning * into sub;
    exit when sub.id is not null;
    -- A concurrent subscribe created the row first: look again (it is committed now).
    if attempt >= 2 then
      raise exception 'Could not subscribe, please try again' using errcode = '40001';
    end if;
  end loop;

  select * into op from ledger.open_operation('subscription:' || p_fan || ':' || p_key, 'subscription', price, p_now,
    p_fan, p_creator, sub.id, null, ledger.platform_fee(price));
  if not op.is_new then
    raise exception 'This request key was already used for another request.' using errcode = 'VM007';
  end if;
  perform ledger.charge_fan(op.id, p_fan, p_creator, price, p_now);
  return private.subscription_state(p_fan, p_creator, true);
end $$;

comment on function private.subscribe(uuid, uuid, text, integer, timestamptz) is
  'subscribe() for a given fan and time (used by the public RPC and the seed).';

create function public.subscribe(creator_id uuid, idempotency_key uuid, expected_price_cents integer default null)
returns public.subscription_state
language plpgsql volatile security definer set search_path = '' as $$
begin
  if subscribe.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.subscribe(private.require_user(), subscribe.creator_id, subscribe.idempotency_key::text,
                           subscribe.expected_price_cents, now());
end $$;

comment on function public.subscribe(uuid, uuid, integer) is
  'Join now: debits the creator''s current monthly price from the wallet and starts a month (charged = true). Already subscribed (or cancelled within the period): no charge, renewal on. expected_price_cents: refuse (VM003) if the price differs from what the sheet showed. Errors: VM001 balance short, VM002 wallet negative, VM003, VM005 self, VM006 no subscription offered, VM007 key reused, P0002.';

create function private.cancel_subscription(p_fan uuid, p_creator uuid, p_now timestamptz)
returns public.subscription_state
language plpgsql volatile set search_path = '' as $$
declare
  sub public.subscriptions;
begin
  select * into sub from public.subscriptions s where s.fan_id = p_fan and s.creator_id = p_creator for update;
  if not found or sub.status = 'expired' then
    raise exception 'You are not subscribed to this creator.' using errcode = 'VM013';
  end if;
  if sub.status = 'active' then
    update public.subscriptions s set status = 'cancelled', auto_renew = false, cancelled_at = p_now, updated_at = p_now
    where s.id = sub.id;
  end if;
  return private.subscription_state(p_fan, p_creator, false);
end $$;

create function public.cancel_subscription(creator_id uuid)
returns public.subscription_state
language plpgsql volatile security definer set search_path = '' as $$
begin
  return private.cancel_subscription(private.require_user(), cancel_subscription.creator_id, now());
end $$;

comment on function public.cancel_subscription(uuid) is
  'Cancel: no renewal; access continues until current_period_end. Idempotent. Errors: VM013 not subscribed.';

create function public.resubscribe(creator_id uuid)
returns public.subscription_state
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  sub public.subscriptions;
begin
  select * into sub from public.subscriptions s where s.fan_id = me and s.creator_id = resubscribe.creator_id for update;
  if not found or sub.status = 'expired' or sub.current_period_end <= now() then
    raise exception 'Your subscription has ended. Subscribe again to get access.' using errcode = 'VM013';
  end if;
  if sub.status = 'cancelled' then
    update public.subscriptions s set status = 'active', auto_renew = true, cancelled_at = null, updated_at = now()
    where s.id = sub.id;
  end if;
  return private.subscription_state(me, resubscribe.creator_id, false);
end $$;

comment on function public.resubscribe(uuid) is
  'Undo a cancellation within the paid period: renewal back on, no charge. After the period ended use subscribe(). Errors: VM013.';

-- The subscribe sheet in one request: price, what the subscription includes, the caller's
-- current subscription and wallet balance.
create function public.get_subscription_offer(creator_id uuid)
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
      from public.posts po where po.user_id = pr.id and po.is_locked
    ) c on true
    left join public.subscriptions s on s.fan_id = me and s.creator_id = pr.id
    where pr.id = get_subscription_offer.creator_id and pr.is_creator;
end $$;

comment on function public.get_subscription_offer(uuid) is
  'Subscribe sheet: monthly price, subscriber count, what a subscription includes (subscriber-only posts, photos, videos; pay-per-view posts are sold separately), the caller''s subscription if any (status null = none) and wallet balance. Zero rows = not a creator.';

-- Creators: their subscribers with tenure, newest first (runs as the caller: RLS shows a creator
-- their own subscribers only).
create function public.get_subscribers(
  include_expired boolean default false,
  before_started_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 50
) returns table (
  subscription_id uuid,
  fan_id uuid,
  name text,
  username text,
  avatar_url text,
  status public.subscription_status,
  started_at timestamptz,
  current_period_end timestamptz,
  auto_renew boolean,
  price_cents integer,
  tenure_days integer
)
language plpgsql stable security invoker set search_path = '' as $$
begin
  return query
    select s.id, s.fan_id, p.name, p.username, p.avatar_url, s.status, s.started_at, s.current_period_end,
           s.auto_renew, s.price_cents,
           (extract(epoch from (coalesce(s.ended_at, greatest(now(), s.started_at)) - s.started_at)) / 86400)::integer
    from public.subscriptions s
    join public.profiles p on p.id = s.fan_id
    where s.creator_id = (select auth.uid())
      and (get_subscribers.include_expired or s.status <> 'expired')
      and (s.started_at, s.id) < (coalesce(get_subscribers.before_started_at, 'infinity'::timestamptz),
                                  coalesce(get_subscribers.before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
    order by s.started_at desc, s.id desc
    limit least(greatest(coalesce(get_subscribers.page_size, 50), 1), 100);
end $$;

comment on function public.get_subscribers(boolean, timestamptz, uuid, integer) is
  'Earnings → Subscribers: the caller''s subscribers newest first with tenure (days since started_at). Keyset: pass the last row''s started_at and subscription_id.';

revoke execute on function private.subscription_state(uuid, uuid, boolean), private.subscribe(uuid, uuid, text, integer, timestamptz),
  private.cancel_subscription(uuid, uuid, timestamptz) from public, anon, authenticated;
revoke execute on function public.subscribe(uuid, uuid, integer), public.cancel_subscription(uuid), public.resubscribe(uuid),
  public.get_subscription_offer(uuid), public.get_subscribers(boolean, timestamptz, uuid, integer) from public, anon;
grant execute on function public.subscribe(uuid, uuid, integer), public.cancel_subscription(uuid), public.resubscribe(uuid),
  public.get_subscription_offer(uuid), public.get_subscribers(boolean, timestamptz, uuid, integer) to authenticated;
