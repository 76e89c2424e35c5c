-- The fan's Subscriptions screen (issue 28, UX review M2) in one request: every subscription of the
-- caller with the creator's card, where it stands and what it costs. Auto-renew is switched with
-- the RPCs that already exist and check ownership by construction (they act on auth.uid()'s row
-- only): cancel_subscription() turns it off (access until the period end), resubscribe() turns it
-- back on within the paid period; after the end, subscribe() starts a new month.

create type public.my_subscription_state as enum ('active', 'cancelling', 'expired', 'failed');
comment on type public.my_subscription_state is
  'active: renews at current_period_end. cancelling: auto-renew off, access until current_period_end. expired: ended (cancelled, or the creator''s account stopped it). failed: ended because a renewal could not be paid.';

-- Runs as the caller: subscriptions' policy gives the fan their own rows, and profiles' policy hides
-- a suspended or held creator (the row stays, with no name or handle, so the fan still sees what
-- they pay for without learning anything the profile policy hides).
create function public.get_my_subscriptions()
returns table (
  subscription_id uuid,
  creator_id uuid,
  name text,
  username text,
  avatar_url text,
  state public.my_subscription_state,
  auto_renew boolean,
  price_cents integer,
  current_price_cents integer,
  started_at timestamptz,
  current_period_end timestamptz,
  ended_at timestamptz,
  renewal_failed_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select s.id, s.creator_id, p.name, p.username, p.avatar_url, x.state, s.auto_renew, s.price_cents,
         p.subscription_price_cents, s.started_at, s.current_period_end,
         coalesce(s.ended_at, case when x.state = 'expired' then s.current_period_end end), s.renewal_failed_at
  from public.subscriptions s
  left join public.profiles p on p.id = s.creator_id
  cross join lateral (
    select (case
      when s.status = 'expired' and s.renewal_failed_at is not null then 'failed'
      when s.status = 'expired' then 'expired'
      -- Cancelled and past its end, before the renewal job has marked it: ended all the same.
      when s.status = 'cancelled' and s.current_period_end <= now() then 'expired'
      when s.status = 'cancelled' then 'cancelling'
      else 'active'
    end)::public.my_subscription_state as state
  ) x
  where s.fan_id = (select auth.uid())
  order by (x.state in ('active', 'cancelling')) desc,
           case when x.state in ('active', 'cancelling') then s.current_period_end end asc,
           s.current_period_end desc, s.id;
$$;

comment on function public.get_my_subscriptions() is
  'Subscriptions screen: the caller''s subscriptions, running ones first (soonest renewal or end first), then ended ones (latest first). price_cents: what this fan pays (locked per period); current_price_cents: the creator''s price now (what subscribing again costs, null if they stopped offering it). name/username/avatar_url are null when the creator''s profile is hidden. ended_at: when access ended (null while running). No paging: one row per creator the fan ever subscribed to.';

revoke execute on function public.get_my_subscriptions() from public, anon;
grant execute on function public.get_my_subscriptions() to authenticated;
