-- One-to-one conversations. The ordered pair (user_a_id < user_b_id) is unique, so a pair
-- of users has exactly one conversation however many clients race to create it; the
-- participants rows (per-user state such as last_read_at) are created with it by a trigger.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_a_id uuid not null references public.profiles (id) on delete cascade,
  user_b_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint conversations_pair_ordered check (user_a_id < user_b_id),
  constraint conversations_pair_key unique (user_a_id, user_b_id)
);

comment on table public.conversations is 'A one-to-one chat (spec §3). Visible only to its two participants; deleted with either account.';
comment on column public.conversations.user_a_id is 'The participant with the smaller id; (user_a_id, user_b_id) is unique.';
comment on column public.conversations.user_b_id is 'The participant with the larger id.';
comment on column public.conversations.updated_at is 'Time of the newest message (maintained by a trigger on messages); orders the chat list.';

-- user_a_id is covered by conversations_pair_key.
create index conversations_user_b_id_idx on public.conversations (user_b_id);

alter table public.conversations enable row level security;

-- Clients create conversations through get_or_create_conversation (which runs as the
-- caller); the insert policy allows exactly what that function does.
revoke all on table public.conversations from anon, authenticated;
grant select on table public.conversations to authenticated;
grant insert (user_a_id, user_b_id) on table public.conversations to authenticated;

create policy conversations_select_participant on public.conversations
  for select to authenticated
  using ((select auth.uid()) in (user_a_id, user_b_id));
create policy conversations_insert_participant on public.conversations
  for insert to authenticated
  with check ((select auth.uid()) in (user_a_id, user_b_id));

create table public.conversation_participants (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

comment on table public.conversation_participants is 'The two members of a conversation and each one''s read position (spec §3). Created with the conversation.';
comment on column public.conversation_participants.last_read_at is 'Messages from the other participant after this time are unread. Set by mark_conversation_read.';

create index conversation_participants_user_id_idx on public.conversation_participants (user_id);

alter table public.conversation_participants enable row level security;

revoke all on table public.conversation_participants from anon, authenticated;
grant select on table public.conversation_participants to authenticated;
grant update (last_read_at) on table public.conversation_participants to authenticated;

create policy conversation_participants_select_participant on public.conversation_participants
  for select to authenticated
  using (conversation_id in (
    select c.id from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
  ));
create policy conversation_participants_update_own on public.conversation_participants
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function private.add_conversation_participants() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.conversation_participants (conversation_id, user_id, last_read_at)
  values (new.id, new.user_a_id, new.created_at), (new.id, new.user_b_id, new.created_at)
  on conflict do nothing;
  return null;
end $$;

revoke execute on function private.add_conversation_participants() from public, anon, authenticated;

create trigger conversations_add_participants
  after insert on public.conversations
  for each row execute function private.add_conversation_participants();

-- get_or_create_conversation(user1_id, user2_id) → the pair's conversation id (spec §7).
-- Runs as the caller: RLS above is the guard, this function only gives clear errors and
-- makes the call symmetric and idempotent.
create function public.get_or_create_conversation(user1_id uuid, user2_id uuid) returns uuid
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  low uuid := least(user1_id, user2_id);
  high uuid := greatest(user1_id, user2_id);
  conversation uuid;
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if user1_id is null or user2_id is null then
    raise exception 'Both user ids are required' using errcode = '22004';
  end if;
  if me <> user1_id and me <> user2_id then
    raise exception 'You can only open conversations you take part in' using errcode = '42501';
  end if;
  if user1_id = user2_id then
    raise exception 'You cannot start a conversation with yourself' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = case when me = low then high else low end) then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;

  -- A concurrent caller blocks on the unique pair, then does nothing and reads the winner's row.
  insert into public.conversations (user_a_id, user_b_id) values (low, high)
  on conflict (user_a_id, user_b_id) do nothing
  returning id into conversation;
  if conversation is null then
    select c.id into conversation from public.conversations c where c.user_a_id = low and c.user_b_id = high;
  end if;
  return conversation;
end $$;

comment on function public.get_or_create_conversation(uuid, uuid) is
  'The conversation between the two users, created if needed. The caller must be one of them; the other must exist.';
revoke execute on function public.get_or_create_conversation(uuid, uuid) from public, anon;
grant execute on function public.get_or_create_conversation(uuid, uuid) to authenticated;

-- Marks a conversation read up to now (server time, not the client's clock).
create function public.mark_conversation_read(conversation_id uuid) returns void
language sql volatile security invoker set search_path = '' as $$
  update public.conversation_participants cp
     set last_read_at = greatest(cp.last_read_at, now())
   where cp.conversation_id = mark_conversation_read.conversation_id
     and cp.user_id = (select auth.uid());
$$;

comment on function public.mark_conversation_read(uuid) is 'Sets the caller''s last_read_at in the conversation to now (clears its unread count).';
revoke execute on function public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid) to authenticated;
