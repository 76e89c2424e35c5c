-- Paid chat messages and chat tips (issue 13 §5, §6). A creator may put a price (€1–€100) on an
-- image or video message; like a locked post, its file then lives in the private locked-media
-- bucket under the sender's folder and its path in locked_message_media, so the message row
-- (which realtime publishes to both participants) never carries a locked path. A tip sent in a
-- chat appears there as a message with tip_cents, written only by tip().
alter table public.messages add column price_cents integer check (price_cents between 100 and 10000);
alter table public.messages add column tip_cents integer check (tip_cents between 100 and 20000);
comment on column public.messages.price_cents is
  'Paid message: price in euro cents (100–10000) to unlock its image or video; media_url is then null and the path is in locked_message_media. Creators only.';
comment on column public.messages.tip_cents is 'A tip bubble: the amount tipped in this chat (written by tip(), never by clients).';
comment on column public.messages.media_url is
  'Object name in the private chat-media bucket: {conversation_id}/images|videos|voice/{file}. Null for paid messages (see locked_message_media). Clients turn it into a signed URL.';

alter table public.messages drop constraint messages_media_path;
alter table public.messages add constraint messages_media_path check (
  case
    when media_type = 'none' then media_url is null
    when price_cents is not null then media_url is null
    else media_url ~ ('^' || conversation_id::text || '/'
      || case media_type when 'image' then 'images' when 'video' then 'videos' else 'voice' end
      || '/[^/]+$')
  end
);
alter table public.messages add constraint messages_price_needs_visual_media
  check (price_cents is null or media_type in ('image', 'video'));
alter table public.messages add constraint messages_tip_is_plain
  check (tip_cents is null or (media_type = 'none' and price_cents is null));
alter table public.messages drop constraint messages_text_or_media;
alter table public.messages add constraint messages_text_or_media
  check (media_type <> 'none' or content ~ '[^[:space:]]' or tip_cents is not null);

grant insert (price_cents) on table public.messages to authenticated;

alter policy messages_insert_participant on public.messages
  with check (
    sender_id = (select auth.uid())
    and conversation_id in (
      select c.id from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id)
    )
    and (price_cents is null or exists (
      select 1 from public.profiles pr where pr.id = (select auth.uid()) and pr.is_creator
    ))
  );

create table public.locked_message_media (
  message_id uuid primary key references public.messages (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  media_path text not null check (media_path ~ ('^' || sender_id::text || '/[^/]+$')),
  media_stem text generated always as (regexp_replace(media_path, '\.[^./]*$', '')) stored,
  created_at timestamptz not null default now()
);

comment on table public.locked_message_media is 'Where a paid message''s file lives in the private locked-media bucket. Readable by the sender and by the fan who unlocked the message.';
comment on column public.locked_message_media.media_path is 'Object name in locked-media: {sender id}/{file}.';
comment on column public.locked_message_media.media_stem is 'media_path without its extension: also matches a video''s poster.';

create index locked_message_media_sender_id_idx on public.locked_message_media (sender_id);
create index locked_message_media_stem_idx on public.locked_message_media (media_stem);

alter table public.locked_message_media enable row level security;

revoke all on table public.locked_message_media from anon, authenticated;
grant select on table public.locked_message_media to authenticated;
grant insert (message_id, sender_id, media_path) on table public.locked_message_media to authenticated;

-- Entitled buyers are added to this policy by the entitlement migration.
create policy locked_message_media_select_entitled on public.locked_message_media
  for select to authenticated using (sender_id = (select auth.uid()));
-- Like every client write, only from a live account (see writes_require_live_profile).
create policy locked_message_media_insert_live_profile on public.locked_message_media
  as restrictive for insert to authenticated
  with check (exists (select 1 from public.profiles p where p.id = (select auth.uid())));
create policy locked_message_media_insert_sender on public.locked_message_media
  for insert to authenticated with check (
    sender_id = (select auth.uid())
    and exists (
      select 1 from public.messages m
      where m.id = message_id and m.sender_id = (select auth.uid()) and m.price_cents is not null
    )
  );

-- The paid message and its locked media in one transaction (runs as the caller, so the same
-- policies decide as for two separate inserts). Upload the file to locked-media/{your id}/ first.
create function public.send_paid_message(
  conversation_id uuid,
  media_type public.message_media_type,
  media_path text,
  price_cents integer,
  content text default null,
  media_width integer default null,
  media_height integer default null,
  media_duration numeric default null,
  id uuid default null
) returns public.messages
language plpgsql volatile security invoker set search_path = '' as $$
declare
  sent public.messages;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  insert into public.messages (id, conversation_id, content, media_type, price_cents, media_width, media_height, media_duration)
  values (coalesce(send_paid_message.id, gen_random_uuid()), send_paid_message.conversation_id,
          nullif(btrim(send_paid_message.content), ''), send_paid_message.media_type, send_paid_message.price_cents,
          send_paid_message.media_width, send_paid_message.media_height, send_paid_message.media_duration)
  returning * into sent;
  insert into public.locked_message_media (message_id, media_path) values (sent.id, send_paid_message.media_path);
  return sent;
end $$;

comment on function public.send_paid_message(uuid, public.message_media_type, text, integer, text, integer, integer, numeric, uuid) is
  'Creators: sends an image or video message with a price (100–10000 cents) whose file is at locked-media/{your id}/{file}. The recipient sees it blurred until they unlock_message().';
revoke execute on function public.send_paid_message(uuid, public.message_media_type, text, integer, text, integer, integer, numeric, uuid) from public, anon;
grant execute on function public.send_paid_message(uuid, public.message_media_type, text, integer, text, integer, integer, numeric, uuid) to authenticated;
