-- Media URLs name objects of this project only (issue 16, finding 6). The CHECKs accepted any
-- origin in front of `/storage/v1/object/public/…`, so a row could make every client that
-- renders it (mail, link previews, other apps) call a third party. Rows now store the
-- project-relative path `/storage/v1/object/public/{bucket}/{owner id}/{file}` and nothing
-- else: no origin, no query, no fragment, no sub-folder, no `.`/`..` or backslash (which
-- browsers read as `/`) as the file. Clients resolve it against their project URL.
--
-- Existing absolute URLs (what the app wrote until now) lose their origin and query; a value
-- that still does not fit is dropped (avatar/cover back to the fallback, post media off the
-- post, its text kept). The seed already stores this shape.

-- The profile CHECKs were declared unnamed on their columns; as they also read `id`, Postgres
-- named them profiles_check/profiles_check1, so they are found by what they check.
do $$
declare
  con record;
begin
  for con in
    select c.conname from pg_catalog.pg_constraint c
     where c.conrelid = 'public.profiles'::regclass and c.contype = 'c'
       and pg_catalog.pg_get_constraintdef(c.oid) ~ '(avatar|cover)_url ~'
  loop
    execute format('alter table public.profiles drop constraint %I', con.conname);
  end loop;
end $$;
alter table public.posts drop constraint posts_media_url_shape;

-- Absolute → project-relative, query and fragment dropped.
update public.profiles
   set avatar_url = regexp_replace(avatar_url, '^https?://[^/?#]+(/[^?#]*)?(/storage/v1/object/public/)|[?#].*$', '\2', 'g')
 where avatar_url ~ '^https?://|[?#]';
update public.profiles
   set cover_url = regexp_replace(cover_url, '^https?://[^/?#]+(/[^?#]*)?(/storage/v1/object/public/)|[?#].*$', '\2', 'g')
 where cover_url ~ '^https?://|[?#]';
update public.posts
   set media_url = regexp_replace(media_url, '^https?://[^/?#]+(/[^?#]*)?(/storage/v1/object/public/)|[?#].*$', '\2', 'g')
 where media_url ~ '^https?://|[?#]';

-- What still does not fit is dropped. The file: not only dots, no separator, query or fragment
-- mark, space or control character (the same shape the constraints below spell out).
do $$
declare
  file constant text := '/[^/?#\\[:space:][:cntrl:]]*[^./?#\\[:space:][:cntrl:]][^/?#\\[:space:][:cntrl:]]*$';
begin
  update public.profiles set avatar_url = null
   where avatar_url !~ ('^/storage/v1/object/public/avatars/' || id::text || file);
  update public.profiles set cover_url = null
   where cover_url !~ ('^/storage/v1/object/public/covers/' || id::text || file);
  update public.posts set media_type = 'none', media_url = null, media_width = null, media_height = null
   where media_url !~ ('^/storage/v1/object/public/post-media/' || user_id::text || file);
end $$;

alter table public.profiles
  add constraint profiles_avatar_url_path check (
    avatar_url ~ ('^/storage/v1/object/public/avatars/' || id::text
      || '/[^/?#\\[:space:][:cntrl:]]*[^./?#\\[:space:][:cntrl:]][^/?#\\[:space:][:cntrl:]]*$')
  ),
  add constraint profiles_cover_url_path check (
    cover_url ~ ('^/storage/v1/object/public/covers/' || id::text
      || '/[^/?#\\[:space:][:cntrl:]]*[^./?#\\[:space:][:cntrl:]][^/?#\\[:space:][:cntrl:]]*$')
  );
alter table public.posts
  add constraint posts_media_url_path check (
    media_url ~ ('^/storage/v1/object/public/post-media/' || user_id::text
      || '/[^/?#\\[:space:][:cntrl:]]*[^./?#\\[:space:][:cntrl:]][^/?#\\[:space:][:cntrl:]]*$')
  );

comment on column public.profiles.avatar_url is
  'Project-relative path /storage/v1/object/public/avatars/{id}/{file} of an object in the owner''s folder; null = generated fallback. Resolve against the project URL.';
comment on column public.profiles.cover_url is
  'Project-relative path /storage/v1/object/public/covers/{id}/{file}; null = stock fallback. Resolve against the project URL.';
comment on column public.posts.media_url is
  'Unlocked media only: project-relative path /storage/v1/object/public/post-media/{user_id}/{file}. Always null for locked posts.';
