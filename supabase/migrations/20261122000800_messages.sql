-- Chat messages. Only the two participants read a conversation's messages, only they
-- write into it, always as themselves; nobody edits or deletes a message. Media files
-- live in the private chat-media bucket under {conversation_id}/{images|videos|voice}/.
create type public.message_media_type as enum ('none', 'image', 'video', 'voice');

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  content text check (char_length(content) <= 2000),
  media_type public.message_media_type not null default 'none',
  media_url text,
  media_width integer check (media_width > 0),
  media_height integer check (media_height > 0),
  media_duration numeric(8, 2) check (media_duration >= 0),
  created_at timestamptz not null default now(),
  constraint messages_text_or_media check (media_type <> 'none' or content ~ '[^[:space:]]'),
  constraint messages_media_path check (
    case media_type
      when 'none' then media_url is null
      else media_url ~ ('^' || conversation_id::text || '/'
        || case media_type when 'image' then 'images' when 'video' then 'videos' else 'voice' end
        || '/[^/]+$')
    end
  ),
  constraint messages_media_size_pair check ((media_width is null) = (media_height is null)),
  constraint messages_media_size_kind check (media_width is null or media_type in ('image', 'video')),
  constraint messages_media_duration_kind check (media_duration is null or media_type in ('video', 'voice'))
);

comment on table public.messages is 'Chat messages (spec §3). Visible to and written by the conversation''s two participants only; immutable.';
comment on column public.messages.sender_id is 'Defaults to auth.uid(); RLS refuses any other value.';
comment on column public.messages.content is 'Text, at most 2000 characters; required (non-blank) when media_type is none.';
comment on column public.messages.media_url is 'Object name in the private chat-media bucket: {conversation_id}/images|videos|voice/{file}. Clients turn it into a signed URL.';
comment on column public.messages.media_duration is 'Seconds, for video and voice.';

create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at, id);
create index messages_sender_id_idx on public.messages (sender_id);

alter table public.messages enable row level security;

revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (id, conversation_id, sender_id, content, media_type, media_url, media_width, media_height, media_duration)
  on table public.messages to authenticated;

create policy messages_select_participant on public.messages
  for select to authenticated
  using (conversation_id in (
    select c.id from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
  ));
create policy messages_insert_participant on public.messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and conversation_id in (
      select c.id from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
    )
  );

-- A new message moves its conversation to the top of both chat lists, and the sender
-- has obviously read everything up to it.
create function private.touch_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.conversations set updated_at = greatest(updated_at, new.created_at) where id = new.conversation_id;
  update public.conversation_participants set last_read_at = greatest(last_read_at, new.created_at)
   where conversation_id = new.conversation_id and user_id = new.sender_id;
  return null;
end $$;

revoke execute on function private.touch_conversation() from public, anon, authenticated;

create trigger messages_touch_conversation
  after insert on public.messages
  for each row execute function private.touch_conversation();
