-- Earnings and payouts (issue 13 §8): what a creator earned (gross, the 20% platform fee, net,
-- per source), what is still held (pending, 7 days) and what can be paid out (available); a
-- verified creator requests a payout of at least €20 of available funds; an operator pays it and
-- records the outcome (a failed payout returns the money to available).

create function public.get_earnings(since timestamptz default null)
returns table (
  pending_cents bigint,
  available_cents bigint,
  payouts_in_progress_cents bigint,
  paid_out_cents bigint,
  next_release_at timestamptz,
  gross_cents bigint,
  fee_cents bigint,
  net_cents bigint,
  subscriptions_gross_cents bigint,
  subscriptions_net_cents bigint,
  subscriptions_count integer,
  unlocks_gross_cents bigint,
  unlocks_net_cents bigint,
  unlocks_count integer,
  messages_gross_cents bigint,
  messages_net_cents bigint,
  messages_count integer,
  tips_gross_cents bigint,
  tips_net_cents bigint,
  tips_count integer,
  payout_verification public.payout_verification,
  minimum_payout_cents bigint,
  can_request_payout boolean
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
  pending bigint := ledger.balance_of(me, 'creator_pending');
  available bigint := ledger.balance_of(me, 'creator_available');
  verification public.payout_verification;
begin
  select cs.payout_verification into verification from public.creator_settings cs where cs.user_id = me;
  return query
    with sales as (
      select o.kind, o.gross_cents, o.fee_cents
      from ledger.operations o
      where o.payee_id = me
        and o.kind in ('subscription', 'renewal', 'post_unlock', 'message_unlock', 'tip')
        and o.occurred_at >= coalesce(get_earnings.since, '-infinity'::timestamptz)
    ),
    payouts as (
      select coalesce(sum(p.amount_cents) filter (where p.status in ('requested', 'processing')), 0)::bigint as open_cents,
             coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0)::bigint as paid_cents
      from public.payout_requests p where p.creator_id = me
    )
    select pending, available, py.open_cents, py.paid_cents,
           (select min(h.release_at) from ledger.holds h join ledger.transfers t on t.id = h.transfer_id
            where h.released_at is null
              and t.to_account_id = (select a.id from ledger.accounts a where a.kind = 'creator_pending' and a.owner_id = me)),
           coalesce(sum(s.gross_cents), 0)::bigint,
           coalesce(sum(s.fee_cents), 0)::bigint,
           coalesce(sum(s.gross_cents - s.fee_cents), 0)::bigint,
           coalesce(sum(s.gross_cents) filter (where s.kind in ('subscription', 'renewal')), 0)::bigint,
           coalesce(sum(s.gross_cents - s.fee_cents) filter (where s.kind in ('subscription', 'renewal')), 0)::bigint,
           (count(*) filter (where s.kind in ('subscription', 'renewal')))::integer,
           coalesce(sum(s.gross_cents) filter (where s.kind = 'post_unlock'), 0)::bigint,
           coalesce(sum(s.gross_cents - s.fee_cents) filter (where s.kind = 'post_unlock'), 0)::bigint,
           (count(*) filter (where s.kind = 'post_unlock'))::integer,
           coalesce(sum(s.gross_cents) filter (where s.kind = 'message_unlock'), 0)::bigint,
           coalesce(sum(s.gross_cents - s.fee_cents) filter (where s.kind = 'message_unlock'), 0)::bigint,
           (count(*) filter (where s.kind = 'message_unlock'))::integer,
           coalesce(sum(s.gross_cents) filter (where s.kind = 'tip'), 0)::bigint,
           coalesce(sum(s.gross_cents - s.fee_cents) filter (where s.kind = 'tip'), 0)::bigint,
           (count(*) filter (where s.kind = 'tip'))::integer,
           verification,
           2000::bigint,
           coalesce(verification = 'verified', false) and available >= 2000
    from payouts py left join sales s on true
    group by py.open_cents, py.paid_cents;
end $$;

comment on function public.get_earnings(timestamptz) is
  'Earnings screen in one row: pending (held 7 days) and available balances, payouts in progress and paid, the next release time, and gross / 20% fee / net in total and per source (subscriptions incl. renewals, post unlocks, paid messages, tips) since the given time (null = all time). payout_verification null = not a creator.';

create function private.request_payout(p_creator uuid, p_amount bigint, p_key text, p_now timestamptz)
returns public.payout_requests
language plpgsql volatile set search_path = '' as $$
declare
  verification public.payout_verification;
  amount bigint := p_amount;
  payout public.payout_requests;
  op record;
  available_account bigint;
begin
  select cs.payout_verification into verification from public.creator_settings cs where cs.user_id = p_creator;
  if not found then
    raise exception 'Only creators can request payouts.' using errcode = 'VM006';
  end if;
  select * into payout from public.payout_requests p where p.creator_id = p_creator and p.idempotency_key = p_key;
  if found then
    return payout;
  end if;
  if verification <> 'verified' then
    raise exception 'Payouts are available once your identity is verified.' using errcode = 'VM011',
      detail = json_build_object('payout_verification', verification)::text;
  end if;
  available_account := ledger.account_id(p_creator, 'creator_available');
  amount := coalesce(amount, (select a.balance from ledger.accounts a where a.id = available_account));
  if amount < 2000 then
    raise exception 'The minimum payout is €20.00.' using errcode = 'VM008', detail = '{"min_cents":2000}';
  end if;

  insert into public.payout_requests (creator_id, amount_cents, idempotency_key, created_at, updated_at)
  values (p_creator, amount, p_key, p_now, p_now)
  on conflict (creator_id, idempotency_key) do nothing
  returning * into payout;
  if payout.id is null then
    select * into payout from public.payout_requests p where p.creator_id = p_creator and p.idempotency_key = p_key;
    return payout;
  end if;

  select * into op from ledger.open_operation('payout:' || p_creator || ':' || p_key, 'payout', amount, p_now,
    null, p_creator, payout.id);
  if not op.is_new then
    raise exception 'This request key was already used for another request.' using errcode = 'VM007';
  end if;
  begin
    perform ledger.post_legs(op.id, array[row('payout', available_account, ledger.account_id(null, 'payouts'), amount)::ledger.leg]);
  exception when sqlstate 'VM001' or sqlstate 'VM002' then
    raise exception 'You can request at most your available earnings.' using errcode = 'VM012',
      detail = json_build_object('available_cents', (select a.balance from ledger.accounts a where a.id = available_account))::text;
  end;
  return payout;
end $$;

create function public.request_payout(amount_cents bigint, idempotency_key uuid)
returns public.payout_requests
language plpgsql volatile security definer set search_path = '' as $$
begin
  if request_payout.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.request_payout(private.require_user(), request_payout.amount_cents, request_payout.idempotency_key::text, now());
end $$;

comment on function public.request_payout(bigint, uuid) is
  'Request a payout of amount_cents (null = all available; at least 2000) from available earnings; the amount leaves available at once. Same key again: the same request. Errors: VM006 not a creator, VM011 not verified, VM008 below €20, VM012 more than available, VM007.';

-- Operators (service role): a payout's progress. failed returns the money to available.
create function private.set_payout_status(p_payout uuid, p_status public.payout_status, p_note text, p_now timestamptz)
returns public.payout_requests
language plpgsql volatile set search_path = '' as $$
declare
  payout public.payout_requests;
  op record;
begin
  select * into payout from public.payout_requests p where p.id = p_payout for update;
  if not found then
    raise exception 'Payout not found' using errcode = 'P0002';
  end if;
  if payout.status = p_status then
    return payout;
  end if;
  if payout.status in ('paid', 'failed') or p_status = 'requested' then
    raise exception 'A payout cannot go from % to %', payout.status, p_status using errcode = '22023';
  end if;
  if p_status = 'failed' then
    select * into op from ledger.open_operation('payout_reversal:' || payout.id, 'payout_reversal', payout.amount_cents, p_now,
      null, payout.creator_id, payout.id, null, 0, 'payout_failed');
    perform ledger.post_legs(op.id, array[row('return', ledger.account_id(null, 'payouts'),
      ledger.account_id(payout.creator_id, 'creator_available'), payout.amount_cents)::ledger.leg]);
  end if;
  update public.payout_requests p
     set status = p_status, operator_note = coalesce(p_note, p.operator_note),
         processed_at = case when p_status in ('paid', 'failed') then p_now end, updated_at = p_now
   where p.id = payout.id
  returning * into payout;
  return payout;
end $$;

create function public.set_payout_status(payout_id uuid, status public.payout_status, note text default null)
returns public.payout_requests
language plpgsql volatile security definer set search_path = '' as $$
begin
  return private.set_payout_status(set_payout_status.payout_id, set_payout_status.status, set_payout_status.note, now());
end $$;

comment on function public.set_payout_status(uuid, public.payout_status, text) is
  'Operators only (service role): requested → processing → paid, or → failed (amount returned to available). The creator is notified.';

revoke execute on function private.request_payout(uuid, bigint, text, timestamptz),
  private.set_payout_status(uuid, public.payout_status, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.get_earnings(timestamptz), public.request_payout(bigint, uuid) from public, anon;
grant execute on function public.get_earnings(timestamptz), public.request_payout(bigint, uuid) to authenticated;
revoke execute on function public.set_payout_status(uuid, public.payout_status, text) from public, anon, authenticated;
grant execute on function public.set_payout_status(uuid, public.payout_status, text) to service_role;
