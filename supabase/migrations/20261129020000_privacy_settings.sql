-- Privacy Settings (issue 19 §3), one row per user (no row: the defaults everyone / on / on):
--   message_audience  who may message me: everyone, people I follow, or my subscribers (an active or
--                     cancelled-but-paid subscription). Enforced with blocks by one rule,
--                     private.message_refusal, in triggers on messages and conversations (REST and
--                     get_or_create_conversation alike). A reply to someone who has written in the
--                     conversation is always allowed, and a tip in a chat is money, not a message
--                     (tip() has its own block check).
--   show_online       off: nobody sees my online dot and I see nobody's. Enforced in the realtime
--                     presence policies: tracking on my own online topic is refused, and watching
--                     anyone's is refused to me and to others watching mine.
--   discoverable      off: others do not find me in search, suggestions or Discover. Mirrored into
--                     profiles.discoverable (written only by this table's trigger) so that those
--                     screens, which visitors may call too, filter on a column instead of reading
--                     someone else's private row.
-- This migration also hides blocked people from search, suggestions and Discover, refuses typing
-- and online presence between them, and adds blocked_by_me to profile_screen (20261129010000_blocks.sql).
create type public.message_audience as enum ('everyone', 'following', 'subscribers');

comment on type public.message_audience is 'Who may message a user: everyone, people they follow, or their subscribers.';

create table public.privacy_settings (
  user_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  message_audience public.message_audience not null default 'everyone',
  show_online boolean not null default true,
  discoverable boolean not null default true,
  updated_at timestamptz not null default now()
);

comment on table public.privacy_settings is 'Per user: who may message them, whether their online status shows, whether they appear in search and Discover. No row: everyone / on / on. Private to the user.';

alter table public.privacy_settings enable row level security;

revoke all on table public.privacy_settings from anon, authenticated;
grant select on table public.privacy_settings to authenticated;

create policy privacy_settings_select_own on public.privacy_settings
  for select to authenticated using (user_id = (select auth.uid()));

alter table public.profiles add column discoverable boolean not null default true;
comment on column public.profiles.discoverable is 'false: hidden from search, suggestions and Discover (privacy_settings.discoverable, mirrored by its trigger; not writable by clients).';

create function private.mirror_discoverable() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles p set discoverable = new.discoverable
   where p.id = new.user_id and p.discoverable is distinct from new.discoverable;
  return null;
end $$;

revoke execute on function private.mirror_discoverable() from public, anon, authenticated;

create trigger privacy_settings_mirror_discoverable
  after insert or update of discoverable on public.privacy_settings
  for each row execute function private.mirror_discoverable();

create function public.set_privacy_settings(
  message_audience public.message_audience,
  show_online boolean,
  discoverable boolean
) returns public.privacy_settings
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  saved public.privacy_settings;
begin
  if message_audience is null or show_online is null or discoverable is null then
    raise exception 'Every privacy setting needs a value' using errcode = '22004';
  end if;
  insert into public.privacy_settings as s (user_id, message_audience, show_online, discoverable)
  values (me, set_privacy_settings.message_audience, set_privacy_settings.show_online, set_privacy_settings.discoverable)
  on conflict (user_id) do update
    set message_audience = excluded.message_audience, show_online = excluded.show_online,
        discoverable = excluded.discoverable, updated_at = now()
  returning s.* into saved;
  return saved;
end $$;

comment on function public.set_privacy_settings(public.message_audience, boolean, boolean) is
  'Saves the caller''s privacy settings (all three) and returns the row.';
revoke execute on function public.set_privacy_settings(public.message_audience, boolean, boolean) from public, anon;
grant execute on function public.set_privacy_settings(public.message_audience, boolean, boolean) to authenticated;

-- The messaging rule ---------------------------------------------------------------------------
-- Why sender may not write to recipient (null: they may): 'blocked' (either blocked the other),
-- 'following' or 'subscribers' (recipient's audience leaves sender out).
create function private.message_refusal(sender uuid, recipient uuid, conversation uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  audience public.message_audience;
begin
  if private.is_blocked(sender, recipient) then
    return 'blocked';
  end if;
  select s.message_audience into audience from public.privacy_settings s where s.user_id = recipient;
  if audience is null or audience = 'everyone' then
    return null;
  end if;
  if conversation is not null
     and exists (select 1 from public.messages m where m.conversation_id = conversation and m.sender_id = recipient) then
    return null;
  end if;
  if audience = 'following' then
    if exists (select 1 from public.follows f where f.follower_id = recipient and f.following_id = sender) then
      return null;
    end if;
    return 'following';
  end if;
  if exists (
    select 1 from public.subscriptions s
    where s.fan_id = sender and s.creator_id = recipient and s.status <> 'expired' and s.current_period_end > now()
  ) then
    return null;
  end if;
  return 'subscribers';
end $$;

revoke execute on function private.message_refusal(uuid, uuid, uuid) from public, anon, authenticated;

create function private.raise_message_refusal(reason text) returns void
language plpgsql volatile set search_path = '' as $$
begin
  case reason
    when 'blocked' then perform private.refuse_blocked();
    when 'following' then
      raise exception 'This person only accepts messages from people they follow.' using errcode = 'VB002';
    when 'subscribers' then
      raise exception 'This person only accepts messages from their subscribers.' using errcode = 'VB003';
    else null;
  end case;
end $$;

revoke execute on function private.raise_message_refusal(text) from public, anon, authenticated;

create function private.refuse_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recipient uuid;
  reason text;
begin
  select case when c.user_a_id = new.sender_id then c.user_b_id else c.user_a_id end into recipient
    from public.conversations c where c.id = new.conversation_id;
  reason := private.message_refusal(new.sender_id, recipient, new.conversation_id);
  if reason = 'blocked' or (reason is not null and new.tip_cents is null) then
    perform private.raise_message_refusal(reason);
  end if;
  return new;
end $$;

revoke execute on function private.refuse_message() from public, anon, authenticated;

create trigger messages_refuse
  before insert on public.messages
  for each row execute function private.refuse_message();

-- Starting a chat: the caller towards the other participant. Other writers (the service role)
-- are refused only a blocked pair.
create function private.refuse_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is not null and me in (new.user_a_id, new.user_b_id) then
    perform private.raise_message_refusal(private.message_refusal(
      me, case when me = new.user_a_id then new.user_b_id else new.user_a_id end, null));
  elsif private.is_blocked(new.user_a_id, new.user_b_id) then
    perform private.refuse_blocked();
  end if;
  return new;
end $$;

revoke execute on function private.refuse_conversation() from public, anon, authenticated;

create trigger conversations_refuse
  before insert on public.conversations
  for each row execute function private.refuse_conversation();

-- For the chat screen: whether the caller may write to other_user_id now (null) or why not.
create function public.message_refusal(other_user_id uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
begin
  -- The caller's own block is theirs to know (they can read that row); the other direction says only 'blocked'.
  if exists (select 1 from public.blocks k where k.blocker_id = me and k.blocked_id = other_user_id) then
    return 'blocked_by_me';
  end if;
  return private.message_refusal(me, other_user_id, (
    select c.id from public.conversations c
    where c.user_a_id = least(me, other_user_id) and c.user_b_id = greatest(me, other_user_id)));
end $$;

comment on function public.message_refusal(uuid) is
  'Why the caller cannot message other_user_id: null (they can), blocked_by_me (the caller blocked them), blocked (they blocked the caller), following or subscribers (the other''s message audience leaves the caller out).';
revoke execute on function public.message_refusal(uuid) from public, anon;
grant execute on function public.message_refusal(uuid) to authenticated;

-- Online status ----------------------------------------------------------------------------------
create function private.shows_online(u uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return not exists (select 1 from public.privacy_settings s where s.user_id = u and not s.show_online);
end $$;

comment on function private.shows_online(uuid) is 'False when u turned off "Show my online status" (privacy_settings.show_online).';
revoke execute on function private.shows_online(uuid) from public, anon;
grant execute on function private.shows_online(uuid) to authenticated;

-- Realtime: the bodies of 20261124160100_conversation_membership.sql's policies, plus: no typing on
-- a blocked pair's chat topic; presence seen only between two people who both show their status
-- and have not blocked each other; tracking one's own online topic only while showing it.
alter policy realtime_messages_select_chat_and_online on realtime.messages
  using (
    case realtime.messages.extension
      when 'broadcast' then
        (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then substr(realtime.topic(), 6)::uuid end) in (select private.my_conversation_ids())
        and not exists (
          select 1 from public.conversations c
          where c.id = (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                          then substr(realtime.topic(), 6)::uuid end)
            and private.is_blocked(c.user_a_id, c.user_b_id)
        )
      when 'presence' then
        (select realtime.topic()) = 'online:' || (select auth.uid())::text
        or exists (
          select 1
          from public.conversations c
          cross join lateral (
            select case when realtime.topic() ~ '^online:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then substr(realtime.topic(), 8)::uuid end as owner_id
          ) t
          where c.user_a_id = least(t.owner_id, (select auth.uid()))
            and c.user_b_id = greatest(t.owner_id, (select auth.uid()))
            and private.shows_online(t.owner_id)
            and private.shows_online((select auth.uid()))
            and not private.is_blocked(t.owner_id, (select auth.uid()))
        )
      else false
    end
  );

alter policy realtime_messages_insert_chat_and_online on realtime.messages
  with check (
    case realtime.messages.extension
      when 'broadcast' then
        (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then substr(realtime.topic(), 6)::uuid end) in (select private.my_conversation_ids())
        and not exists (
          select 1 from public.conversations c
          where c.id = (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                          then substr(realtime.topic(), 6)::uuid end)
            and private.is_blocked(c.user_a_id, c.user_b_id)
        )
      -- Nobody can appear online as someone else: only the topic's own user may track on it, and
      -- only while they show their online status.
      when 'presence' then
        (select realtime.topic()) = 'online:' || (select auth.uid())::text
        and private.shows_online((select auth.uid()))
      else false
    end
  );

-- Search, suggestions, Discover: leave out the undiscoverable and, for a signed-in caller, blocked
-- people. search: the body of 20261122001600_screen_performance.sql plus the people filter and the
-- trigram lookup below for signed-in callers.

-- Up to 1001 posts whose text matches (the trigram index), without the caller's blocked peers: what
-- the caller's own posts policy would let through, looked up as the owner so that the index can
-- serve ILIKE (under a security qual it cannot: ILIKE is not leakproof). Ids and times only.
create function private.post_search_hits(pattern text)
returns table (id uuid, created_at timestamptz)
language plpgsql stable security definer set search_path = '' rows 1001 as $$
declare
  peers uuid[] := private.block_peers();
begin
  return query
    select po.id, po.created_at from public.posts po
    where po.content ilike pattern and po.user_id <> all (peers)
    limit 1001;
end $$;

comment on function private.post_search_hits(text) is
  'search''s trigram lookup for a signed-in caller: ids and times of up to 1001 posts matching pattern, minus the caller''s blocked peers.';
revoke execute on function private.post_search_hits(text) from public, anon;
grant execute on function private.post_search_hits(text) to authenticated;
create or replace function public.search(search_text text, max_results integer default 8)
returns table (
  kind text,
  id uuid,
  username text,
  name text,
  avatar_url text,
  is_creator boolean,
  post_content text,
  post_media_type public.post_media_type,
  created_at timestamptz
)
language plpgsql stable security invoker set search_path = '' as $$
declare
  term text := ltrim(btrim(coalesce(search_text, '')), '@');
  -- LIKE wildcards in the text are taken literally.
  pattern text := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  n integer := least(greatest(coalesce(max_results, 8), 1), 25);
  post_ids uuid[];
  hit_count integer;
  -- Blocked either way: never listed (a statement of its own, run only for a signed-in caller).
  peers uuid[] := '{}';
begin
  if (select auth.uid()) is not null then
    peers := private.block_peers();
  end if;
  if char_length(term) >= 2 then
    return query
      select 'profile'::text, p.id, p.username, p.name, p.avatar_url, p.is_creator,
             null::text, null::public.post_media_type, p.created_at
      from public.profiles p
      where (p.name ilike pattern or p.username ilike pattern)
        and p.discoverable and p.id <> all (peers)
      order by (p.username = lower(term)) desc,
               greatest(extensions.similarity(p.name, term), extensions.similarity(p.username, term)) desc,
               p.followers_count desc
      limit n;
  end if;

  if char_length(term) >= 3 then
    -- A common word is found among the newest posts at once: walk the feed index over a
    -- bounded window. Those are the newest matches whenever the window holds n of them.
    select array_agg(r.id order by r.created_at desc, r.id desc) into post_ids
    from (
      select w.id, w.created_at
      from (
        select po.id, po.created_at, po.content
        from public.posts po
        order by po.created_at desc, po.id desc
        limit 1000
      ) w
      where w.content ilike pattern
      order by w.created_at desc, w.id desc
      limit n
    ) r;

    -- Otherwise the trigram index lists the matches; a rare word has few, sorted here. A word
    -- too rare for the window but too common to sort (over 1000 posts) is found by walking
    -- the feed index further, which meets n of them within a few thousand rows.
    if coalesce(cardinality(post_ids), 0) < n then
      -- A signed-in caller's posts policy includes the block filter, and ILIKE (not leakproof) may
      -- not then be an index condition: the trigram lookup would become a scan of every post. The
      -- same lookup as private.post_search_hits, which applies the block filter itself.
      if (select auth.uid()) is null then
        with hits as materialized (
          select po.id, po.created_at from public.posts po where po.content ilike pattern limit 1001
        )
        select count(*)::integer, (array_agg(r.id order by r.created_at desc, r.id desc)
          filter (where r.rank <= n)) into hit_count, post_ids
        from (select h.id, h.created_at, row_number() over (order by h.created_at desc, h.id desc) as rank
              from hits h) r;
      else
        with hits as materialized (select h.id, h.created_at from private.post_search_hits(pattern) h)
        select count(*)::integer, (array_agg(r.id order by r.created_at desc, r.id desc)
          filter (where r.rank <= n)) into hit_count, post_ids
        from (select h.id, h.created_at, row_number() over (order by h.created_at desc, h.id desc) as rank
              from hits h) r;
      end if;
      if hit_count > 1000 then
        select array_agg(r.id order by r.created_at desc, r.id desc) into post_ids
        from (
          select po.id, po.created_at from public.posts po
          where po.content ilike pattern
          order by po.created_at desc, po.id desc
          limit n
        ) r;
      end if;
    end if;

    return query
      select 'post'::text, po.id, a.username, a.name, a.avatar_url, a.is_creator,
             left(po.content, 280), po.media_type, po.created_at
      from public.posts po
      join public.profiles a on a.id = po.user_id
      where po.id = any (post_ids)
      order by po.created_at desc, po.id desc;
  end if;
end $$;


-- get_suggested_creators: 20261122001200_screen_rpcs.sql's query, now PL/pgSQL so that the blocked
-- set is asked only for a signed-in caller (visitors may call it and may not run private helpers).
create or replace function public.get_suggested_creators(max_count integer default 10)
returns setof public.profile_cards
language plpgsql stable security invoker set search_path = '' as $$
declare
  peers uuid[] := '{}';
begin
  if (select auth.uid()) is not null then
    peers := private.block_peers();
  end if;
  return query
    select pc.*
    from public.profile_cards pc
    where pc.is_creator
      and pc.id is distinct from (select auth.uid())
      and not pc.is_following
      and pc.id <> all (peers)
      and exists (select 1 from public.profiles d where d.id = pc.id and d.discoverable)
    order by pc.followers_count desc, pc.id
    limit least(greatest(coalesce(max_count, 10), 1), 50);
end $$;

-- discover_creators: 20261125070000_screen_one_request.sql's body plus the same filters on Newest.
create or replace function public.discover_creators(
  with_suggested boolean default true,
  suggested_limit integer default 10,
  newest_limit integer default 20
)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  suggested jsonb;
  peers uuid[];
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  peers := private.block_peers();
  if coalesce(with_suggested, false) then
    suggested := coalesce((
      select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality)
      from public.get_suggested_creators(least(greatest(coalesce(suggested_limit, 10), 0), 50)) with ordinality s
    ), '[]'::jsonb);
  end if;
  return jsonb_build_object(
    'suggested', suggested,
    'newest', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
      from (
        select pc.* from public.profile_cards pc
        where pc.is_creator
          and pc.id <> all (peers)
          and exists (select 1 from public.profiles d where d.id = pc.id and d.discoverable)
        order by pc.created_at desc, pc.id desc
        limit least(greatest(coalesce(newest_limit, 20), 0), 50)
      ) c
    ), '[]'::jsonb)
  );
end $$;

-- profile_screen: 20261125070000_screen_one_request.sql's body plus blocked_by_me (the caller blocked
-- this profile: the screen offers Unblock instead of Follow and Message).
create or replace function public.profile_screen(handle text, posts_limit integer default 50)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  header jsonb;
  offer jsonb;
begin
  select to_jsonb(g) into header from public.get_profile(handle) g;
  if header is null then
    return jsonb_build_object('profile', null, 'posts', '[]'::jsonb, 'subscription_offer', null, 'blocked_by_me', false);
  end if;
  -- A statement of its own, planned only when run: anon may not execute get_subscription_offer.
  if me is not null and (header ->> 'is_creator')::boolean and (header ->> 'id')::uuid <> me then
    select to_jsonb(o) into offer from public.get_subscription_offer((header ->> 'id')::uuid) o;
  end if;
  return jsonb_build_object(
    'profile', header,
    'subscription_offer', offer,
    'blocked_by_me', exists (
      select 1 from public.blocks k where k.blocker_id = me and k.blocked_id = (header ->> 'id')::uuid),
    'posts', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
      from (
        select pc.* from public.post_cards pc
        where pc.user_id = (header ->> 'id')::uuid
        order by pc.created_at desc, pc.id desc
        limit least(greatest(coalesce(posts_limit, 50), 0), 50)
      ) c
    ), '[]'::jsonb)
  );
end $$;

-- viewer_shell: 20261125050100_viewer_shell.sql's body plus the caller's privacy settings (null: the
-- defaults), which the app needs on every screen (the online presence obeys show_online).
create or replace function public.viewer_shell(with_suggestions boolean default false, suggestions_limit integer default 10)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'unread_notifications',
      (select count(*) from public.notifications n where n.user_id = me and n.read_at is null),
    'wallet', (select to_jsonb(w) from public.get_wallet() w),
    'suggested_creators',
      case when coalesce(with_suggestions, false) then
        coalesce((select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality)
                  from public.get_suggested_creators(suggestions_limit) with ordinality s), '[]'::jsonb)
      end,
    'privacy', (select jsonb_build_object('message_audience', s.message_audience, 'show_online', s.show_online,
                                          'discoverable', s.discoverable)
                from public.privacy_settings s where s.user_id = me)
  );
end $$;

comment on function public.viewer_shell(boolean, integer) is
  'The app shell in one request: { profile, unread_notifications, wallet, suggested_creators, privacy } for the caller; suggested_creators is null unless with_suggestions (the xl panel, Discover); privacy is null until the caller saved Privacy Settings (defaults everyone / on / on). Signed-in users only.';
