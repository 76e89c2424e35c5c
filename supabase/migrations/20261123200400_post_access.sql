-- Post access levels (issue 13 §2): public, subscribers only, or pay-per-view with a price.
-- Locked posts already exist (is_locked, media in the private locked-media bucket, its path in
-- locked_post_media); this extends them instead of adding a second mechanism:
--   public       = not is_locked
--   subscribers  = is_locked and price_cents is null
--   pay-per-view = is_locked and price_cents is not null (€1–€100)
-- Only creators publish locked posts. The level is fixed at creation; a pay-per-view price may
-- change later (fans who bought keep their access).
create type public.post_access as enum ('public', 'subscribers', 'ppv');
comment on type public.post_access is 'public: everyone sees the media. subscribers: active subscribers of the author. ppv: fans who bought the post.';

alter table public.posts add column price_cents integer check (price_cents between 100 and 10000);
alter table public.posts add constraint posts_price_needs_locked_media
  check (price_cents is null or (is_locked and media_type <> 'none'));
comment on column public.posts.price_cents is
  'Pay-per-view price in euro cents (100–10000) for a locked post; null = subscribers only (or not locked). Buyers keep access when it changes.';
comment on column public.posts.is_locked is
  'Paid content: media stored in locked-media, path in locked_post_media; price_cents decides subscribers-only or pay-per-view. Fixed at creation; creators only.';

grant insert (price_cents) on table public.posts to authenticated;
grant update (price_cents) on table public.posts to authenticated;

alter policy posts_insert_own on public.posts
  with check (
    user_id = (select auth.uid())
    and (not is_locked or exists (
      select 1 from public.profiles pr where pr.id = (select auth.uid()) and pr.is_creator
    ))
  );

-- A subscribers-only post cannot become pay-per-view or back: that would take access away from
-- subscribers or hand it to non-buyers. Changing a pay-per-view price is fine.
create function private.keep_post_access_level() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (old.price_cents is null) <> (new.price_cents is null) then
    raise exception 'A post''s access level is fixed; only a pay-per-view price can change'
      using errcode = '23514';
  end if;
  return new;
end $$;

revoke execute on function private.keep_post_access_level() from public, anon, authenticated;

create trigger posts_keep_access_level
  before update of price_cents on public.posts
  for each row execute function private.keep_post_access_level();

-- Storage asks "may this caller read locked-media/<name>?" by name. A video's poster is the
-- same path with .jpg, so entitlement matches on the name without its extension.
alter table public.locked_post_media
  add column media_stem text generated always as (regexp_replace(media_path, '\.[^./]*$', '')) stored;
comment on column public.locked_post_media.media_stem is 'media_path without its extension: also matches the video''s poster (same stem, .jpg).';
create index locked_post_media_stem_idx on public.locked_post_media (media_stem);

-- post_cards gains the access level and price (appended, so existing readers are unchanged).
create or replace view public.post_cards with (security_invoker = true) as
select
  p.id,
  p.user_id,
  p.content,
  p.media_type,
  p.media_url,
  p.media_width,
  p.media_height,
  p.is_locked,
  p.likes_count,
  p.comments_count,
  p.created_at,
  a.name as author_name,
  a.username as author_username,
  a.avatar_url as author_avatar_url,
  a.is_creator as author_is_creator,
  exists (
    select 1 from public.likes l where l.post_id = p.id and l.user_id = (select auth.uid())
  ) as user_liked,
  lm.media_path as locked_media_path,
  p.price_cents,
  (case when not p.is_locked then 'public' when p.price_cents is null then 'subscribers' else 'ppv' end)::public.post_access as access
from public.posts p
join public.profiles a on a.id = p.user_id
left join public.locked_post_media lm on lm.post_id = p.id;

comment on column public.post_cards.locked_media_path is
  'Object name in locked-media; non-null exactly when the caller may see the media (the author, an active subscriber of a subscribers-only post, a buyer of a pay-per-view post). Ask storage for a signed URL.';
comment on column public.post_cards.price_cents is 'Pay-per-view price in cents ("Unlock for €X"); null unless access = ppv.';
comment on column public.post_cards.access is 'public, subscribers or ppv (derived from is_locked and price_cents).';
