-- Who may see locked media (issue 13 §10), decided in one place and used by every policy that
-- guards it: the locked_post_media and locked_message_media rows (so post_cards, the feed and
-- the chat show a path only to entitled viewers) and storage.objects in the locked-media bucket
-- (so only they get the bytes or a signed URL, through any API).
--
--   post media:    the author; an active subscriber for a subscribers-only post (status not
--                  expired and the paid period not over); the buyer of a pay-per-view post, forever
--   message media: the sender; the fan who unlocked the paid message, forever
--
-- The functions always answer for the caller (auth.uid()), never for a user named in an argument,
-- so they cannot be used to learn who subscribed to or bought what. They are security definer to
-- read subscriptions and purchases without stacking those tables' policies on every check.
-- Policies run as the caller, so `authenticated` needs USAGE and EXECUTE; PostgREST does not expose
-- this schema (config.toml [api] schemas), so it is not an RPC surface.
create schema if not exists entitlement;
comment on schema entitlement is
  'Entitlement checks that RLS and storage policies call (security definer, answer for auth.uid() only). USAGE for authenticated because policies run as the caller; not exposed through PostgREST.';
revoke all on schema entitlement from public, anon, authenticated;
grant usage on schema entitlement to authenticated;
alter default privileges in schema entitlement revoke execute on functions from public;

create function entitlement.can_view_post_media(p_post_id uuid) returns boolean
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
        or not p.is_locked
        or (p.price_cents is null and exists (
              select 1 from public.subscriptions s
              where s.fan_id = viewer and s.creator_id = p.user_id
                and s.status <> 'expired' and s.current_period_end > now()))
        or (p.price_cents is not null and exists (
              select 1 from public.purchases b where b.fan_id = viewer and b.post_id = p.id))
      )
  );
end $$;

comment on function entitlement.can_view_post_media(uuid) is
  'True when the caller may see this post''s media: author, public post, active subscriber (subscribers-only), buyer (pay-per-view).';

create function entitlement.can_view_message_media(p_message_id uuid) returns boolean
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
        or exists (select 1 from public.purchases b where b.fan_id = viewer and b.message_id = m.id))
  );
end $$;

comment on function entitlement.can_view_message_media(uuid) is
  'True when the caller may see a paid message''s media: its sender or the fan who unlocked it.';

-- Storage names a file, not a post: find the locked post or paid message whose file (or video
-- poster: same name, other extension) it is.
create function entitlement.can_read_locked_object(p_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  stem text := regexp_replace(p_name, '\.[^./]*$', '');
begin
  if auth.uid() is null then
    return false;
  end if;
  return exists (
           select 1 from public.locked_post_media m
           where m.media_stem = stem and entitlement.can_view_post_media(m.post_id))
      or exists (
           select 1 from public.locked_message_media m
           where m.media_stem = stem and entitlement.can_view_message_media(m.message_id));
end $$;

comment on function entitlement.can_read_locked_object(text) is
  'True when the caller may read locked-media/<name>: it is (or is the poster of) the media of a post or message they are entitled to.';

revoke execute on all functions in schema entitlement from public, anon;
grant execute on all functions in schema entitlement to authenticated;

alter policy locked_post_media_select_author on public.locked_post_media
  using (user_id = (select auth.uid()) or entitlement.can_view_post_media(post_id));
alter policy locked_post_media_select_author on public.locked_post_media rename to locked_post_media_select_entitled;
comment on table public.locked_post_media is
  'Where a locked post''s file lives in the private locked-media bucket. Readable by the author and entitled fans (entitlement.can_view_post_media), who ask storage for a short-lived signed URL.';

alter policy locked_message_media_select_entitled on public.locked_message_media
  using (sender_id = (select auth.uid()) or entitlement.can_view_message_media(message_id));

-- locked-media: besides the owner (user_media_select_owner), entitled fans may read (download,
-- sign) the files of what they may see. Listing a creator's folder shows them only those files.
create policy locked_media_select_entitled on storage.objects
  for select to authenticated
  using (bucket_id = 'locked-media' and entitlement.can_read_locked_object(name));
