-- Storage buckets and their policies (spec §3 Storage, issue 3). Files go to
-- {userId}/{timestamp}.{ext} in the user-owned buckets; chat files to
-- {conversation_id}/{images|videos|voice}/{file}. Public buckets are served by URL
-- without RLS, so their SELECT policy is owner-only (no listing of everyone's files).
-- The same buckets are declared in config.toml for `supabase start`; keep both in step.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('covers', 'covers', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('post-media', 'post-media', true, 52428800,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif',
          'video/mp4', 'video/webm', 'video/quicktime']),
  ('locked-media', 'locked-media', false, 52428800,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif',
          'video/mp4', 'video/webm', 'video/quicktime']),
  ('chat-media', 'chat-media', false, 52428800,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif',
          'video/mp4', 'video/webm', 'video/quicktime',
          'audio/webm', 'audio/webm;codecs=opus', 'audio/ogg', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/mpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- avatars, covers, post-media, locked-media: only the owner of the top-level folder reads
-- (through the API: listing, signed URLs, downloads of the private bucket), writes and
-- deletes, and only directly inside it. Entitled fans will get a locked-media read rule
-- once subscriptions exist.
create policy user_media_select_owner on storage.objects
  for select to authenticated
  using (
    bucket_id in ('avatars', 'covers', 'post-media', 'locked-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy user_media_insert_owner on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('avatars', 'covers', 'post-media', 'locked-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 1
  );
create policy user_media_update_owner on storage.objects
  for update to authenticated
  using (
    bucket_id in ('avatars', 'covers', 'post-media', 'locked-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'covers', 'post-media', 'locked-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 1
  );
create policy user_media_delete_owner on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('avatars', 'covers', 'post-media', 'locked-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- chat-media: both participants read and upload into their conversation's kind folders;
-- nobody overwrites a chat file; each may delete only what they uploaded.
create policy chat_media_select_participant on storage.objects
  for select to authenticated
  using (
    bucket_id = 'chat-media'
    and (storage.foldername(name))[1] in (
      select c.id::text from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
    )
  );
create policy chat_media_insert_participant on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'chat-media'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[2] in ('images', 'videos', 'voice')
    and (storage.foldername(name))[1] in (
      select c.id::text from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
    )
  );
create policy chat_media_delete_uploader on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'chat-media'
    and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] in (
      select c.id::text from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
    )
  );
