-- Search under the moderation read policies (issue 19). 20261201010000 gave posts and profiles a read
-- policy with a condition (hidden rows only for their author); under it ILIKE, which is not leakproof,
-- can no longer be an index condition, and bench:db measured search at 77 ms p50 (a scan of every
-- profile) where it had been 11 ms. Signed-in callers' trigram lookups now run in definer helpers that
-- apply the read rules themselves: private.people_search_hits (new) and private.post_search_hits (now
-- also leaving out hidden posts but the caller's own). search: 20261129020000's body with those calls;
-- a visitor's post search keeps to the newest window (see the comment in the body).

create or replace function private.post_search_hits(pattern text)
returns table (id uuid, created_at timestamptz)
language plpgsql stable security definer set search_path = '' rows 1001 as $$
declare
  me uuid := auth.uid();
  peers uuid[] := private.block_peers();
begin
  return query
    select po.id, po.created_at from public.posts po
    where po.content ilike pattern and po.user_id <> all (peers)
      and (not po.hidden or po.user_id = me)
    limit 1001;
end $$;

-- The people half of search for a signed-in caller: the ranked ids of up to n discoverable profiles
-- matching pattern, minus hidden ones (but the caller's own) and the caller's blocked peers.
create function private.people_search_hits(pattern text, term text, n integer)
returns setof uuid
language plpgsql stable security definer set search_path = '' rows 25 as $$
declare
  me uuid := auth.uid();
  peers uuid[] := private.block_peers();
begin
  return query
    select p.id from public.profiles p
    where (p.name ilike pattern or p.username ilike pattern)
      and p.discoverable and (not p.hidden or p.id = me) and p.id <> all (peers)
    order by (p.username = lower(term)) desc,
             greatest(extensions.similarity(p.name, term), extensions.similarity(p.username, term)) desc,
             p.followers_count desc
    limit least(greatest(n, 1), 25);
end $$;

comment on function private.people_search_hits(text, text, integer) is
  'search''s people lookup for a signed-in caller: ranked ids of up to n discoverable, visible profiles matching pattern, minus the caller''s blocked peers.';
revoke execute on function private.people_search_hits(text, text, integer) from public, anon;
grant execute on function private.people_search_hits(text, text, integer) to authenticated;

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
    if (select auth.uid()) is null then
      return query
        select 'profile'::text, p.id, p.username, p.name, p.avatar_url, p.is_creator,
               null::text, null::public.post_media_type, p.created_at
        from public.profiles p
        where (p.name ilike pattern or p.username ilike pattern)
          and p.discoverable
        order by (p.username = lower(term)) desc,
                 greatest(extensions.similarity(p.name, term), extensions.similarity(p.username, term)) desc,
                 p.followers_count desc
        limit n;
    else
      -- Under the profiles read policy (moderation) ILIKE cannot use the trigram index: the ranked ids
      -- come from private.people_search_hits, which applies that policy's rule itself.
      return query
        select 'profile'::text, p.id, p.username, p.name, p.avatar_url, p.is_creator,
               null::text, null::public.post_media_type, p.created_at
        from private.people_search_hits(pattern, term, n) with ordinality h(id, rank)
        join public.profiles p on p.id = h.id
        order by h.rank;
    end if;
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
    -- Otherwise the trigram index lists the matches; a rare word has few, sorted here. A word
    -- too rare for the window but too common to sort (over 1000 posts) is found by walking
    -- the feed index further, which meets n of them within a few thousand rows. Signed in only:
    -- under the posts read policies ILIKE cannot be an index condition, so the lookup is
    -- private.post_search_hits, which applies those rules itself; a visitor (no search screen in
    -- the app) gets the newest window's matches rather than a scan of every post.
    if coalesce(cardinality(post_ids), 0) < n and (select auth.uid()) is not null then
      with hits as materialized (select h.id, h.created_at from private.post_search_hits(pattern) h)
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
