-- Comments for the storage policies (issue 12 §7): 20261122001400_storage.sql and the later storage
-- migrations created them without `comment on`, unlike every table, column and function of ours.
-- `\dp storage.objects` / the dashboard now say what each rule is for. Nothing else changes.

comment on policy user_media_select_owner on storage.objects is
  'avatars, covers, post-media, locked-media: the owner of the top-level {user id}/ folder reads through the API (list, sign, download). Public buckets are served by URL without this.';
comment on policy user_media_insert_owner on storage.objects is
  'avatars, covers, post-media, locked-media: uploads only directly inside the uploader''s own {user id}/ folder.';
comment on policy user_media_update_owner on storage.objects is
  'avatars, covers, post-media, locked-media: the owner may overwrite (upsert) files in their own folder and nowhere else.';
comment on policy user_media_delete_owner on storage.objects is
  'avatars, covers, post-media, locked-media: the owner deletes files in their own folder.';

comment on policy chat_media_select_participant on storage.objects is
  'chat-media: both participants read {conversation id}/… files (signed URLs, downloads); see private.my_conversation_ids().';
comment on policy chat_media_insert_participant on storage.objects is
  'chat-media: a participant uploads into {conversation id}/images|videos|voice/. No update policy: nobody overwrites a chat file.';
comment on policy chat_media_delete_uploader on storage.objects is
  'chat-media: a participant deletes only the files they uploaded (owner_id) in their conversation.';

comment on policy locked_media_select_entitled on storage.objects is
  'locked-media: besides the owner, fans entitled to a locked post or a paid message read its file and video poster (entitlement.can_read_locked_object).';
comment on policy objects_insert_live_profile on storage.objects is
  'Restrictive: uploads only from an account whose profile still exists (see writes_require_live_profile).';
comment on policy objects_update_live_profile on storage.objects is
  'Restrictive: overwrites only from an account whose profile still exists (see writes_require_live_profile).';
