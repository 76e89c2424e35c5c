-- Payout notifications say what happened at their time (issue 13 §11). Until now a payout
-- notification carried only the payout's id and the Notifications screen read the payout's
-- current status, so "is being processed" later read "has been paid" twice. The status is now
-- stored in the notification when the trigger writes it, and the view reads that.
alter table public.notifications add column payout_status public.payout_status;

comment on column public.notifications.payout_status is
  'Payout notifications: the status the payout changed to at this notification''s time (processing, paid or failed); null for other types.';

-- Rows written before this column: exact from the payout's history, because only the operator's
-- changes notify, a payout never returns to requested, and paid and failed are final. So a
-- payout's newest notification announced its current status and any earlier one "processing".
update public.notifications n
set payout_status = case when h.newest then pr.status else 'processing'::public.payout_status end
from (
  select id, row_number() over (partition by payout_id order by created_at desc, id desc) = 1 as newest
  from public.notifications
  where type = 'payout'
) h, public.payout_requests pr
where n.id = h.id and pr.id = n.payout_id;

alter table public.notifications drop constraint notifications_targets;
alter table public.notifications add constraint notifications_targets check (
  case type
    when 'follow' then post_id is null and comment_id is null and payout_status is null
    when 'post_like' then post_id is not null and comment_id is null and payout_status is null
    when 'comment_like' then post_id is not null and comment_id is not null and payout_status is null
    when 'comment' then post_id is not null and comment_id is not null and payout_status is null
    when 'reply' then post_id is not null and comment_id is not null and payout_status is null
    when 'payout' then payout_id is not null and actor_id is null and comment_id is null
      and payout_status is not null
    else actor_id is not null and comment_id is null and payout_id is null and payout_status is null
  end
);

create or replace function private.notify_payout() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The creator asked for the payout themselves; only the operator's changes are news. Skipped
  -- when the account is gone (notifications need a profile). The new status is kept in the row,
  -- so the notification keeps saying what happened then.
  if new.status is distinct from old.status
     and exists (select 1 from public.profiles p where p.id = new.creator_id) then
    insert into public.notifications (user_id, type, payout_id, payout_status, amount_cents, created_at)
    values (new.creator_id, 'payout', new.id, new.status, new.amount_cents, new.updated_at);
  end if;
  return null;
end $$;

revoke execute on function private.notify_payout() from public, anon, authenticated;

-- Same columns, in the same order, as before: only payout_status's source changes.
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
  n.payout_status
from public.notifications n
left join public.profiles a on a.id = n.actor_id
left join public.posts p on p.id = n.post_id
left join public.comments c on c.id = n.comment_id;

comment on view public.notification_cards is
  'The caller''s notifications with the actor (null for payout updates), a text excerpt, the amount for money notifications and, for payout updates, the status the payout changed to then (Notifications screen). Order by created_at desc, id desc.';
