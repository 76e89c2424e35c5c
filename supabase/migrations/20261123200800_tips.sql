-- Tips (issue 13 §6): €1–€200 from a fan to a creator with an optional note, given on a post,
-- on the profile or in a chat; a chat tip also appears in the conversation as a tip message.
-- Written only by tip().
create type public.tip_context as enum ('profile', 'post', 'chat');

create table public.tips (
  id uuid primary key default gen_random_uuid(),
  fan_id uuid not null references public.profiles (id) on delete cascade,
  creator_id uuid not null references public.profiles (id) on delete cascade,
  amount_cents integer not null check (amount_cents between 100 and 20000),
  note text check (char_length(note) between 1 and 500 and note ~ '[^[:space:]]'),
  context public.tip_context not null,
  post_id uuid references public.posts (id) on delete set null,
  conversation_id uuid references public.conversations (id) on delete set null,
  message_id uuid references public.messages (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint tips_not_self check (fan_id <> creator_id),
  constraint tips_context_target check (
    (post_id is null or context = 'post') and (conversation_id is null and message_id is null or context = 'chat')
  )
);

comment on table public.tips is 'Tips from fans to creators. Visible to the two of them.';
comment on column public.tips.note is 'Optional message with the tip (1–500 characters).';
comment on column public.tips.context is 'Where the tip was given: profile, post (post_id) or chat (conversation_id, and the tip message).';
comment on column public.tips.message_id is 'The tip bubble in the conversation (chat tips).';

create index tips_fan_idx on public.tips (fan_id, created_at);
create index tips_creator_idx on public.tips (creator_id, created_at);
create index tips_post_idx on public.tips (post_id);
create index tips_conversation_idx on public.tips (conversation_id);
create index tips_message_idx on public.tips (message_id);

alter table public.tips enable row level security;

revoke all on table public.tips from anon, authenticated;
grant select on table public.tips to authenticated;

create policy tips_select_party on public.tips
  for select to authenticated
  using ((select auth.uid()) in (fan_id, creator_id));
