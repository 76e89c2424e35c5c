-- Restoring removed content (issue 19 §2): an author can ask for a review of a removal (Contact Support), and
-- when the review finds the removal was wrong a moderator puts the post, comment or message back. It is
-- visible again to everyone its other rules allow (blocks, held, a suspended author still hide it), the author
-- hears of it (content_restored, from the removal trigger below) and the action is logged as 'restore' with the
-- reason. Reports stay as they were resolved: a restoration is a new decision, not a reopened one.

-- The restoration's notice, content_restored, names its item as content_removed does: a post (post_id), a
-- comment (comment_id and its post) or a message (message_id and its conversation). The constraint is made
-- again with both kinds sharing that rule; every other kind keeps its rule from 20261207020000.
alter table public.notifications drop constraint notifications_targets;
alter table public.notifications add constraint notifications_targets check (
  (ticket_id is not null) = (type = 'support_answer')
  and (report_id is not null) = (type = 'report_resolved')
  and case
    when type = 'follow' then post_id is null and comment_id is null and payout_status is null
    when type = 'post_like' then post_id is not null and comment_id is null and payout_status is null
    when type in ('comment_like', 'comment', 'reply') then post_id is not null and comment_id is not null
      and payout_status is null
    when type = 'payout' then payout_id is not null and actor_id is null and comment_id is null
      and payout_status is not null
    when type in ('support_answer', 'report_resolved') then actor_id is null and post_id is null
      and comment_id is null and message_id is null and payout_id is null and payout_status is null
    when type in ('content_removed', 'content_restored') then actor_id is null and payout_id is null
      and payout_status is null
      and ((post_id is not null and comment_id is null and message_id is null)
        or (post_id is not null and comment_id is not null and message_id is null)
        or (post_id is null and comment_id is null and message_id is not null and conversation_id is not null))
    else actor_id is not null and comment_id is null and payout_id is null and payout_status is null
  end
);

-- The removal trigger (20261207020000) speaks both ways: removed_at set (only moderate_item sets it) is
-- content_removed, cleared (only restore_item clears it) is content_restored. Same function, same triggers.
create or replace function private.notify_content_removed() returns trigger
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

comment on view public.notification_cards is
  'The caller''s notifications with the actor (null when the platform speaks: payouts, support answers, removals and restorations, reviewed reports), a text excerpt, the amount for money notifications, the payout status then, the support answer''s first words and a reviewed report''s target kind and outcome (Notifications screen). Order by created_at desc, id desc.';

-- Definer (CLIENT_DEFINER_FUNCTIONS): moderators update rows no client may write; it starts with
-- private.require_moderator() and takes the moderator from auth.uid().
create function public.restore_item(target_type public.report_target, target_id uuid, reason text)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_moderator();
  why text := btrim(coalesce(reason, ''));
  author uuid;
begin
  if char_length(why) not between 1 and 1000 then
    raise exception 'Say why (up to 1000 characters)' using errcode = '22023', hint = 'reason';
  end if;
  case target_type
    when 'post' then
      update public.posts p set removed_at = null where p.id = target_id and p.removed_at is not null
      returning p.user_id into author;
    when 'comment' then
      update public.comments c set removed_at = null where c.id = target_id and c.removed_at is not null
      returning c.user_id into author;
    when 'message' then
      update public.messages m set removed_at = null where m.id = target_id and m.removed_at is not null
      returning m.sender_id into author;
    else
      raise exception 'Only posts, comments and messages are removed and restored' using errcode = '22023',
        hint = 'target_type';
  end case;
  if author is null then
    raise exception 'This item is not removed' using errcode = 'P0002';
  end if;
  insert into public.moderation_actions (moderator_id, action, target_type, target_id, target_user_id, reason)
  values (me, 'restore', target_type, target_id, author, why);
  return true;
end $$;

comment on function public.restore_item(public.report_target, uuid, text) is
  'Moderators only: put back a removed post, comment or message (its author is notified), logged with the reason. Errors: P0002 not removed, 22023 reason or kind.';
revoke execute on function public.restore_item(public.report_target, uuid, text) from public, anon;
grant execute on function public.restore_item(public.report_target, uuid, text) to authenticated;

-- The log gains whether an entry's item can be restored: the newest removal of an item that is still removed
-- (and still exists), and for those the item as the queue shows it, so the moderator deciding an appeal reads
-- what they would put back. The return type changes, so the function is dropped and made again.
create index moderation_actions_target_idx on public.moderation_actions (target_id, created_at desc)
  where target_id is not null;

drop function public.get_moderation_log(integer);
create function public.get_moderation_log(max_items integer default 50)
returns table (
  id uuid, action public.moderation_action_kind, target_type public.report_target, target_id uuid,
  ticket_id uuid, reason text, created_at timestamptz, moderator_username text, target_username text,
  can_restore boolean, item jsonb
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_moderator();
  return query
    select a.id, a.action, a.target_type, a.target_id, a.ticket_id, a.reason, a.created_at, m.username, t.username,
           r.can_restore,
           case when r.can_restore then private.moderation_item(a.target_type, a.target_id) end
    from (select * from public.moderation_actions
          order by moderation_actions.created_at desc, moderation_actions.id desc
          limit least(greatest(coalesce(max_items, 50), 1), 100)) a
    cross join lateral (
      select
        -- the newest decision on its item, which is still removed
        a.action in ('remove', 'suspend')
        and not exists (select 1 from public.moderation_actions b
                        where b.target_id = a.target_id and b.action in ('remove', 'suspend', 'restore')
                          and (b.created_at, b.id) > (a.created_at, a.id))
        and case a.target_type
          when 'post' then exists (select 1 from public.posts p where p.id = a.target_id and p.removed_at is not null)
          when 'comment' then exists (select 1 from public.comments c where c.id = a.target_id and c.removed_at is not null)
          when 'message' then exists (select 1 from public.messages x where x.id = a.target_id and x.removed_at is not null)
          else false
        end as can_restore
    ) r
    left join public.profiles m on m.id = a.moderator_id
    left join public.profiles t on t.id = a.target_user_id
    order by a.created_at desc, a.id desc;
end $$;

comment on function public.get_moderation_log(integer) is
  'Moderators only: the newest moderation actions with who did them and to whom; can_restore (and the item, as the queue shows it) when the entry removed an item that is still removed.';
revoke execute on function public.get_moderation_log(integer) from public, anon;
grant execute on function public.get_moderation_log(integer) to authenticated;
