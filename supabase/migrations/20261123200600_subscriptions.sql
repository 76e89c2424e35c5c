-- Subscriptions (issue 13 §3): one row per fan and creator, moving between active (renews
-- monthly from the wallet), cancelled (no renewal, access until the period ends) and expired (no
-- access). The price is locked at subscribe time and changes only when a renewal charges the
-- creator's then-current price. Written only by the money RPCs and the renewal job.
create type public.subscription_status as enum ('active', 'cancelled', 'expired');
comment on type public.subscription_status is
  'active: renews at current_period_end. cancelled: access until current_period_end, no renewal. expired: no access.';

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  fan_id uuid not null references public.profiles (id) on delete cascade,
  creator_id uuid not null references public.profiles (id) on delete cascade,
  status public.subscription_status not null,
  price_cents integer not null check (price_cents > 0),
  auto_renew boolean not null,
  started_at timestamptz not null,
  billing_anchor timestamptz not null,
  periods_paid integer not null default 1 check (periods_paid >= 1),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancelled_at timestamptz,
  ended_at timestamptz,
  renewal_failed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_pair_key unique (fan_id, creator_id),
  constraint subscriptions_not_self check (fan_id <> creator_id),
  constraint subscriptions_period_order check (current_period_end > current_period_start),
  constraint subscriptions_status_consistent check (
    case status
      when 'active' then auto_renew and ended_at is null
      when 'cancelled' then not auto_renew and ended_at is null
      else not auto_renew and ended_at is not null
    end
  )
);

comment on table public.subscriptions is 'A fan''s subscription to a creator (one row per pair, reused on resubscribe). Visible to the fan and the creator; written by subscribe(), cancel_subscription(), resubscribe() and the renewal job.';
comment on column public.subscriptions.price_cents is 'The monthly price this fan pays, locked when the period started; a price change applies from the next renewal.';
comment on column public.subscriptions.auto_renew is 'true while active; cancel_subscription() turns it off, resubscribe() back on.';
comment on column public.subscriptions.started_at is 'Start of the current unbroken subscription (tenure); resets after an expiry.';
comment on column public.subscriptions.billing_anchor is 'Periods end at billing_anchor + periods_paid months, so month lengths never drift (Jan 31 → Feb 28 → Mar 31).';
comment on column public.subscriptions.current_period_end is 'Access ends here unless a renewal extends it. Subscriber-only media is visible while status <> expired and this is in the future.';
comment on column public.subscriptions.renewal_failed_at is 'The last renewal attempt that failed (wallet short); the subscription then expired at the period end.';

-- fan_id is covered by subscriptions_pair_key.
create index subscriptions_creator_idx on public.subscriptions (creator_id, started_at desc, id);
create index subscriptions_due_idx on public.subscriptions (current_period_end) where status <> 'expired';

alter table public.subscriptions enable row level security;

revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;

create policy subscriptions_select_party on public.subscriptions
  for select to authenticated
  using ((select auth.uid()) in (fan_id, creator_id));

-- The real subscriber count on the profile: subscriptions that still give access (active, or
-- cancelled within the paid period).
alter table public.profiles add column subscribers_count integer not null default 0 check (subscribers_count >= 0);
comment on column public.profiles.subscribers_count is 'Fans whose subscription is not expired. Maintained by triggers on subscriptions.';

create function private.count_subscribers() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and old.status <> 'expired';
  is_counted boolean := tg_op <> 'DELETE' and new.status <> 'expired';
begin
  if was_counted and (not is_counted or old.creator_id <> new.creator_id) then
    update public.profiles set subscribers_count = subscribers_count - 1 where id = old.creator_id;
  end if;
  if is_counted and (not was_counted or old.creator_id <> new.creator_id) then
    update public.profiles set subscribers_count = subscribers_count + 1 where id = new.creator_id;
  end if;
  return null;
end $$;

revoke execute on function private.count_subscribers() from public, anon, authenticated;

create trigger subscriptions_count_on_profile
  after insert or delete or update of status, creator_id on public.subscriptions
  for each row execute function private.count_subscribers();

-- profile_cards shows the count too (appended column).
create or replace view public.profile_cards with (security_invoker = true) as
select
  p.id,
  p.name,
  p.username,
  p.bio,
  p.location,
  p.avatar_url,
  p.cover_url,
  p.is_creator,
  p.subscription_price_cents,
  p.followers_count,
  p.following_count,
  p.posts_count,
  p.created_at,
  exists (
    select 1 from public.follows f where f.follower_id = (select auth.uid()) and f.following_id = p.id
  ) as is_following,
  p.subscribers_count
from public.profiles p;
