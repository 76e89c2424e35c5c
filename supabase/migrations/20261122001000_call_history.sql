-- Call history for the Calls screen (spec §2 Calls, issue 7). Calling does not exist
-- yet, so rows come from the demo seed (or the service role); each user reads only
-- their own log and clients write nothing.
create type public.call_type as enum ('outgoing', 'incoming', 'missed');

create table public.call_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  peer_id uuid not null references public.profiles (id) on delete cascade,
  type public.call_type not null,
  started_at timestamptz not null default now(),
  duration_seconds integer check (duration_seconds >= 0),
  constraint call_history_not_self check (user_id <> peer_id)
);

comment on table public.call_history is 'One row per call in user_id''s own log (the peer has a mirrored row). Private to user_id.';
comment on column public.call_history.peer_id is 'The other party of the call.';
comment on column public.call_history.type is 'From user_id''s point of view; missed is shown in red (spec §2 Calls).';
comment on column public.call_history.duration_seconds is 'Null for missed calls.';

create index call_history_user_id_started_at_idx on public.call_history (user_id, started_at);
create index call_history_peer_id_idx on public.call_history (peer_id);

alter table public.call_history enable row level security;

revoke all on table public.call_history from anon, authenticated;
grant select on table public.call_history to authenticated;

create policy call_history_select_own on public.call_history
  for select to authenticated using (user_id = (select auth.uid()));
