-- Block (issue 19 §1). A block is one row in public.blocks; while it exists the two people are
-- apart in both directions, through every API:
--   writes    neither may message (messages trigger), start a chat (conversations trigger), comment
--             on the other's posts, like the other's posts or comments, follow (restrictive insert
--             policies), subscribe, tip or buy from the other (triggers on subscriptions, tips,
--             purchases, so every money RPC obeys without being redefined);
--   reads     neither sees the other's posts, comments or messages (restrictive select policies on
--             posts, comments, messages: REST, the screen RPCs and the views, which run as the
--             caller, and realtime postgres changes, which go through RLS), nor the other's locked
--             media (entitlement.*, which storage signing asks), nor the other in search,
--             suggestions or Discover; typing (broadcast on chat:<id>) and the online dot (presence
--             on online:<id>) are refused between them.
-- block_user also removes the follows both ways and turns off renewal of any subscription between
-- them (access to subscriber media stops at once through entitlement; no refund, as on OnlyFans).
--
-- private.is_blocked(a, b) is the rule: true when either blocked the other (two primary-key /
-- index probes). Row filters over many rows (the feed's and search's post windows, chat unread
-- counts) use the same rule as a set, private.block_peers() (the caller's peers, one array per
-- query as an InitPlan, `user_id <> all (...)`), because a security-definer call per row cost
-- several milliseconds over search's 1000-post window (measured: docs/decisions.md).
create table public.blocks (
  blocker_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);

comment on table public.blocks is 'blocker_id blocked blocked_id (issue 19). Read by the blocker only; written by block_user()/unblock_user().';

-- (blocker_id, blocked_id) is the primary key; this is the other direction.
create index blocks_blocked_id_blocker_id_idx on public.blocks (blocked_id, blocker_id);

alter table public.blocks enable row level security;

-- anon keeps SELECT (no policy, so no rows): profile_screen asks blocked_by_me as the caller.
revoke all on table public.blocks from anon, authenticated;
grant select on table public.blocks to anon, authenticated;

create policy blocks_select_own on public.blocks
  for select to authenticated using (blocker_id = (select auth.uid()));

-- The rule. Security definer: the blocked person cannot read the blocker's row, yet the rule holds
-- for them. Answers for any pair, but reveals only what the refusal it guards reveals anyway.
create function private.is_blocked(a uuid, b uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.blocks k where k.blocker_id = a and k.blocked_id = b)
      or exists (select 1 from public.blocks k where k.blocker_id = b and k.blocked_id = a);
end $$;

comment on function private.is_blocked(uuid, uuid) is
  'True when a blocked b or b blocked a. The one definition of a block that every rule asks.';

-- The same rule as a set, for row filters: everyone the caller blocked or was blocked by.
create function private.block_peers() returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    return '{}';
  end if;
  return array(
    select k.blocked_id from public.blocks k where k.blocker_id = me
    union
    select k.blocker_id from public.blocks k where k.blocked_id = me
  );
end $$;

comment on function private.block_peers() is
  'The people the caller blocked or was blocked by (private.is_blocked as a set), for row filters: `user_id <> all ((select private.block_peers())::uuid[])`.';

revoke execute on function private.is_blocked(uuid, uuid) from public, anon;
revoke execute on function private.block_peers() from public, anon;
grant execute on function private.is_blocked(uuid, uuid) to authenticated;
grant execute on function private.block_peers() to authenticated;

-- The error every refused write raises (PostgREST: HTTP 400, code VB001).
create function private.refuse_blocked() returns void
language plpgsql volatile set search_path = '' as $$
begin
  raise exception 'You can''t interact with this account.' using errcode = 'VB001';
end $$;

revoke execute on function private.refuse_blocked() from public, anon, authenticated;

-- Reads -------------------------------------------------------------------------------------------
create policy posts_select_not_blocked on public.posts
  as restrictive for select to authenticated
  using (user_id <> all ((select private.block_peers())::uuid[]));

create policy comments_select_not_blocked on public.comments
  as restrictive for select to authenticated
  using (user_id <> all ((select private.block_peers())::uuid[]));

create policy messages_select_not_blocked on public.messages
  as restrictive for select to authenticated
  using (sender_id <> all ((select private.block_peers())::uuid[]));

-- Writes through REST (restrictive: ANDed with the owner policies) ------------------------------
-- The post (or comment) must be one the caller can see: a blocked pair's rows are invisible to each
-- other under the select policies above, so the subquery finds nothing and the insert is refused.
create policy comments_insert_not_blocked on public.comments
  as restrictive for insert to authenticated
  with check (exists (
    select 1 from public.posts p where p.id = post_id and not private.is_blocked((select auth.uid()), p.user_id)));

create policy likes_insert_not_blocked on public.likes
  as restrictive for insert to authenticated
  with check (
    (post_id is null or exists (
      select 1 from public.posts p where p.id = post_id and not private.is_blocked((select auth.uid()), p.user_id)))
    and (comment_id is null or exists (
      select 1 from public.comments c where c.id = comment_id and not private.is_blocked((select auth.uid()), c.user_id))));

create policy follows_insert_not_blocked on public.follows
  as restrictive for insert to authenticated
  with check (not private.is_blocked(follower_id, following_id));

-- Writes by anyone, RPCs included: money ----------------------------------------------
-- Messages and starting a chat: private.message_refusal (20261129020000_privacy_settings.sql).
-- Subscribing, resubscribing and renewing all leave auto_renew on; cancelling and expiring turn it off.
create function private.refuse_blocked_money() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'subscriptions' then
    if not new.auto_renew then
      return new;
    end if;
  end if;
  if private.is_blocked(new.fan_id, new.creator_id) then
    perform private.refuse_blocked();
  end if;
  return new;
end $$;

revoke execute on function private.refuse_blocked_money() from public, anon, authenticated;

create trigger subscriptions_refuse_blocked
  before insert or update on public.subscriptions
  for each row execute function private.refuse_blocked_money();
create trigger tips_refuse_blocked
  before insert on public.tips
  for each row execute function private.refuse_blocked_money();
create trigger purchases_refuse_blocked
  before insert on public.purchases
  for each row execute function private.refuse_blocked_money();

-- Locked media (storage signing asks these through locked_media_select_entitled). The bodies are
-- 20261123201200_entitlement.sql's with one condition added: not blocked (the owner keeps access).
create or replace function entitlement.can_view_post_media(p_post_id uuid) returns boolean
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
        or (not private.is_blocked(viewer, p.user_id) and (
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

create or replace function entitlement.can_view_message_media(p_message_id uuid) returns boolean
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
        or (not private.is_blocked(viewer, m.sender_id)
            and exists (select 1 from public.purchases b where b.fan_id = viewer and b.message_id = m.id)))
  );
end $$;

-- RPCs --------------------------------------------------------------------------------------------
create function public.block_user(target uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
begin
  if target is null or not exists (select 1 from public.profiles p where p.id = target) then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  if target = me then
    raise exception 'You cannot block yourself' using errcode = '22023';
  end if;
  insert into public.blocks (blocker_id, blocked_id) values (me, target) on conflict do nothing;
  delete from public.follows f
   where (f.follower_id = me and f.following_id = target) or (f.follower_id = target and f.following_id = me);
  update public.subscriptions s
     set status = 'cancelled', auto_renew = false, cancelled_at = now(), updated_at = now()
   where s.status = 'active'
     and ((s.fan_id = me and s.creator_id = target) or (s.fan_id = target and s.creator_id = me));
end $$;

comment on function public.block_user(uuid) is
  'Blocks target (idempotent): removes the follows both ways and turns off renewal of any subscription between the two. Errors: P0002 no such profile, 22023 yourself.';

create function public.unblock_user(target uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from public.blocks k where k.blocker_id = private.require_user() and k.blocked_id = target;
end $$;

comment on function public.unblock_user(uuid) is 'Removes the caller''s block of target (idempotent). Follows and subscriptions are not restored.';

create function public.get_blocked_users()
returns table (id uuid, name text, username text, avatar_url text, blocked_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select p.id, p.name, p.username, p.avatar_url, k.created_at
  from public.blocks k
  join public.profiles p on p.id = k.blocked_id
  where k.blocker_id = (select auth.uid())
  order by k.created_at desc, p.id;
$$;

comment on function public.get_blocked_users() is 'Settings › Blocked Users: whom the caller blocked, newest first, with name, handle and avatar.';

revoke execute on function public.block_user(uuid) from public, anon;
revoke execute on function public.unblock_user(uuid) from public, anon;
revoke execute on function public.get_blocked_users() from public, anon;
grant execute on function public.block_user(uuid) to authenticated;
grant execute on function public.unblock_user(uuid) to authenticated;
grant execute on function public.get_blocked_users() to authenticated;
