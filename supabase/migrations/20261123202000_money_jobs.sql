-- Scheduled money jobs (issue 13 §3, §7, §8), plain PL/pgSQL in the private schema for the
-- scheduler to call (scheduled by the schedule_money_jobs migration). Each takes "now" as an
-- argument defaulting to private.app_now() (now(), or the local stack's test clock inside a
-- scheduled run), so tests and operators can run them at a shifted time, and
-- an optional user (p_user) to limit a run to one account's rows (an operator retrying one
-- account; test suites that share a database). Each is safe to run twice or concurrently (rows
-- are claimed with `for update skip locked`).

-- Renewals: every subscription whose period has ended is renewed from the wallet at the
-- creator's current price (active) or expires (cancelled, creator no longer selling, or wallet
-- short: then the fan is notified by the subscriptions trigger and access ends at the period end).
create function private.run_subscription_renewals(p_now timestamptz default private.app_now(), p_user uuid default null)
returns table (renewed integer, failed integer, expired integer)
language plpgsql volatile set search_path = '' as $$
declare
  sub public.subscriptions;
  price integer;
  creator_ok boolean;
  next_anchor timestamptz;
  next_paid integer;
  next_start timestamptz;
  next_end timestamptz;
  op record;
begin
  renewed := 0;
  failed := 0;
  expired := 0;
  for sub in
    select * from public.subscriptions s
    where s.status <> 'expired' and s.current_period_end <= p_now
      and (p_user is null or p_user in (s.fan_id, s.creator_id))
    order by s.current_period_end, s.id
    for update skip locked
  loop
    select pr.subscription_price_cents, pr.is_creator into price, creator_ok from public.profiles pr where pr.id = sub.creator_id;
    if sub.status = 'cancelled' or not creator_ok or price is null then
      update public.subscriptions s
         set status = 'expired', auto_renew = false, ended_at = sub.current_period_end, updated_at = p_now
       where s.id = sub.id;
      expired := expired + 1;
      continue;
    end if;

    next_anchor := sub.billing_anchor;
    next_paid := sub.periods_paid + 1;
    next_start := sub.current_period_end;
    next_end := sub.billing_anchor + next_paid * interval '1 month';
    if next_end <= p_now then
      -- The job did not run for a whole period: start a fresh month now instead of charging for
      -- time already past.
      next_anchor := p_now;
      next_paid := 1;
      next_start := p_now;
      next_end := p_now + interval '1 month';
    end if;

    begin
      update public.subscriptions s
         set price_cents = price, billing_anchor = next_anchor, periods_paid = next_paid,
             current_period_start = next_start, current_period_end = next_end, renewal_failed_at = null, updated_at = p_now
       where s.id = sub.id;
      select * into op from ledger.open_operation(
        'renewal:' || sub.id || ':' || to_char(next_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
        'renewal', price, p_now, sub.fan_id, sub.creator_id, sub.id, null, ledger.platform_fee(price));
      if op.is_new then
        perform ledger.charge_fan(op.id, sub.fan_id, sub.creator_id, price, p_now);
      end if;
      renewed := renewed + 1;
    exception when sqlstate 'VM001' or sqlstate 'VM002' then
      update public.subscriptions s
         set status = 'expired', auto_renew = false, ended_at = sub.current_period_end, renewal_failed_at = p_now,
             updated_at = p_now
       where s.id = sub.id;
      failed := failed + 1;
    end;
  end loop;
  return next;
end $$;

comment on function private.run_subscription_renewals(timestamptz, uuid) is
  'Scheduled (hourly): renews subscriptions whose period ended by p_now from the fan''s wallet at the creator''s current price; expires cancelled ones and those the wallet cannot pay (renewal_failed notification). Returns counts.';

-- Earnings held 7 days move from creator_pending to creator_available, one operation per creator
-- per run.
create function private.release_held_earnings(p_now timestamptz default private.app_now(), p_user uuid default null)
returns integer
language plpgsql volatile set search_path = '' as $$
declare
  batch record;
  op record;
  ids bigint[];
  released integer := 0;
begin
  with due as (
    select h.transfer_id from ledger.holds h
    where h.released_at is null and h.release_at <= p_now
      and (p_user is null or exists (
        select 1 from ledger.transfers t join ledger.accounts a on a.id = t.to_account_id
        where t.id = h.transfer_id and a.owner_id = p_user))
    order by h.release_at
    for update of h skip locked
  ),
  marked as (
    update ledger.holds h set released_at = p_now from due where h.transfer_id = due.transfer_id
    returning h.transfer_id
  )
  select array_agg(m.transfer_id) into ids from marked m;

  for batch in
    select a.owner_id, t.to_account_id as pending_account, sum(t.amount)::bigint as total,
           max(t.id) as last_transfer, count(*)::integer as n
    from unnest(coalesce(ids, '{}')) m(transfer_id)
    join ledger.transfers t on t.id = m.transfer_id
    join ledger.accounts a on a.id = t.to_account_id
    group by a.owner_id, t.to_account_id
  loop
    select * into op from ledger.open_operation('earnings_release:' || batch.pending_account || ':' || batch.last_transfer,
      'earnings_release', batch.total, p_now, null, batch.owner_id);
    perform ledger.post_legs(op.id, array[row('release', batch.pending_account,
      ledger.account_id(batch.owner_id, 'creator_available'), batch.total)::ledger.leg]);
    released := released + batch.n;
  end loop;
  return released;
end $$;

comment on function private.release_held_earnings(timestamptz, uuid) is
  'Scheduled (hourly): moves earnings whose 7-day hold ended by p_now from creator_pending to creator_available. Returns the number of holds released.';

-- Checkouts nobody finished: a pending (or declined) top-up older than a day is marked expired.
-- A payment that still completes later is credited all the same (handle_payment_event).
create function private.expire_stale_topups(
  p_now timestamptz default private.app_now(), p_older_than interval default interval '24 hours', p_user uuid default null
)
returns integer
language plpgsql volatile set search_path = '' as $$
declare
  n integer;
begin
  update public.wallet_topups t
     set status = 'expired', expired_at = coalesce(t.expired_at, p_now), updated_at = p_now
   where t.status in ('pending', 'failed') and t.created_at <= p_now - p_older_than
     and (p_user is null or t.user_id = p_user);
  get diagnostics n = row_count;
  return n;
end $$;

comment on function private.expire_stale_topups(timestamptz, interval, uuid) is
  'Scheduled (hourly): marks pending or declined top-ups older than p_older_than (24 h, a Checkout Session''s lifetime) expired. Returns the count.';

revoke execute on function private.run_subscription_renewals(timestamptz, uuid), private.release_held_earnings(timestamptz, uuid),
  private.expire_stale_topups(timestamptz, interval, uuid) from public, anon, authenticated;
