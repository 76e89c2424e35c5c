-- Notifications from the platform (trust and safety), written by triggers like every other notification:
-- - support_answer: a moderator answered the user's support ticket (they no longer have to look);
-- - content_removed: a moderator removed the user's post, comment or message; the user is told which and
--   why in general terms (the guidelines), as a statement of reasons owed to them; the moderator's own
--   note stays in the moderation log; content_restored when a moderator puts it back (20261207030000);
-- - report_resolved: a report the user filed was reviewed (actioned or dismissed), so reporters hear back.
-- None of them has an actor (the platform speaks) and none can be muted (notification_setting_of gives
-- them no setting). The reporter's notification names only their own report: it never points at the
-- reported item, which the removal may have made unreadable to them.
alter table public.notifications add column ticket_id uuid references public.support_tickets (id) on delete cascade;
alter table public.notifications add column report_id uuid references public.reports (id) on delete cascade;

comment on column public.notifications.ticket_id is 'support_answer: the ticket that was answered.';
comment on column public.notifications.report_id is 'report_resolved: the reporter''s report that was reviewed.';

create index notifications_ticket_id_idx on public.notifications (ticket_id);
create index notifications_report_id_idx on public.notifications (report_id);

alter table public.notifications drop constraint notifications_targets;
alter table public.notifications add constraint notifications_targets check (
  (ticket_id is not null) = (type = 'support_answer')
  and (report_id is not null) = (type = 'report_resolved')
  and case type
    when 'follow' then post_id is null and comment_id is null and payout_status is null
    when 'post_like' then post_id is not null and comment_id is null and payout_status is null
    when 'comment_like' then post_id is not null and comment_id is not null and payout_status is null
    when 'comment' then post_id is not null and comment_id is not null and payout_status is null
    when 'reply' then post_id is not null and comment_id is not null and payout_status is null
    when 'payout' then payout_id is not null and actor_id is null and comment_id is null
      and payout_status is not null
    when 'support_answer' then actor_id is null and post_id is null and comment_id is null and message_id is null
      and payout_id is null and payout_status is null
    when 'report_resolved' then actor_id is null and post_id is null and comment_id is null and message_id is null
      and payout_id is null and payout_status is null
    -- What was removed or restored: a post (post_id), a comment (comment_id and its post) or a message
    -- (message_id and its conversation).
    when 'content_removed' then actor_id is null and payout_id is null and payout_status is null
      and ((post_id is not null and comment_id is null and message_id is null)
        or (post_id is not null and comment_id is not null and message_id is null)
        or (post_id is null and comment_id is null and message_id is not null and conversation_id is not null))
    when 'content_restored' then actor_id is null and payout_id is null and payout_status is null
      and ((post_id is not null and comment_id is null and message_id is null)
        or (post_id is not null and comment_id is not null and message_id is null)
        or (post_id is null and comment_id is null and message_id is not null and conversation_id is not null))
    else actor_id is not null and comment_id is null and payout_id is null and payout_status is null
  end
);

-- A ticket's answer, once per answer written (closing without an answer says nothing new).
create function private.notify_support_answer() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.answer is not null and new.answered_at is distinct from old.answered_at then
    insert into public.notifications (user_id, type, ticket_id, created_at)
    values (new.user_id, 'support_answer', new.id, coalesce(new.answered_at, now()));
  end if;
  return null;
end $$;

revoke execute on function private.notify_support_answer() from public, anon, authenticated;

create trigger support_tickets_notify_answer
  after update of answer, answered_at on public.support_tickets
  for each row execute function private.notify_support_answer();

-- A moderator's removal (removed_at set; only moderate_item sets it) or restoration (cleared; only restore_item
-- does), to the author. Not for a suspension: the suspended account cannot sign in to read it.
create function private.notify_removal_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind public.notification_type;
  at timestamptz := coalesce(new.removed_at, now());
begin
  if (old.removed_at is null) = (new.removed_at is null) then
    return null;
  end if;
  kind := case when new.removed_at is null then 'content_restored' else 'content_removed' end;
  case tg_table_name
    when 'posts' then
      insert into public.notifications (user_id, type, post_id, created_at)
      values (new.user_id, kind, new.id, at);
    when 'comments' then
      insert into public.notifications (user_id, type, post_id, comment_id, created_at)
      values (new.user_id, kind, new.post_id, new.id, at);
    when 'messages' then
      insert into public.notifications (user_id, type, conversation_id, message_id, created_at)
      values (new.sender_id, kind, new.conversation_id, new.id, at);
  end case;
  return null;
end $$;

revoke execute on function private.notify_removal_change() from public, anon, authenticated;

create trigger posts_notify_removal after update of removed_at on public.posts
  for each row execute function private.notify_removal_change();
create trigger comments_notify_removal after update of removed_at on public.comments
  for each row execute function private.notify_removal_change();
create trigger messages_notify_removal after update of removed_at on public.messages
  for each row execute function private.notify_removal_change();

-- A report reviewed: each reporter of the item hears the outcome of their own report.
create function private.notify_report_resolved() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'open' and new.status <> 'open' then
    insert into public.notifications (user_id, type, report_id, created_at)
    values (new.reporter_id, 'report_resolved', new.id, coalesce(new.resolved_at, now()));
  end if;
  return null;
end $$;

revoke execute on function private.notify_report_resolved() from public, anon, authenticated;

create trigger reports_notify_resolved after update of status on public.reports
  for each row execute function private.notify_report_resolved();

-- The view gains what the three kinds show, at its end (create or replace keeps the earlier columns):
-- the removed or restored message's text (its sender reads it), the answer's first words, and the report's target
-- kind and outcome. The joins run as the caller (security_invoker): a ticket, a report and a removed
-- message are each readable by the user they concern only.
create or replace view public.notification_cards with (security_invoker = true) as
select
  n.id,
  n.user_id,
  n.type,
  n.post_id,
  n.comment_id,
  n.created_at,
  n.read_at,
  n.actor_id,
  a.name as actor_name,
  a.username as actor_username,
  a.avatar_url as actor_avatar_url,
  left(p.content, 140) as post_excerpt,
  left(c.content, 140) as comment_excerpt,
  n.amount_cents,
  n.conversation_id,
  n.message_id,
  n.payout_id,
  n.payout_status,
  n.ticket_id,
  left(t.answer, 140) as ticket_answer_excerpt,
  n.report_id,
  r.target_type as report_target_type,
  r.status as report_status,
  left(m.content, 140) as message_excerpt
from public.notifications n
left join public.profiles a on a.id = n.actor_id
left join public.posts p on p.id = n.post_id
left join public.comments c on c.id = n.comment_id
left join public.support_tickets t on t.id = n.ticket_id
left join public.reports r on r.id = n.report_id
left join public.messages m on m.id = n.message_id;

comment on view public.notification_cards is
  'The caller''s notifications with the actor (null when the platform speaks: payouts, support answers, removals and restorations, reviewed reports), a text excerpt, the amount for money notifications, the payout status then, the support answer''s first words and a reviewed report''s target kind and outcome (Notifications screen). Order by created_at desc, id desc.';
