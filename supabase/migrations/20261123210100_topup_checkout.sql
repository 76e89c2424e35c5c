-- The top-up checkout's database side (issue 13 §7), for the `topup-checkout` and `stripe-webhook`
-- Edge Functions:
--  * fail_topup_checkout(): the function could not open a Checkout Session (the provider refused or
--    was unreachable). The top-up is marked failed with the reason instead of sitting in the wallet
--    as "pending" for a day; retrying with the same idempotency key opens its checkout after all.
--  * attach_topup_session() now reopens such a top-up (pending again) when its session is attached.
--  * handle_payment_event() serialises the events of one payment: the provider delivers events
--    concurrently, and a dispute (which names only its PaymentIntent) handled while the completed
--    session that makes that PaymentIntent known is still uncommitted would be parked and never
--    picked up. With one transaction-scoped advisory lock per PaymentIntent, either the dispute sees
--    the committed payment, or the payment's transaction sees the committed parked dispute.

create function public.fail_topup_checkout(topup_id uuid, reason text)
returns public.wallet_topups
language plpgsql volatile security definer set search_path = '' as $$
declare
  topup public.wallet_topups;
begin
  if fail_topup_checkout.reason is null or btrim(fail_topup_checkout.reason) = '' then
    raise exception 'A reason is required' using errcode = '22023';
  end if;
  -- Only a checkout that never opened: once a session is attached, the provider's events decide.
  update public.wallet_topups t
     set status = 'failed', failed_at = now(), failure_reason = left(fail_topup_checkout.reason, 500), updated_at = now()
   where t.id = fail_topup_checkout.topup_id and t.provider_session_id is null and t.status in ('pending', 'failed')
  returning * into topup;
  if topup.id is null then
    select * into topup from public.wallet_topups t where t.id = fail_topup_checkout.topup_id;
    if not found then
      raise exception 'Top-up not found' using errcode = 'P0002';
    end if;
  end if;
  return topup;
end $$;

comment on function public.fail_topup_checkout(uuid, text) is
  'Service role only (topup-checkout): the Checkout Session for this top-up could not be opened; marks it failed with the reason (shown in the wallet). No effect once a session is attached. A retry with the same key reopens it.';

create or replace function public.attach_topup_session(topup_id uuid, session_id text)
returns public.wallet_topups
language plpgsql volatile security definer set search_path = '' as $$
declare
  topup public.wallet_topups;
  reopen boolean;
begin
  if attach_topup_session.session_id is null or attach_topup_session.session_id !~ '^[A-Za-z0-9_]{1,255}$' then
    raise exception 'A provider session id is required' using errcode = '22023';
  end if;
  select * into topup from public.wallet_topups t where t.id = attach_topup_session.topup_id for update;
  if not found then
    raise exception 'Top-up not found' using errcode = 'P0002';
  end if;
  if topup.provider_session_id is not null and topup.provider_session_id <> attach_topup_session.session_id then
    raise exception 'This top-up already has a checkout session' using errcode = 'VM007';
  end if;
  -- Failed only because its checkout could not be opened (no session, no payment attempt yet).
  reopen := topup.provider_session_id is null and topup.status = 'failed' and topup.paid_at is null
            and topup.provider_payment_intent is null and topup.expired_at is null;
  update public.wallet_topups t
     set provider_session_id = attach_topup_session.session_id,
         status = case when reopen then 'pending'::public.topup_status else t.status end,
         failed_at = case when reopen then null else t.failed_at end,
         failure_reason = case when reopen then null else t.failure_reason end,
         updated_at = now()
   where t.id = topup.id
  returning * into topup;
  return topup;
end $$;

comment on function public.attach_topup_session(uuid, text) is
  'Service role only: records the Checkout Session (cs_…) created for a pending top-up (one session per top-up, else VM007); a top-up failed by fail_topup_checkout is pending again.';

create or replace function public.handle_payment_event(event jsonb)
returns table (outcome text, topup_id uuid, topup_status public.topup_status)
language plpgsql volatile security definer set search_path = '' as $$
declare
  obj jsonb := handle_payment_event.event -> 'data' -> 'object';
  intent text := case
    when handle_payment_event.event ->> 'type' like 'payment\_intent.%' then obj ->> 'id'
    else private.stripe_id(obj -> 'payment_intent') end;
begin
  if intent is not null then
    perform pg_advisory_xact_lock(hashtextextended('velvet.payment_intent:' || intent, 0));
  end if;
  return query select * from private.handle_payment_event(handle_payment_event.event, now());
end $$;

comment on function public.handle_payment_event(jsonb) is
  'Service role only (the verified Stripe webhook): applies one provider event to its top-up, once per event id, in any order; events of one PaymentIntent are applied one at a time. Handles checkout.session.completed / async_payment_succeeded / async_payment_failed / expired, payment_intent.payment_failed, charge.refunded and charge.dispute.created / funds_withdrawn / closed / funds_reinstated. outcome: applied, duplicate, parked (payment not known yet), ignored, unknown_topup, rejected (amount/currency mismatch: never credited).';

revoke execute on function public.fail_topup_checkout(uuid, text), public.attach_topup_session(uuid, text),
  public.handle_payment_event(jsonb) from public, anon, authenticated;
grant execute on function public.fail_topup_checkout(uuid, text), public.attach_topup_session(uuid, text),
  public.handle_payment_event(jsonb) to service_role;
