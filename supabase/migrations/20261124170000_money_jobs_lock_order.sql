-- The money jobs lock what a run touches up front, in the order every purchase uses (issue 13).
-- Before, run_subscription_renewals and release_held_earnings locked ledger accounts operation by
-- operation inside one long transaction, so a renewal run and a release run (both due after a
-- long pause, e.g. the first minute of the hour) could each hold an account the other wanted next
-- and one of them died with "deadlock detected" (caught by money-schedule.test.ts); a purchase
-- arriving during a renewal run could do the same. Now every ledger writer takes accounts in
-- ascending id order (profiles first where the subscriber count trigger writes them), so writers
-- queue instead of deadlocking. Signatures and results are unchanged.

-- Locks the given accounts `for update` in ascending id order (rows already held are no-ops).
create function ledger.lock_accounts(p_ids bigint[]) returns void
language plpgsql volatile set search_path = '' as $$
begin
  perform 1 from ledger.accounts a where a.id = any (p_ids) order by a.id for update;
end $$;

comment on function ledger.lock_accounts(bigint[]) is
  'Locks the accounts for update in ascending id order, the one order every ledger writer uses.';

revoke execute on function ledger.lock_accounts(bigint[]) from public, anon, authenticated;

create or replace function private.run_subscription_renewals(p_now timestamptz default private.app_now(), p_user uuid default null)
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
  due uuid[];
begin
  renewed := 0;
  failed := 0;
  expired := 0;
  -- Claim every due subscription first (rows another run holds are skipped), then lock what the
  -- whole run will touch in the order every purchase uses: the creators' profiles (the subscriber
  -- count trigger writes them), then the ledger accounts in ascending id. A run that locked account
  -- by account, subscription by subscription, deadlocked with the release job and with purchases.
  select coalesce(array_agg(d.id order by d.current_period_end, d.id), '{}') into due
  from (
    select s.id, s.current_period_end from public.subscriptions s
    where s.status <> 'expired' and s.current_period_end <= p_now
      and (p_user is null or p_user in (s.fan_id, s.creator_id))
    order by s.current_period_end, s.id
    for update skip locked
  ) d;
  if cardinality(due) = 0 then
    return next;
    return;
  end if;
  perform 1 from public.profiles pr
  where pr.id in (select s.creator_id from public.subscriptions s where s.id = any (due))
  order by pr.id for no key update;
  perform ledger.lock_accounts(array(
    select a.id from public.subscriptions s
    join ledger.accounts a on (a.kind = 'fan_wallet' and a.owner_id = s.fan_id)
                           or (a.kind = 'creator_pending' and a.owner_id = s.creator_id)
    where s.id = any (due)
    union select ledger.account_id(null, 'platform_revenue')));

  for sub in select * from public.subscriptions s where s.id = any (due) order by s.current_period_end, s.id
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

create or replace function private.release_held_earnings(p_now timestamptz default private.app_now(), p_user uuid default null)
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

  -- Every account this run moves money between, locked up front in ascending id like every other
  -- ledger write (locking creator by creator deadlocked with the renewal job).
  perform ledger.lock_accounts(array(
    select t.to_account_id from ledger.transfers t where t.id = any (coalesce(ids, '{}'))
    union
    select a.id from ledger.transfers t
    join ledger.accounts p on p.id = t.to_account_id
    join ledger.accounts a on a.kind = 'creator_available' and a.owner_id = p.owner_id
    where t.id = any (coalesce(ids, '{}'))));

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
