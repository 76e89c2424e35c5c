-- Lifting a suspension (issue 19 §2): a moderator undoes exactly what private.suspend_user (20261201010000)
-- did to the account — sign-in works again (auth.users.banned_until cleared), the profile and everything
-- hidden only because its author was suspended (author_suspended) shows again. What else hid an item stays:
-- an item a moderator removed (removed_at, including the reported item removed with the suspension) and an
-- item or profile held pending review (held_at). Subscriptions the suspension cancelled stay cancelled (fans
-- were told their access ends with the period; they subscribe again if they want). Logged as 'unsuspend'.

alter type public.moderation_action_kind add value if not exists 'unsuspend';

create function private.unsuspend_user(p_user uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update auth.users set banned_until = null, updated_at = now() where id = p_user;
  update public.profiles set suspended_at = null where id = p_user;
  update public.posts set author_suspended = false where user_id = p_user and author_suspended;
  update public.comments set author_suspended = false where user_id = p_user and author_suspended;
  update public.messages set author_suspended = false where sender_id = p_user and author_suspended;
end $$;

revoke execute on function private.unsuspend_user(uuid) from public, anon, authenticated;

-- The suspended accounts, most recently suspended first, with the latest suspension's reason and moderator.
-- Definer (CLIENT_DEFINER_FUNCTIONS): a suspended profile is hidden by the profiles read policy, so
-- moderators need it to see them; it starts with private.require_moderator().
create function public.get_suspended_accounts(max_items integer default 50)
returns table (
  user_id uuid, name text, username text, avatar_url text, suspended_at timestamptz,
  reason text, moderator_username text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_moderator();
  return query
    select p.id, p.name, p.username, p.avatar_url, p.suspended_at, l.reason, m.username
    from public.profiles p
    left join lateral (
      select a.reason, a.moderator_id from public.moderation_actions a
      where a.target_user_id = p.id and a.action = 'suspend'
      order by a.created_at desc, a.id desc limit 1
    ) l on true
    left join public.profiles m on m.id = l.moderator_id
    where p.suspended_at is not null
    order by p.suspended_at desc, p.id desc
    limit least(greatest(coalesce(max_items, 50), 1), 100);
end $$;

comment on function public.get_suspended_accounts(integer) is
  'Moderators only: suspended accounts, most recent first, with the latest suspension''s reason and moderator.';
revoke execute on function public.get_suspended_accounts(integer) from public, anon;
grant execute on function public.get_suspended_accounts(integer) to authenticated;

create index profiles_suspended_at_idx on public.profiles (suspended_at desc) where suspended_at is not null;

-- Lift a suspension, with the reason, logged in moderation_actions.
create function public.lift_suspension(user_id uuid, reason text)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_moderator();
  why text := btrim(coalesce(reason, ''));
begin
  if char_length(why) not between 1 and 1000 then
    raise exception 'Say why (up to 1000 characters)' using errcode = '22023', hint = 'reason';
  end if;
  if not exists (select 1 from public.profiles p where p.id = user_id and p.suspended_at is not null) then
    raise exception 'This account is not suspended' using errcode = 'P0002';
  end if;
  perform private.unsuspend_user(user_id);
  insert into public.moderation_actions (moderator_id, action, target_type, target_id, target_user_id, reason)
  values (me, 'unsuspend', 'profile', user_id, user_id, why);
  return true;
end $$;

comment on function public.lift_suspension(uuid, text) is
  'Moderators only: lift an account''s suspension (sign-in and what the suspension hid come back; removed or held items stay hidden, cancelled subscriptions stay cancelled), logged with the reason.';
revoke execute on function public.lift_suspension(uuid, text) from public, anon;
grant execute on function public.lift_suspension(uuid, text) to authenticated;
