-- The wallet screen (issue 13 §7): start a top-up, read the balance, and the full transaction
-- history. A top-up is only a pending row until the verified webhook credits it; the history
-- shows it as pending (or failed / expired) until then, and as a completed credit afterwards.

create function private.start_topup(p_user uuid, p_amount integer, p_key text, p_now timestamptz)
returns public.wallet_topups
language plpgsql volatile set search_path = '' as $$
declare
  topup public.wallet_topups;
begin
  if p_amount is null or p_amount not between 500 and 50000 then
    raise exception 'Top-ups are between €5 and €500.' using errcode = 'VM008', detail = '{"min_cents":500,"max_cents":50000}';
  end if;
  insert into public.wallet_topups (user_id, amount_cents, idempotency_key, created_at, updated_at)
  values (p_user, p_amount, p_key, p_now, p_now)
  on conflict (user_id, idempotency_key) do nothing
  returning * into topup;
  if topup.id is null then
    select * into topup from public.wallet_topups t where t.user_id = p_user and t.idempotency_key = p_key;
    if topup.amount_cents <> p_amount then
      raise exception 'This request key was already used for another request.' using errcode = 'VM007';
    end if;
  end if;
  return topup;
end $$;

create function public.start_topup(amount_cents integer, idempotency_key uuid)
returns public.wallet_topups
language plpgsql volatile security definer set search_path = '' as $$
begin
  if start_topup.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.start_topup(private.require_user(), start_topup.amount_cents, start_topup.idempotency_key::text, now());
end $$;

comment on function public.start_topup(integer, uuid) is
  'Top up: records a pending top-up of 500–50000 cents and returns it; the payments Edge Function opens the Checkout Session for its id (client_reference_id) and attaches the session. Same key again: the same top-up. Errors: VM008 amount, VM007.';

-- Service role (the payments Edge Function): remember which Checkout Session pays a top-up.
create function public.attach_topup_session(topup_id uuid, session_id text)
returns public.wallet_topups
language plpgsql volatile security definer set search_path = '' as $$
declare
  topup public.wallet_topups;
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
  update public.wallet_topups t set provider_session_id = attach_topup_session.session_id, updated_at = now()
  where t.id = topup.id
  returning * into topup;
  return topup;
end $$;

comment on function public.attach_topup_session(uuid, text) is
  'Service role only: records the Checkout Session (cs_…) created for a pending top-up. One session per top-up.';

create function public.get_wallet()
returns table (
  balance_cents bigint,
  pending_topups_cents bigint,
  pending_topups integer,
  is_negative boolean,
  currency text
)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
begin
  return query
    select ledger.balance_of(me, 'fan_wallet'),
           coalesce(sum(t.amount_cents), 0)::bigint,
           count(t.id)::integer,
           ledger.balance_of(me, 'fan_wallet') < 0,
           'EUR'::text
    from public.wallet_topups t
    where t.user_id = me and t.status = 'pending';
end $$;

comment on function public.get_wallet() is
  'Wallet balance in cents (the side-nav badge too), pending top-ups, and is_negative (a refund or chargeback took it below zero: buying is refused until a top-up settles it).';

-- Transaction history, newest first, as the wallet shows it: one row per operation on the
-- caller's money. side = wallet (what the caller paid or topped up, signed) or earnings (what
-- the caller earned as a creator, net of the fee, and payouts).
create function public.get_transactions(
  before_occurred_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 30
) returns table (
  id uuid,
  kind text,
  side text,
  status text,
  amount_cents bigint,
  gross_cents bigint,
  fee_cents bigint,
  occurred_at timestamptz,
  detail text,
  counterparty_id uuid,
  counterparty_name text,
  counterparty_username text,
  counterparty_avatar_url text,
  post_id uuid,
  message_id uuid,
  conversation_id uuid
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
  n integer := least(greatest(coalesce(page_size, 30), 1), 100);
  cursor_at timestamptz := coalesce(before_occurred_at, 'infinity'::timestamptz);
  cursor_id uuid := coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid);
begin
  return query
    with rows_ as (
      (select o.id, o.kind::text as kind, 'wallet'::text as side, 'completed'::text as status,
              case when o.kind = 'topup' then o.gross_cents else -o.gross_cents end as amount_cents,
              o.gross_cents, o.fee_cents, o.occurred_at, o.memo as detail,
              case when o.kind in ('topup', 'topup_reversal') then null else o.payee_id end as counterparty_id,
              o.item_id, o.subject_id
       from ledger.operations o
       where o.payer_id = me
         and o.kind in ('topup', 'topup_reversal', 'subscription', 'renewal', 'post_unlock', 'message_unlock', 'tip')
         and (o.occurred_at, o.id) < (cursor_at, cursor_id)
       order by o.occurred_at desc, o.id desc
       limit n)
      union all
      (select o.id, o.kind::text, 'earnings', 'completed',
              case o.kind when 'payout' then -o.gross_cents when 'payout_reversal' then o.gross_cents
                          else o.gross_cents - o.fee_cents end,
              o.gross_cents, o.fee_cents, o.occurred_at, o.memo,
              o.payer_id, o.item_id, o.subject_id
       from ledger.operations o
       where o.payee_id = me
         and o.kind in ('subscription', 'renewal', 'post_unlock', 'message_unlock', 'tip', 'payout', 'payout_reversal')
         and (o.occurred_at, o.id) < (cursor_at, cursor_id)
       order by o.occurred_at desc, o.id desc
       limit n)
      union all
      (select t.id, 'topup', 'wallet', t.status::text, t.amount_cents::bigint, t.amount_cents::bigint, 0::bigint,
              t.created_at, t.failure_reason, null::uuid, null::uuid, t.id
       from public.wallet_topups t
       where t.user_id = me and t.status in ('pending', 'failed', 'expired')
         and (t.created_at, t.id) < (cursor_at, cursor_id)
       order by t.created_at desc, t.id desc
       limit n)
    )
    select r.id, r.kind, r.side, r.status, r.amount_cents, r.gross_cents, r.fee_cents, r.occurred_at, r.detail,
           r.counterparty_id, cp.name, cp.username, cp.avatar_url,
           coalesce(po.id, tp.post_id), coalesce(m.id, tp.message_id), coalesce(m.conversation_id, tp.conversation_id)
    from rows_ r
    left join public.profiles cp on cp.id = r.counterparty_id
    left join public.posts po on po.id = r.item_id
    left join public.messages m on m.id = r.item_id
    left join public.tips tp on tp.id = r.subject_id and r.kind = 'tip'
    order by r.occurred_at desc, r.id desc
    limit n;
end $$;

comment on function public.get_transactions(timestamptz, uuid, integer) is
  'Wallet → transactions, newest first, 30 per page (max 100); keyset: the last row''s occurred_at and id. kind: topup, topup_reversal, subscription, renewal, post_unlock, message_unlock, tip, payout, payout_reversal. side: wallet (amount signed: + top-up, − spend) or earnings (+ net of the 20% fee, − payout). status: completed, or pending/failed/expired for top-ups not credited (amount not in the balance). detail: refund, chargeback, dispute_won, payout_failed, or the card''s decline reason.';

revoke execute on function private.start_topup(uuid, integer, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.start_topup(integer, uuid), public.get_wallet(),
  public.get_transactions(timestamptz, uuid, integer) from public, anon;
grant execute on function public.start_topup(integer, uuid), public.get_wallet(),
  public.get_transactions(timestamptz, uuid, integer) to authenticated;
revoke execute on function public.attach_topup_session(uuid, text) from public, anon, authenticated;
grant execute on function public.attach_topup_session(uuid, text) to service_role;
