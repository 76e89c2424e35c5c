-- Screen queries, second pass (docs/performance.md): same arguments, result columns and RLS
-- behaviour as 20261122001100/001200, cheaper plans.
--
-- The RPCs become PL/pgSQL: a SQL function with `set search_path` is never inlined and Postgres
-- 17 plans its body again on every call, while PL/pgSQL keeps each statement's plan for the
-- life of the connection (PostgREST's pool). They stay security invoker, so RLS decides inside.

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
begin
  if char_length(term) >= 2 then
    return query
      select 'profile'::text, p.id, p.username, p.name, p.avatar_url, p.is_creator,
             null::text, null::public.post_media_type, p.created_at
      from public.profiles p
      where p.name ilike pattern or p.username ilike pattern
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
      with hits as materialized (
        select po.id, po.created_at from public.posts po where po.content ilike pattern limit 1001
      )
      select count(*)::integer, (array_agg(r.id order by r.created_at desc, r.id desc)
        filter (where r.rank <= n)) into hit_count, post_ids
      from (select h.id, h.created_at, row_number() over (order by h.created_at desc, h.id desc) as rank
            from hits h) r;
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

comment on function public.search(text, integer) is
  'Search overlay (issue 5): up to max_results profiles (kind = profile, by name/username) then up to max_results posts (kind = post, newest first).';

-- Chat list: the view's SQL (four RLS-protected tables, each policy a subquery) cost more to
-- plan than to run, on every request. The rows now come from a PL/pgSQL function, whose plan
-- PostgREST's connections keep; the view stays the screen's interface (order and id filters
-- apply to the caller's conversations only, a few dozen rows at most).
create function public.get_chat_list()
returns table (
  id uuid,
  updated_at timestamptz,
  other_user_id uuid,
  other_name text,
  other_username text,
  other_avatar_url text,
  last_message_id uuid,
  last_message_content text,
  last_message_media_type public.message_media_type,
  last_message_sender_id uuid,
  last_message_at timestamptz,
  last_read_at timestamptz,
  unread_count integer
)
language plpgsql stable security invoker set search_path = '' rows 20 as $$
begin
  return query
    select
      c.id,
      c.updated_at,
      o.id,
      o.name,
      o.username,
      o.avatar_url,
      lm.id,
      lm.content,
      lm.media_type,
      lm.sender_id,
      lm.created_at,
      me.last_read_at,
      (
        select count(*)::integer from public.messages m
        where m.conversation_id = c.id and m.created_at > me.last_read_at and m.sender_id <> me.user_id
      )
    from public.conversations c
    join public.conversation_participants me
      on me.conversation_id = c.id and me.user_id = (select auth.uid())
    join public.profiles o
      on o.id = case when c.user_a_id = me.user_id then c.user_b_id else c.user_a_id end
    left join lateral (
      select m.id, m.content, m.media_type, m.sender_id, m.created_at
      from public.messages m
      where m.conversation_id = c.id
      order by m.created_at desc, m.id desc
      limit 1
    ) lm on true
    order by c.updated_at desc;
end $$;

comment on function public.get_chat_list() is
  'Chats screen: the caller''s conversations newest first with the other participant, the last message and the unread count (the rows of the chat_list view).';

create or replace view public.chat_list with (security_invoker = true) as
select * from public.get_chat_list();

revoke execute on function public.get_chat_list() from public, anon;
grant execute on function public.get_chat_list() to authenticated;
