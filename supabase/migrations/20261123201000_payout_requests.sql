-- Payout requests (issue 13 §8): a verified creator asks for at least €20 of their available
-- earnings; the amount leaves creator_available at once (so it cannot be spent twice) and an
-- operator pays it outside the app, then marks it paid or failed (failed returns the money).
-- Like top-ups, rows keep the creator's id without a foreign key: an operator still owes the
-- payout after the account is deleted.
create type public.payout_status as enum ('requested', 'processing', 'paid', 'failed');
comment on type public.payout_status is 'requested → processing → paid, or failed (the amount returns to available earnings).';

create table public.payout_requests (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null,
  amount_cents bigint not null check (amount_cents >= 2000),
  status public.payout_status not null default 'requested',
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 200),
  operator_note text check (char_length(operator_note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  processed_at timestamptz,
  constraint payout_requests_creator_key unique (creator_id, idempotency_key)
);

comment on table public.payout_requests is 'Creators'' payout requests for an operator to pay. Readable by the creator; written by request_payout() and set_payout_status() (service role).';
comment on column public.payout_requests.creator_id is 'profiles.id of the creator. No foreign key: the payout record outlives the account.';
comment on column public.payout_requests.amount_cents is 'At least 2000 cents (€20); at most the creator''s available earnings when requested.';
comment on column public.payout_requests.operator_note is 'Shown to the creator, e.g. why a payout failed.';

create index payout_requests_creator_idx on public.payout_requests (creator_id, created_at desc);
create index payout_requests_open_idx on public.payout_requests (created_at) where status in ('requested', 'processing');

alter table public.payout_requests enable row level security;

revoke all on table public.payout_requests from anon, authenticated;
grant select on table public.payout_requests to authenticated;

create policy payout_requests_select_own on public.payout_requests
  for select to authenticated using (creator_id = (select auth.uid()));
