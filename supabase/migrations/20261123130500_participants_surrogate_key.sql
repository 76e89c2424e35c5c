-- DELETE events no longer reveal who chatted with whom (issue 16, finding 7). Realtime cannot
-- check RLS for a row that is gone, so a DELETE reaches every subscriber of the table with the
-- old row's primary key only. With the key (conversation_id, user_id), anyone subscribed to
-- conversation_participants learned both members of every conversation deleted with an
-- account. A random surrogate key makes that payload an opaque id; the pair stays unique. The
-- table stays published: the chat list listens to UPDATEs of the user's own read position.
alter table public.conversation_participants add column id uuid not null default gen_random_uuid();

alter table public.conversation_participants
  drop constraint conversation_participants_pkey,
  add constraint conversation_participants_pkey primary key (id),
  add constraint conversation_participants_pair_key unique (conversation_id, user_id);

comment on column public.conversation_participants.id is
  'Surrogate key: the only column a DELETE event carries, so it must not identify the conversation or the user.';
