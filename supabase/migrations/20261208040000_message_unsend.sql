-- Unsending one's own chat message (issue 28, review m8). The sender deletes a message they sent; the row
-- stays, emptied, so the conversation keeps its order and both participants see "Message deleted" in its
-- place (live: the UPDATE reaches the other participant's channel through the messages read policy, as
-- every change does; a DELETE would reach every subscriber of the table and cannot be filtered by
-- conversation on hosted Realtime). Its text and media are gone from the database; the app removes the
-- media file from storage (chat_media_delete_uploader lets the uploader delete it).
--
-- Only the sender, through delete_message (no client may UPDATE messages). Tips and paid messages are part
-- of a payment and stay: deleting a bought paid message would take away what the fan paid for, and an
-- unsold one could be bought while it is being deleted.

alter table public.messages add column deleted_at timestamptz;

comment on column public.messages.deleted_at is
  'Set when the sender deleted (unsent) the message through delete_message: its text and media are cleared, and both participants see "Message deleted".';

alter table public.messages drop constraint messages_text_or_media;
alter table public.messages add constraint messages_text_or_media check (
  media_type <> 'none' or content ~ '[^[:space:]]' or tip_cents is not null or deleted_at is not null
);
alter table public.messages add constraint messages_deleted_is_empty check (
  deleted_at is null or (
    content is null and media_type = 'none' and media_url is null and media_width is null
    and media_height is null and media_duration is null and price_cents is null and tip_cents is null
  )
);

-- delete_message(message_id) → the emptied row. Definer (CLIENT_DEFINER_FUNCTIONS in scripts/lint-db-rules.ts):
-- clients have no UPDATE on messages, and granting one would let them edit what they sent. It takes the
-- caller from auth.uid() only and touches nothing but the caller's own message. Deleting again is a no-op.
create function public.delete_message(message_id uuid) returns public.messages
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_user();
  target public.messages;
begin
  select * into target from public.messages m where m.id = message_id for update;
  -- Someone else's message (or one in a conversation the caller is not in) is not theirs to know about.
  if not found or target.sender_id <> me then
    raise exception 'Message not found' using errcode = 'P0002';
  end if;
  if target.deleted_at is not null then
    return target;
  end if;
  if target.tip_cents is not null then
    raise exception 'A tip can''t be deleted: it is part of a payment.' using errcode = '22023';
  end if;
  if target.price_cents is not null then
    raise exception 'A paid message can''t be deleted: it is part of a sale.' using errcode = '22023';
  end if;
  update public.messages m
     set deleted_at = now(), content = null, media_type = 'none', media_url = null,
         media_width = null, media_height = null, media_duration = null
   where m.id = message_id
  returning * into target;
  return target;
end $$;

comment on function public.delete_message(uuid) is
  'Unsends the caller''s own message: clears its text and media and sets deleted_at (idempotent); returns the row. Errors: P0002 not found or not the sender, 22023 a tip or paid message.';
revoke execute on function public.delete_message(uuid) from public, anon;
grant execute on function public.delete_message(uuid) to authenticated;
