-- Restoring removed content (issue 19 §2): an author can ask for a review of a removal (Contact Support), and
-- when the review finds the removal was wrong a moderator puts the post, comment or message back. It is
-- visible again to everyone its other rules allow (blocks, held, a suspended author still hide it), the author
-- hears of it (content_restored, 20261207020000's trigger) and the action is logged as 'restore' with the
-- reason. Reports stay as they were resolved: a restoration is a new decision, not a reopened one.

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
