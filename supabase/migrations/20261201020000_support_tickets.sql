-- Contact Support (issue 19 §6): a user files a ticket (category, message, optional screenshot in the
-- private support-screenshots bucket); they see their tickets and the answer; moderators see all of
-- them and answer or close them.
create type public.support_category as enum ('account', 'payments', 'content', 'safety', 'bug', 'other');
create type public.support_status as enum ('open', 'answered', 'closed');

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  category public.support_category not null,
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  screenshot_path text check (
    screenshot_path is null
    or screenshot_path ~ ('^' || user_id::text || '/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|gif)$')
  ),
  status public.support_status not null default 'open',
  answer text check (answer is null or char_length(btrim(answer)) between 1 and 2000),
  answered_by uuid references public.profiles (id) on delete set null,
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.support_tickets is 'Contact Support tickets. The user reads their own; moderators read all and answer (answer_support_ticket).';
comment on column public.support_tickets.screenshot_path is 'Object path in support-screenshots: {userId}/{file}.';

create index support_tickets_user_created_idx on public.support_tickets (user_id, created_at desc);
create index support_tickets_status_created_idx on public.support_tickets (status, created_at);
create index support_tickets_answered_by_idx on public.support_tickets (answered_by);

alter table public.support_tickets enable row level security;
revoke all on table public.support_tickets from anon, authenticated;
grant select on table public.support_tickets to authenticated;
grant insert (user_id, category, message, screenshot_path) on table public.support_tickets to authenticated;

create policy support_tickets_select_own_or_moderator on public.support_tickets
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_moderator()));
create policy support_tickets_insert_own on public.support_tickets
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and status = 'open' and answer is null
    and exists (select 1 from public.profiles p where p.id = (select auth.uid()))
  );

-- At most 10 tickets a day per user.
create function private.check_support_ticket() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.message := btrim(new.message);
  if (select count(*) from public.support_tickets t
      where t.user_id = new.user_id and t.created_at > now() - interval '1 day') >= 10 then
    raise exception 'Too many tickets today: try again tomorrow' using errcode = 'VR001',
      hint = 'At most 10 tickets a day';
  end if;
  return new;
end $$;

revoke execute on function private.check_support_ticket() from public, anon, authenticated;

create trigger support_tickets_check before insert on public.support_tickets
  for each row execute function private.check_support_ticket();

-- Moderators answer (status answered) and/or close a ticket; logged in moderation_actions.
create function public.answer_support_ticket(ticket_id uuid, answer text default null, close boolean default false)
returns public.support_tickets
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_moderator();
  reply text := nullif(btrim(coalesce(answer, '')), '');
  row public.support_tickets;
begin
  if reply is null and not close then
    raise exception 'Write an answer' using errcode = '22023', hint = 'answer';
  end if;
  if reply is not null and char_length(reply) > 2000 then
    raise exception 'Answers are up to 2000 characters' using errcode = '22023', hint = 'answer';
  end if;
  update public.support_tickets t
     set answer = coalesce(reply, t.answer),
         answered_by = case when reply is not null then me else t.answered_by end,
         answered_at = case when reply is not null then now() else t.answered_at end,
         status = case when close then 'closed' else 'answered' end::public.support_status,
         updated_at = now()
   where t.id = ticket_id
  returning t.* into row;
  if row.id is null then
    raise exception 'Ticket not found' using errcode = 'P0002';
  end if;
  insert into public.moderation_actions (moderator_id, action, target_user_id, ticket_id, reason)
  values (me, case when reply is not null then 'answer_ticket' else 'close_ticket' end::public.moderation_action_kind,
          row.user_id, row.id, coalesce(reply, 'Closed'));
  return row;
end $$;

comment on function public.answer_support_ticket(uuid, text, boolean) is
  'Moderators only: answer a ticket (status answered) and/or close it; logged in moderation_actions.';
revoke execute on function public.answer_support_ticket(uuid, text, boolean) from public, anon;
grant execute on function public.answer_support_ticket(uuid, text, boolean) to authenticated;

-- The screenshot bucket: private; the owner uploads into their folder and reads it, moderators read all.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('support-screenshots', 'support-screenshots', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

create policy support_screenshots_select_owner_or_moderator on storage.objects
  for select to authenticated
  using (
    bucket_id = 'support-screenshots'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_moderator()))
  );
create policy support_screenshots_insert_owner on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'support-screenshots'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 1
  );
create policy support_screenshots_delete_owner on storage.objects
  for delete to authenticated
  using (bucket_id = 'support-screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- An account's screenshots go with the account, like its other files (20261123130400_storage_cleanup_queue):
-- a trigger of its own rather than a redefinition of queue_user_files_cleanup.
create function private.queue_support_files_cleanup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.storage_cleanup (bucket, prefix, reason)
  values ('support-screenshots', old.id::text || '/', 'account deleted')
  on conflict (bucket, prefix) where done_at is null do nothing;
  return null;
end $$;

revoke execute on function private.queue_support_files_cleanup() from public, anon, authenticated;

create trigger profiles_queue_support_cleanup
  after delete on public.profiles
  for each row execute function private.queue_support_files_cleanup();
