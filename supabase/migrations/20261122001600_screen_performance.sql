-- Screen queries, second pass (docs/performance.md): same arguments, result columns and RLS
-- behaviour as 20261122001100/001200, cheaper plans.
--
-- The RPCs become PL/pgSQL: a SQL function with `set search_path` is never inlined and Postgres
-- 17 plans its body again on every call, while PL/pgSQL keeps each statement's plan for the
-- life of the connection (PostgREST's pool). They stay security invoker, so RLS decides inside.

-- People search ranks by trigram distance: a GiST index answers "nearest names that contain the
-- text" without fetching and scoring every match of a common first name.
create index profiles_name_trgm_gist_idx on public.profiles using gist (name extensions.gist_trgm_ops);
create index profiles_username_trgm_gist_idx on public.profiles using gist (username extensions.gist_trgm_ops);

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
  -- Candidates per column for the people ranking: the nearest names and the nearest handles,
  -- with room for ties, are ranked exactly as before.
  k integer := least(greatest(coalesce(max_results, 8), 1), 25) + 40;
  post_ids uuid[];
begin
  if char_length(term) >= 2 then
    return query
      select 'profile'::text, p.id, p.username, p.name, p.avatar_url, p.is_creator,
             null::text, null::public.post_media_type, p.created_at
      from public.profiles p
      where p.id in (
        (select x.id from public.profiles x where x.username = lower(term))
        union
        (select x.id from public.profiles x where x.name ilike pattern
          order by x.name operator(extensions.<->) term limit k)
        union
        (select x.id from public.profiles x where x.username ilike pattern
          order by x.username operator(extensions.<->) term limit k)
      )
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
        limit 2000
      ) w
      where w.content ilike pattern
      order by w.created_at desc, w.id desc
      limit n
    ) r;

    -- Otherwise the word is rare: the trigram index yields its few posts. The CTE keeps the
    -- planner from walking the whole feed index in search of them.
    if coalesce(cardinality(post_ids), 0) < n then
      with hits as materialized (
        select po.id, po.created_at from public.posts po where po.content ilike pattern
      )
      select array_agg(r.id order by r.created_at desc, r.id desc) into post_ids
      from (select h.id, h.created_at from hits h order by h.created_at desc, h.id desc limit n) r;
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
