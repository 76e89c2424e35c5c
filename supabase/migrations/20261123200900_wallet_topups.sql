-- Wallet top-ups (issue 13 §7, §9). Cards only ever top up the wallet: start_topup() records a
-- pending row, the payments Edge Function opens a Checkout Session for it and attaches the
-- session id (attach_topup_session, service role), and the verified webhook hands every provider
-- event to handle_payment_event() (service role), which credits the wallet exactly once and
-- reverses refunded or disputed top-ups. Rows keep the user's id without a foreign key: the
-- provider may refund or dispute a payment after the account is gone, and the ledger must follow.
create type public.topup_status as enum ('pending', 'credited', 'failed', 'expired', 'refunded', 'disputed');
comment on type public.topup_status is
  'pending: waiting for the payment. credited: in the wallet. failed: the last card attempt was declined (the checkout may still succeed). expired: the checkout was abandoned. refunded / disputed: the credit was (partly) reversed.';

create table public.wallet_topups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  amount_cents integer not null check (amount_cents between 500 and 50000),
  currency text not null default 'eur' check (currency = 'eur'),
  status public.topup_status not null default 'pending',
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 200),
  provider text not null default 'stripe' check (provider = 'stripe'),
  provider_session_id text unique,
  provider_payment_intent text unique,
  failure_reason text,
  paid_at timestamptz,
  failed_at timestamptz,
  expired_at timestamptz,
  refunded_cents integer not null default 0 check (refunded_cents >= 0),
  dispute_status text check (dispute_status in ('open', 'won', 'lost')),
  disputed_cents integer not null default 0 check (disputed_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint wallet_topups_user_key unique (user_id, idempotency_key)
);

comment on table public.wallet_topups is 'Card top-ups of a wallet. Readable by their owner; written by start_topup() and the payment webhook (handle_payment_event).';
comment on column public.wallet_topups.user_id is 'The wallet owner (profiles.id). No foreign key: a refund or chargeback can arrive after the account was deleted.';
comment on column public.wallet_topups.amount_cents is 'Requested and charged amount, 500–50000 cents (€5–€500).';
comment on column public.wallet_topups.provider_session_id is 'Stripe Checkout Session id (cs_…), attached by the Edge Function.';
comment on column public.wallet_topups.provider_payment_intent is 'Stripe PaymentIntent id (pi_…), learnt from the completed session; refunds and disputes are matched by it.';
comment on column public.wallet_topups.failure_reason is 'Why the last card attempt failed (the provider''s message), for the wallet screen.';
comment on column public.wallet_topups.refunded_cents is 'Total refunded by the provider (reversed from the wallet).';
comment on column public.wallet_topups.dispute_status is 'Chargeback: open (funds withdrawn, credit reversed), won (re-credited), lost.';

alter table public.wallet_topups enable row level security;

revoke all on table public.wallet_topups from anon, authenticated;
grant select on table public.wallet_topups to authenticated;

create policy wallet_topups_select_own on public.wallet_topups
  for select to authenticated using (user_id = (select auth.uid()));

-- Provider events as received, deduplicated by the provider's event id. An event that names a
-- payment we cannot match yet (a refund delivered before the session completed) is parked and
-- applied as soon as the payment becomes known.
create table ledger.provider_events (
  event_id text primary key check (char_length(event_id) between 1 and 255),
  type text not null,
  topup_id uuid,
  payment_intent text,
  payload jsonb not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  applied_at timestamptz,
  outcome text not null
);

comment on table ledger.provider_events is 'Every payment-provider event handed to handle_payment_event(), once per event id. applied_at null = parked until its payment is known.';
comment on column ledger.provider_events.outcome is 'applied, parked, ignored (not about a top-up), unknown_topup, or rejected (amount or currency differ from the top-up).';

create index provider_events_topup_idx on ledger.provider_events (topup_id);
create index provider_events_parked_idx on ledger.provider_events (payment_intent) where applied_at is null;

alter table ledger.provider_events enable row level security;
revoke all on table ledger.provider_events from public, anon, authenticated;
