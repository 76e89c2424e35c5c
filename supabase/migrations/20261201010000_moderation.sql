-- Report and moderation (issue 19 §2). Anyone signed in reports a post, comment, message or profile;
-- moderators (app_metadata.role = 'moderator', set only with the service role) work the queue.
--
-- Hidden content: posts, comments and messages carry `removed_at` (a moderator removed it), `held_at`
-- (an underage or non-consensual report hides it pending review) and `author_suspended`; one generated
-- column `hidden` combines them and is the only thing the read policies check. Profiles carry
-- `suspended_at`, `held_at` and `hidden` the same way. The author still reads their own hidden rows
-- (the app shows "Removed for breaking the guidelines"); nobody else does, through REST, the
-- security-invoker screen RPCs and views (they read through these policies), realtime (checked against
-- the same policies) or storage signing (the entitlement functions below).

-- ---------------------------------------------------------------------------------------------------
-- Who is a moderator: a claim only the service role can write (auth's PUT /user ignores app_metadata).
create function private.is_moderator()
returns boolean
language sql stable set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'moderator';
$$;

-- A policy helper (policies run as the caller): it answers only for the caller's own token.
comment on function private.is_moderator() is
  'True when the caller''s JWT carries app_metadata.role = moderator (granted only by the service role).';
revoke execute on function private.is_moderator() from public, anon;
grant execute on function private.is_moderator() to authenticated;

create function private.require_moderator()
returns uuid
language plpgsql stable set search_path = '' as $$
declare
  me uuid := private.require_user();
begin
  if not private.is_moderator() then
    raise exception 'Only moderators can do this' using errcode = '42501';
  end if;
  return me;
end $$;

-- Called only inside the moderation RPCs (security definer), so clients need no grant.
revoke execute on function private.require_moderator() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Hidden state on content.
alter table public.posts
  add column removed_at timestamptz,
  add column held_at timestamptz,
  add column author_suspended boolean not null default false,
  add column hidden boolean generated always as (removed_at is not null or held_at is not null or author_suspended) stored;
alter table public.comments
  add column removed_at timestamptz,
  add column held_at timestamptz,
  add column author_suspended boolean not null default false,
  add column hidden boolean generated always as (removed_at is not null or held_at is not null or author_suspended) stored;
alter table public.messages
  add column removed_at timestamptz,
  add column held_at timestamptz,
  add column author_suspended boolean not null default false,
  add column hidden boolean generated always as (removed_at is not null or held_at is not null or author_suspended) stored;
alter table public.profiles
  add column suspended_at timestamptz,
  add column held_at timestamptz,
  add column hidden boolean generated always as (suspended_at is not null or held_at is not null) stored;

comment on column public.posts.removed_at is 'Set when a moderator removed the post: only its author still reads it.';
comment on column public.posts.hidden is 'removed, held pending review, or the author is suspended: only the author reads it.';
comment on column public.comments.hidden is 'removed, held pending review, or the author is suspended: only the author reads it.';
comment on column public.messages.hidden is 'removed, held pending review, or the sender is suspended: only the sender reads it.';
comment on column public.profiles.hidden is 'suspended or held pending review: only the user reads their profile.';

-- The read policies: one condition per table.
drop policy posts_select_everyone on public.posts;
create policy posts_select_visible on public.posts
  for select to anon, authenticated
  using (not hidden or user_id = (select auth.uid()));

drop policy comments_select_everyone on public.comments;
create policy comments_select_visible on public.comments
  for select to anon, authenticated
  using (not hidden or user_id = (select auth.uid()));

drop policy messages_select_participant on public.messages;
create policy messages_select_participant on public.messages
  for select to authenticated
  using (
    conversation_id in (select private.my_conversation_ids())
    and (not hidden or sender_id = (select auth.uid()))
  );

drop policy profiles_select_everyone on public.profiles;
create policy profiles_select_visible on public.profiles
  for select to anon, authenticated
  using (not hidden or id = (select auth.uid()));

-- The live-profile guards on profiles itself (20261123130200) read profiles inside a profiles policy; with a
-- select policy that has a sub-select that is infinite recursion for Postgres. On this table the caller's own
-- row is the one written, so "your profile exists" is simply "it is your row": same rule, no self-reference.
drop policy profiles_update_live_profile on public.profiles;
create policy profiles_update_live_profile on public.profiles
  as restrictive for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
drop policy profiles_delete_live_profile on public.profiles;
create policy profiles_delete_live_profile on public.profiles
  as restrictive for delete to authenticated
  using (id = (select auth.uid()));

-- What a suspended author writes while an old access token still works is hidden from the start.
create function private.mark_suspended_author() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  author uuid;
begin
  if tg_table_name = 'messages' then
    author := new.sender_id;
  else
    author := new.user_id;
  end if;
  if exists (select 1 from public.profiles p where p.id = author and p.suspended_at is not null) then
    new.author_suspended := true;
  end if;
  return new;
end $$;

revoke execute on function private.mark_suspended_author() from public, anon, authenticated;

create trigger posts_mark_suspended_author before insert on public.posts
  for each row execute function private.mark_suspended_author();
create trigger comments_mark_suspended_author before insert on public.comments
  for each row execute function private.mark_suspended_author();
create trigger messages_mark_suspended_author before insert on public.messages
  for each row execute function private.mark_suspended_author();

-- Storage signing of locked media: the latest definitions (20261123201200_entitlement.sql) with the
-- hidden check added; the author still passes.
create or replace function entitlement.can_view_post_media(p_post_id uuid)
returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  viewer uuid := auth.uid();
begin
  if viewer is null then
    return false;
  end if;
  return exists (
    select 1 from public.posts p
    where p.id = p_post_id
      and (
        p.user_id = viewer
        or (not p.hidden and (
          not p.is_locked
          or (p.price_cents is null and exists (
                select 1 from public.subscriptions s
                where s.fan_id = viewer and s.creator_id = p.user_id
                  and s.status <> 'expired' and s.current_period_end > now()))
          or (p.price_cents is not null and exists (
                select 1 from public.purchases b where b.fan_id = viewer and b.post_id = p.id))
        ))
      )
  );
end $$;

create or replace function entitlement.can_view_message_media(p_message_id uuid)
returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  viewer uuid := auth.uid();
begin
  if viewer is null then
    return false;
  end if;
  return exists (
    select 1 from public.messages m
    where m.id = p_message_id
      and (m.sender_id = viewer
        or (not m.hidden
            and exists (select 1 from public.purchases b where b.fan_id = viewer and b.message_id = m.id)))
  );
end $$;

-- The chat-media bucket: a hidden message's file is readable by its sender only.
drop policy chat_media_select_participant on storage.objects;
create policy chat_media_select_participant on storage.objects
  for select to authenticated
  using (
    bucket_id = 'chat-media'
    and (storage.foldername(name))[1] in (select private.my_conversation_ids()::text)
    and not exists (
      select 1 from public.messages m
      where m.media_url = name and m.hidden and m.sender_id <> (select auth.uid())
    )
  );

-- Moderators see the media of what they review (locked and chat media included).
create policy moderation_media_select_moderator on storage.objects
  for select to authenticated
  using (bucket_id in ('locked-media', 'chat-media') and (select private.is_moderator()));

-- ---------------------------------------------------------------------------------------------------
-- Reports. The enum order is the queue's severity order.
create type public.report_reason as enum (
  'underage', 'non_consensual', 'harassment', 'impersonation', 'copyright', 'spam', 'other'
);
create type public.report_target as enum ('post', 'comment', 'message', 'profile');
create type public.report_status as enum ('open', 'dismissed', 'actioned');

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  target_type public.report_target not null,
  target_id uuid not null,
  target_user_id uuid references public.profiles (id) on delete set null,
  reason public.report_reason not null,
  note text check (note is null or char_length(note) <= 1000),
  status public.report_status not null default 'open',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null
);

comment on table public.reports is
  'A report of a post, comment, message or profile. The reporter reads their own rows; moderators all.';
comment on column public.reports.target_user_id is 'The author of the reported item (set by the database).';

create unique index reports_one_open_per_item on public.reports (reporter_id, target_type, target_id)
  where status = 'open';
create index reports_reporter_created_idx on public.reports (reporter_id, created_at desc);
create index reports_open_queue_idx on public.reports (reason, created_at) where status = 'open';
create index reports_target_idx on public.reports (target_type, target_id);
create index reports_target_user_id_idx on public.reports (target_user_id);
create index reports_resolved_by_idx on public.reports (resolved_by);

alter table public.reports enable row level security;
revoke all on table public.reports from anon, authenticated;
grant select on table public.reports to authenticated;
grant insert (reporter_id, target_type, target_id, reason, note) on table public.reports to authenticated;

create policy reports_select_own_or_moderator on public.reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_moderator()));
create policy reports_insert_own on public.reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and status = 'open');

-- Runs as the reporter (security invoker): the item must be one they can read. Then the author, the
-- rate limit (20 an hour) and a tidy note.
create function private.check_report() returns trigger
language plpgsql set search_path = '' as $$
declare
  author uuid;
begin
  new.note := nullif(btrim(new.note), '');
  case new.target_type
    when 'post' then select p.user_id into author from public.posts p where p.id = new.target_id;
    when 'comment' then select c.user_id into author from public.comments c where c.id = new.target_id;
    when 'message' then select m.sender_id into author from public.messages m where m.id = new.target_id;
    when 'profile' then select pr.id into author from public.profiles pr where pr.id = new.target_id;
  end case;
  if author is null then
    raise exception 'Nothing to report here' using errcode = 'P0002';
  end if;
  if author = new.reporter_id then
    raise exception 'You cannot report yourself' using errcode = '22023';
  end if;
  new.target_user_id := author;
  return new;
end $$;

revoke execute on function private.check_report() from public, anon, authenticated;

create trigger reports_check before insert on public.reports
  for each row execute function private.check_report();

-- At most 20 reports an hour per reporter (runs after reports_check: triggers fire by name). A definer:
-- it counts rows the reporter's own RLS would also show, without granting anything. A transaction-level
-- lock per reporter makes parallel inserts count one another.
create function private.limit_reports() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('reports:' || new.reporter_id::text, 0));
  if (select count(*) from public.reports r
      where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour') >= 20 then
    raise exception 'Too many reports: try again later' using errcode = 'VR001',
      hint = 'At most 20 reports an hour';
  end if;
  return new;
end $$;

revoke execute on function private.limit_reports() from public, anon, authenticated;

create trigger reports_limit before insert on public.reports
  for each row execute function private.limit_reports();

-- Underage and non-consensual reports hide the item at once, pending review.
create function private.hold_reported_item() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.reason in ('underage', 'non_consensual') then
    perform private.set_held(new.target_type, new.target_id, true);
  end if;
  return null;
end $$;

create function private.set_held(p_type public.report_target, p_id uuid, p_held boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  at timestamptz := case when p_held then now() end;
begin
  case p_type
    when 'post' then update public.posts set held_at = at where id = p_id and (held_at is null) = p_held;
    when 'comment' then update public.comments set held_at = at where id = p_id and (held_at is null) = p_held;
    when 'message' then update public.messages set held_at = at where id = p_id and (held_at is null) = p_held;
    when 'profile' then update public.profiles set held_at = at where id = p_id and (held_at is null) = p_held;
  end case;
end $$;

revoke execute on function private.hold_reported_item() from public, anon, authenticated;
revoke execute on function private.set_held(public.report_target, uuid, boolean) from public, anon, authenticated;

create trigger reports_hold_item after insert on public.reports
  for each row execute function private.hold_reported_item();

-- The reporter's "Your reports" list: their reports with who was reported.
-- The RPCs below are security definer on purpose (scripts/lint-db-rules.ts CLIENT_DEFINER_FUNCTIONS): the
-- reporter's list joins profiles a suspension hides, and the moderator RPCs read and change every row; each
-- takes the caller from auth.uid() and the moderator RPCs start with private.require_moderator().
create function public.get_my_reports()
returns table (
  id uuid, target_type public.report_target, target_id uuid, reason public.report_reason, note text,
  status public.report_status, created_at timestamptz, resolved_at timestamptz,
  target_name text, target_username text
)
language sql stable security definer set search_path = '' as $$
  select r.id, r.target_type, r.target_id, r.reason, r.note, r.status, r.created_at, r.resolved_at,
         pr.name, pr.username
  from public.reports r
  left join public.profiles pr on pr.id = r.target_user_id
  where r.reporter_id = private.require_user()
  order by r.created_at desc, r.id desc
  limit 100;
$$;

comment on function public.get_my_reports() is 'The caller''s reports, newest first, with the reported person''s name.';
revoke execute on function public.get_my_reports() from public, anon;
grant execute on function public.get_my_reports() to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Moderation actions: who did what, to what, and why. Read by moderators; written only by the RPCs.
create type public.moderation_action_kind as enum ('dismiss', 'remove', 'suspend', 'answer_ticket', 'close_ticket');

create table public.moderation_actions (
  id uuid primary key default gen_random_uuid(),
  moderator_id uuid references public.profiles (id) on delete set null,
  action public.moderation_action_kind not null,
  target_type public.report_target,
  target_id uuid,
  target_user_id uuid references public.profiles (id) on delete set null,
  ticket_id uuid,
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now()
);

comment on table public.moderation_actions is 'Log of every moderation action with its moderator and reason. Moderators read it.';

create index moderation_actions_created_idx on public.moderation_actions (created_at desc);
create index moderation_actions_moderator_id_idx on public.moderation_actions (moderator_id);
create index moderation_actions_target_user_id_idx on public.moderation_actions (target_user_id);

alter table public.moderation_actions enable row level security;
revoke all on table public.moderation_actions from anon, authenticated;
grant select on table public.moderation_actions to authenticated;
create policy moderation_actions_select_moderator on public.moderation_actions
  for select to authenticated using ((select private.is_moderator()));

-- The item in context, as the moderator sees it (hidden or not).
create function private.moderation_item(p_type public.report_target, p_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  item jsonb;
begin
  case p_type
    when 'post' then
      select jsonb_build_object(
        'post', to_jsonb(p) || jsonb_build_object('locked_media_path', lm.media_path),
        'author', jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar_url', a.avatar_url,
                                     'suspended_at', a.suspended_at))
      into item
      from public.posts p join public.profiles a on a.id = p.user_id
      left join public.locked_post_media lm on lm.post_id = p.id
      where p.id = p_id;
    when 'comment' then
      select jsonb_build_object(
        'comment', to_jsonb(c),
        'post', to_jsonb(p) || jsonb_build_object('locked_media_path', lm.media_path),
        'author', jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar_url', a.avatar_url,
                                     'suspended_at', a.suspended_at))
      into item
      from public.comments c join public.posts p on p.id = c.post_id
      join public.profiles a on a.id = c.user_id
      left join public.locked_post_media lm on lm.post_id = p.id
      where c.id = p_id;
    when 'message' then
      select jsonb_build_object(
        'message', to_jsonb(m),
        'context', (
          select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at, x.id), '[]'::jsonb)
          from (
            (select * from public.messages b where b.conversation_id = m.conversation_id
               and (b.created_at, b.id) < (m.created_at, m.id) order by b.created_at desc, b.id desc limit 3)
            union all
            (select * from public.messages b where b.conversation_id = m.conversation_id
               and (b.created_at, b.id) >= (m.created_at, m.id) order by b.created_at, b.id limit 4)
          ) x
        ),
        'author', jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar_url', a.avatar_url,
                                     'suspended_at', a.suspended_at))
      into item
      from public.messages m join public.profiles a on a.id = m.sender_id
      where m.id = p_id;
    when 'profile' then
      select jsonb_build_object(
        'profile', jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'bio', a.bio,
                                      'avatar_url', a.avatar_url, 'cover_url', a.cover_url, 'created_at', a.created_at),
        'author', jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar_url', a.avatar_url,
                                     'suspended_at', a.suspended_at))
      into item
      from public.profiles a where a.id = p_id;
  end case;
  return item;
end $$;

revoke execute on function private.moderation_item(public.report_target, uuid) from public, anon, authenticated;

-- The queue: open reports grouped by item, most severe reason first, then oldest.
create function public.get_moderation_queue(max_items integer default 50)
returns table (
  target_type public.report_target, target_id uuid, target_user_id uuid, top_reason public.report_reason,
  reasons public.report_reason[], report_count integer, first_reported_at timestamptz, notes text[],
  held boolean, item jsonb
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_moderator();
  return query
    select g.target_type, g.target_id, g.target_user_id, g.top_reason, g.reasons, g.report_count,
           g.first_reported_at, g.notes, g.top_reason in ('underage', 'non_consensual'),
           private.moderation_item(g.target_type, g.target_id)
    from (
      select r.target_type, r.target_id, max(r.target_user_id::text)::uuid as target_user_id,
             min(r.reason) as top_reason, array_agg(distinct r.reason) as reasons,
             count(*)::integer as report_count, min(r.created_at) as first_reported_at,
             array_remove(array_agg(r.note order by r.created_at), null) as notes
      from public.reports r
      where r.status = 'open'
      group by r.target_type, r.target_id
    ) g
    order by g.top_reason, g.first_reported_at
    limit least(greatest(coalesce(max_items, 50), 1), 100);
end $$;

comment on function public.get_moderation_queue(integer) is
  'Moderators only: open reports grouped by item, severity (underage, non-consensual first) then age, with the item in context.';
revoke execute on function public.get_moderation_queue(integer) from public, anon;
grant execute on function public.get_moderation_queue(integer) to authenticated;

-- Suspension: no sign-in (auth refuses a banned user's password and refresh), everything hidden, and
-- nobody's subscription to them renews (cancelled as the fan would: access until the period ends).
create function private.suspend_user(p_user uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.cancel_subscription(s.fan_id, p_user, now())
    from public.subscriptions s where s.creator_id = p_user and s.status = 'active';
  update auth.users set banned_until = now() + interval '100 years', updated_at = now() where id = p_user;
  update public.profiles set suspended_at = coalesce(suspended_at, now()) where id = p_user;
  update public.posts set author_suspended = true where user_id = p_user and not author_suspended;
  update public.comments set author_suspended = true where user_id = p_user and not author_suspended;
  update public.messages set author_suspended = true where sender_id = p_user and not author_suspended;
end $$;

revoke execute on function private.suspend_user(uuid) from public, anon, authenticated;

-- One action on every open report of an item: dismiss (held items come back), remove the item, or
-- suspend its author (the item is removed too, unless it is the profile itself).
create function public.moderate_item(
  target_type public.report_target, target_id uuid, action public.moderation_action_kind, reason text
)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_moderator();
  author uuid;
  resolved integer;
  why text := btrim(coalesce(reason, ''));
begin
  if action not in ('dismiss', 'remove', 'suspend') then
    raise exception 'Unknown action' using errcode = '22023', hint = 'action';
  end if;
  if char_length(why) not between 1 and 1000 then
    raise exception 'Say why (up to 1000 characters)' using errcode = '22023', hint = 'reason';
  end if;
  if action = 'remove' and target_type = 'profile' then
    raise exception 'A profile is suspended, not removed' using errcode = '22023', hint = 'action';
  end if;
  select r.target_user_id into author from public.reports r
  where r.target_type = target_type and r.target_id = target_id
  limit 1;
  if not found then
    raise exception 'No reports of this item' using errcode = 'P0002';
  end if;

  if action = 'dismiss' then
    perform private.set_held(target_type, target_id, false);
  else
    case target_type
      when 'post' then update public.posts p set removed_at = coalesce(p.removed_at, now()) where p.id = target_id;
      when 'comment' then update public.comments c set removed_at = coalesce(c.removed_at, now()) where c.id = target_id;
      when 'message' then update public.messages m set removed_at = coalesce(m.removed_at, now()) where m.id = target_id;
      else null;
    end case;
    if action = 'suspend' and author is not null then
      if author = me then
        raise exception 'You cannot suspend yourself' using errcode = '22023';
      end if;
      perform private.suspend_user(author);
    end if;
  end if;

  update public.reports r
     set status = case when action = 'dismiss' then 'dismissed' else 'actioned' end::public.report_status,
         resolved_at = now(), resolved_by = me
   where r.target_type = target_type and r.target_id = target_id and r.status = 'open';
  get diagnostics resolved = row_count;

  insert into public.moderation_actions (moderator_id, action, target_type, target_id, target_user_id, reason)
  values (me, action, target_type, target_id, author, why);
  return resolved;
end $$;

comment on function public.moderate_item(public.report_target, uuid, public.moderation_action_kind, text) is
  'Moderators only: dismiss, remove or suspend on every open report of an item, logged with the reason. Returns the reports resolved.';
revoke execute on function public.moderate_item(public.report_target, uuid, public.moderation_action_kind, text) from public, anon;
grant execute on function public.moderate_item(public.report_target, uuid, public.moderation_action_kind, text) to authenticated;

-- The actions log for the moderation screen.
create function public.get_moderation_log(max_items integer default 50)
returns table (
  id uuid, action public.moderation_action_kind, target_type public.report_target, target_id uuid,
  ticket_id uuid, reason text, created_at timestamptz, moderator_username text, target_username text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_moderator();
  return query
    select a.id, a.action, a.target_type, a.target_id, a.ticket_id, a.reason, a.created_at, m.username, t.username
    from public.moderation_actions a
    left join public.profiles m on m.id = a.moderator_id
    left join public.profiles t on t.id = a.target_user_id
    order by a.created_at desc, a.id desc
    limit least(greatest(coalesce(max_items, 50), 1), 100);
end $$;

revoke execute on function public.get_moderation_log(integer) from public, anon;
grant execute on function public.get_moderation_log(integer) to authenticated;

-- post_cards and comment_cards tell the author why their item is hidden (appended columns).
create or replace view public.post_cards with (security_invoker = true) as
select p.id, p.user_id, p.content, p.media_type, p.media_url, p.media_width, p.media_height, p.is_locked,
       p.likes_count, p.comments_count, p.created_at,
       a.name as author_name, a.username as author_username, a.avatar_url as author_avatar_url,
       a.is_creator as author_is_creator,
       exists (select 1 from public.likes l where l.post_id = p.id and l.user_id = (select auth.uid())) as user_liked,
       lm.media_path as locked_media_path,
       p.price_cents,
       (case when not p.is_locked then 'public' when p.price_cents is null then 'subscribers' else 'ppv' end)::public.post_access as access,
       p.removed_at,
       p.held_at
from public.posts p
join public.profiles a on a.id = p.user_id
left join public.locked_post_media lm on lm.post_id = p.id;

create or replace view public.comment_cards with (security_invoker = true) as
select c.id, c.post_id, c.user_id, c.parent_id, c.content, c.likes_count, c.created_at,
       a.name as author_name, a.username as author_username, a.avatar_url as author_avatar_url,
       exists (select 1 from public.likes l where l.comment_id = c.id and l.user_id = (select auth.uid())) as user_liked,
       c.removed_at,
       c.held_at
from public.comments c
join public.profiles a on a.id = c.user_id;
