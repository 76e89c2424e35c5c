-- The payment webhook's database side (issue 13 §7, §9). The Edge Function verifies the Stripe
-- signature and hands the whole event to handle_payment_event() with the service role. Events
-- are deduplicated by id and may arrive in any order: each one only adds a fact to the top-up
-- (paid, declined, expired, refunded so far, dispute state), and the wallet credit is then
-- reconciled from all facts known: credited amount = paid amount − refunds − open/lost disputes.
-- So a replay changes nothing, "completed" after "expired" still credits, a refund seen before
-- the payment nets to zero, and a top-up is credited exactly once. Reversals may take the wallet
-- below zero (the money was already spent); buying is then refused until a top-up settles it.

create function private.uuid_or_null(p text) returns uuid
language sql immutable set search_path = '' as $$
  select case when p ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p::uuid end;
$$;

-- A field that Stripe sends as an id, or as the expanded object.
create function private.stripe_id(p jsonb) returns text
language sql immutable set search_path = '' as $$
  select case jsonb_typeof(p) when 'string' then p #>> '{}' when 'object' then p ->> 'id' end;
$$;

-- Records what one event says about its top-up (the row is locked by the caller). Returns
-- 'applied' or 'rejected' (a payment that does not match the top-up is never credited).
create function private.apply_payment_fact(p_topup uuid, p_type text, p_object jsonb, p_at timestamptz)
returns text
language plpgsql volatile set search_path = '' as $$
declare
  t public.wallet_topups;
  pi text;
begin
  select * into t from public.wallet_topups w where w.id = p_topup;
  case
    when p_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded') then
      pi := private.stripe_id(p_object -> 'payment_intent');
      if p_object ->> 'payment_status' is distinct from 'paid' then
        -- Completed but not yet paid (a delayed method): wait for async_payment_succeeded.
        update public.wallet_topups w
           set provider_session_id = coalesce(w.provider_session_id, p_object ->> 'id'),
               provider_payment_intent = coalesce(w.provider_payment_intent, pi), updated_at = now()
         where w.id = p_topup;
        return 'applied';
      end if;
      if (p_object ->> 'amount_total') is distinct from t.amount_cents::text
         or lower(p_object ->> 'currency') is distinct from t.currency
         or (t.provider_payment_intent is not null and pi is not null and pi <> t.provider_payment_intent and t.paid_at is not null) then
        return 'rejected';
      end if;
      update public.wallet_topups w
         set paid_at = coalesce(w.paid_at, p_at),
             provider_session_id = coalesce(w.provider_session_id, p_object ->> 'id'),
             provider_payment_intent = coalesce(w.provider_payment_intent, pi), updated_at = now()
       where w.id = p_topup;
    when p_type = 'checkout.session.async_payment_failed' then
      update public.wallet_topups w
         set failed_at = coalesce(w.failed_at, p_at), failure_reason = coalesce(w.failure_reason, 'The payment failed.'),
             updated_at = now()
       where w.id = p_topup;
    when p_type = 'payment_intent.payment_failed' then
      update public.wallet_topups w
         set failed_at = p_at,
             failure_reason = left(coalesce(p_object -> 'last_payment_error' ->> 'message', 'The card was declined.'), 500),
             provider_payment_intent = coalesce(w.provider_payment_intent, p_object ->> 'id'), updated_at = now()
       where w.id = p_topup;
    when p_type = 'checkout.session.expired' then
      update public.wallet_topups w set expired_at = coalesce(w.expired_at, p_at), updated_at = now() where w.id = p_topup;
    when p_type = 'charge.refunded' then
      update public.wallet_topups w
         set refunded_cents = greatest(w.refunded_cents, coalesce((p_object ->> 'amount_refunded')::integer, 0)),
             updated_at = now()
       where w.id = p_topup;
    when p_type in ('charge.dispute.created', 'charge.dispute.funds_withdrawn') then
      update public.wallet_topups w
         set dispute_status = case when w.dispute_status in ('won', 'lost') then w.dispute_status else 'open' end,
             disputed_cents = greatest(w.disputed_cents, coalesce((p_object ->> 'amount')::integer, 0)), updated_at = now()
       where w.id = p_topup;
    when p_type in ('charge.dispute.closed', 'charge.dispute.funds_reinstated') then
      update public.wallet_topups w
         set dispute_status = case
               when p_type = 'charge.dispute.funds_reinstated' or p_object ->> 'status' = 'won' then 'won'
               when p_object ->> 'status' = 'lost' then 'lost'
               else coalesce(w.dispute_status, 'open') end,
             disputed_cents = greatest(w.disputed_cents, coalesce((p_object ->> 'amount')::integer, 0)), updated_at = now()
       where w.id = p_topup;
    else
      null;
  end case;
  return 'applied';
end $$;

-- Brings the wallet credit and the status in line with the top-up's facts (operations dated p_now).
create function private.reconcile_topup(p_topup uuid, p_event_id text, p_now timestamptz)
returns public.topup_status
language plpgsql volatile set search_path = '' as $$
declare
  t public.wallet_topups;
  target bigint;
  credited bigint;
  op record;
  wallet bigint;
  clearing bigint := ledger.account_id(null, 'provider_clearing');
  new_status public.topup_status;
begin
  select * into t from public.wallet_topups w where w.id = p_topup;
  target := case when t.paid_at is null then 0
                 else greatest(0, t.amount_cents - t.refunded_cents
                                  - case when t.dispute_status in ('open', 'lost') then t.disputed_cents else 0 end) end;
  select coalesce(sum(case o.kind when 'topup' then o.gross_cents else -o.gross_cents end), 0) into credited
  from ledger.operations o where o.subject_id = t.id and o.kind in ('topup', 'topup_reversal');

  if target <> credited then
    wallet := ledger.account_id(t.user_id, 'fan_wallet');
    if target > credited then
      select * into op from ledger.open_operation('topup:' || t.id || ':' || p_event_id, 'topup', target - credited, p_now,
        t.user_id, null, t.id, null, 0, case when credited > 0 or exists (
          select 1 from ledger.operations o where o.subject_id = t.id and o.kind = 'topup_reversal') then 'dispute_won' end);
      perform ledger.post_legs(op.id, array[row('credit', clearing, wallet, target - credited)::ledger.leg]);
    else
      select * into op from ledger.open_operation('topup_reversal:' || t.id || ':' || p_event_id, 'topup_reversal',
        credited - target, p_now, t.user_id, null, t.id, null, 0,
        case when t.dispute_status in ('open', 'lost') then 'chargeback' else 'refund' end);
      perform ledger.post_legs(op.id, array[row('reversal', wallet, clearing, credited - target)::ledger.leg], true);
    end if;
  end if;

  new_status := case
    when t.paid_at is not null and t.dispute_status in ('open', 'lost') then 'disputed'
    when t.paid_at is not null and t.refunded_cents > 0 then 'refunded'
    when t.paid_at is not null then 'credited'
    when t.expired_at is not null then 'expired'
    when t.failed_at is not null then 'failed'
    else 'pending' end;
  update public.wallet_topups w set status = new_status, updated_at = now() where w.id = t.id and w.status <> new_status;
  return new_status;
end $$;

-- The handler, for a given processing time: ledger operations are dated when we apply them (so
-- the history follows the order money really moved), top-up facts keep the provider's time.
create function private.handle_payment_event(event jsonb, p_now timestamptz)
returns table (outcome text, topup_id uuid, topup_status public.topup_status)
language plpgsql volatile set search_path = '' as $$
#variable_conflict use_column
declare
  evt_id text := event ->> 'id';
  evt_type text := event ->> 'type';
  obj jsonb := event -> 'data' -> 'object';
  event_at timestamptz;
  tid uuid;
  pi text;
  known_pi text;
  result text;
  parked record;
  final_status public.topup_status;
begin
  if evt_id is null or evt_type is null or jsonb_typeof(obj) is distinct from 'object' then
    raise exception 'Not a provider event: id, type and data.object are required' using errcode = '22023';
  end if;
  event_at := case when jsonb_typeof(event -> 'created') = 'number' then to_timestamp((event ->> 'created')::double precision)
             else now() end;

  insert into ledger.provider_events (event_id, type, payload, occurred_at, outcome)
  values (evt_id, evt_type, event, event_at, 'received')
  on conflict (event_id) do nothing;
  if not found then
    select pe.topup_id into tid from ledger.provider_events pe where pe.event_id = evt_id;
    return query select 'duplicate'::text, tid, (select w.status from public.wallet_topups w where w.id = tid);
    return;
  end if;

  -- Which top-up the event is about: our id (client_reference_id / metadata.topup_id), else the
  -- Checkout Session or PaymentIntent we recorded.
  if evt_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded',
                  'checkout.session.async_payment_failed', 'checkout.session.expired') then
    pi := private.stripe_id(obj -> 'payment_intent');
    tid := coalesce(private.uuid_or_null(obj ->> 'client_reference_id'), private.uuid_or_null(obj -> 'metadata' ->> 'topup_id'),
                    (select w.id from public.wallet_topups w where w.provider_session_id = obj ->> 'id'));
  elsif evt_type = 'payment_intent.payment_failed' then
    pi := obj ->> 'id';
    tid := coalesce(private.uuid_or_null(obj -> 'metadata' ->> 'topup_id'),
                    (select w.id from public.wallet_topups w where w.provider_payment_intent = pi));
  elsif evt_type in ('charge.refunded', 'charge.dispute.created', 'charge.dispute.funds_withdrawn',
                     'charge.dispute.closed', 'charge.dispute.funds_reinstated') then
    pi := private.stripe_id(obj -> 'payment_intent');
    tid := coalesce(private.uuid_or_null(obj -> 'metadata' ->> 'topup_id'),
                    (select w.id from public.wallet_topups w where w.provider_payment_intent = pi));
  else
    update ledger.provider_events pe set outcome = 'ignored', applied_at = now() where pe.event_id = evt_id;
    return query select 'ignored'::text, null::uuid, null::public.topup_status;
    return;
  end if;

  if tid is null then
    -- Not matchable yet (e.g. a refund delivered before the completed session): park it.
    update ledger.provider_events pe set payment_intent = pi, outcome = case when pi is null then 'ignored' else 'parked' end,
           applied_at = case when pi is null then now() end
     where pe.event_id = evt_id;
    return query select case when pi is null then 'ignored' else 'parked' end, null::uuid, null::public.topup_status;
    return;
  end if;

  perform 1 from public.wallet_topups w where w.id = tid for update;
  if not found then
    update ledger.provider_events pe set topup_id = null, payment_intent = pi, outcome = 'unknown_topup', applied_at = now()
     where pe.event_id = evt_id;
    return query select 'unknown_topup'::text, null::uuid, null::public.topup_status;
    return;
  end if;

  result := private.apply_payment_fact(tid, evt_type, obj, event_at);
  update ledger.provider_events pe set topup_id = tid, payment_intent = pi, outcome = result, applied_at = now()
   where pe.event_id = evt_id;

  -- Events parked for this payment can be applied now that it is known.
  select w.provider_payment_intent into known_pi from public.wallet_topups w where w.id = tid;
  if known_pi is not null then
    for parked in
      select pe.event_id, pe.type, pe.payload, pe.occurred_at from ledger.provider_events pe
      where pe.payment_intent = known_pi and pe.applied_at is null
      order by pe.occurred_at, pe.received_at
      for update
    loop
      update ledger.provider_events pe
         set topup_id = tid, outcome = private.apply_payment_fact(tid, parked.type, parked.payload -> 'data' -> 'object', parked.occurred_at),
             applied_at = now()
       where pe.event_id = parked.event_id;
    end loop;
  end if;

  final_status := private.reconcile_topup(tid, evt_id, p_now);
  return query select result, tid, final_status;
end $$;

create function public.handle_payment_event(event jsonb)
returns table (outcome text, topup_id uuid, topup_status public.topup_status)
language plpgsql volatile security definer set search_path = '' as $$
begin
  return query select * from private.handle_payment_event(handle_payment_event.event, now());
end $$;

comment on function public.handle_payment_event(jsonb) is
  'Service role only (the verified Stripe webhook): applies one provider event to its top-up, once per event id, in any order. Handles checkout.session.completed / async_payment_succeeded / async_payment_failed / expired, payment_intent.payment_failed, charge.refunded and charge.dispute.created / funds_withdrawn / closed / funds_reinstated. outcome: applied, duplicate, parked (payment not known yet), ignored, unknown_topup, rejected (amount/currency mismatch: never credited).';

revoke execute on function private.handle_payment_event(jsonb, timestamptz), private.uuid_or_null(text), private.stripe_id(jsonb),
  private.apply_payment_fact(uuid, text, jsonb, timestamptz), private.reconcile_topup(uuid, text, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.handle_payment_event(jsonb) from public, anon, authenticated;
grant execute on function public.handle_payment_event(jsonb) to service_role;
