-- One definition of "the caller's conversations" (issue 12 §7). Every policy that lets a user into a
-- conversation's rows, files or channels — conversation_participants, messages (read and send,
-- including paid messages), the chat-media bucket and the chat:<id> realtime topics — asked the same
-- subquery, written out eight times; they now all ask private.my_conversation_ids(), the one place
-- to change who counts as a member. conversations' own policies stay the definition itself.
--
-- A set, used as `x in (select private.my_conversation_ids())`, rather than a per-row predicate like
-- Basejump's has_role_on_account(id): Postgres cannot inline a function that reads a table, so a
-- predicate runs once per row a policy filters (every message the chat list's unread counts scan),
-- which measured several times slower. The set is computed once per query and hashed (Basejump's
-- get_accounts_with_role() shape), giving the plans the subquery had. PL/pgSQL so its plan is
-- cached per session; SQL functions with a search_path are re-planned on every call.
--
-- Security invoker: it reads conversations with the caller's rights under that table's own policy,
-- so it can only ever return the caller's own conversations and needs no review as a definer.
-- Policies run as the caller, so `authenticated` gets USAGE on private and EXECUTE on this function
-- only; PostgREST does not expose the schema (config.toml [api] schemas), so it is not an RPC.
-- (The presence branch of the realtime policy asks a different question — do the caller and the
-- topic's user share a conversation — and keeps its pair lookup. private.unlock_message and
-- private.tip check a user passed in, not the caller, and keep theirs.)

create function private.my_conversation_ids() returns setof uuid
language plpgsql stable set search_path = '' rows 100 as $$
begin
  return query
    select c.id from public.conversations c where (select auth.uid()) in (c.user_a_id, c.user_b_id);
end $$;

comment on function private.my_conversation_ids() is
  'The ids of the caller''s conversations (auth.uid() is user_a_id or user_b_id). What every conversation-membership policy checks against, as `x in (select private.my_conversation_ids())`.';

revoke execute on function private.my_conversation_ids() from public, anon;
grant usage on schema private to authenticated;
grant execute on function private.my_conversation_ids() to authenticated;
-- USAGE must not make any other helper callable: every other function here revokes EXECUTE from
-- PUBLIC, and the database lint private_function_executable (scripts/lint-db-rules.ts) fails the
-- build if one ever does not. (A per-schema ALTER DEFAULT PRIVILEGES cannot revoke PUBLIC's
-- EXECUTE: that default is global.)

comment on schema private is
  'Trigger functions and helpers that run with elevated rights. Not exposed through PostgREST. authenticated has USAGE only so that policies can call private.my_conversation_ids(), the one function it may execute.';

alter policy conversation_participants_select_participant on public.conversation_participants
  using (conversation_id in (select private.my_conversation_ids()));

alter policy messages_select_participant on public.messages
  using (conversation_id in (select private.my_conversation_ids()));

alter policy messages_insert_participant on public.messages
  with check (
    sender_id = (select auth.uid())
    and conversation_id in (select private.my_conversation_ids())
    and (price_cents is null or exists (
      select 1 from public.profiles pr where pr.id = (select auth.uid()) and pr.is_creator
    ))
  );

alter policy chat_media_select_participant on storage.objects
  using (
    bucket_id = 'chat-media'
    and (storage.foldername(name))[1] in (select private.my_conversation_ids()::text)
  );

alter policy chat_media_insert_participant on storage.objects
  with check (
    bucket_id = 'chat-media'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[2] in ('images', 'videos', 'voice')
    and (storage.foldername(name))[1] in (select private.my_conversation_ids()::text)
  );

alter policy chat_media_delete_uploader on storage.objects
  using (
    bucket_id = 'chat-media'
    and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] in (select private.my_conversation_ids()::text)
  );

-- chat:<conversation id>: the topic's id (null unless the topic is exactly that shape) must be one of
-- the caller's conversations.
alter policy realtime_messages_select_chat_and_online on realtime.messages
  using (
    case realtime.messages.extension
      when 'broadcast' then
        (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then substr(realtime.topic(), 6)::uuid end) in (select private.my_conversation_ids())
      when 'presence' then
        (select realtime.topic()) = 'online:' || (select auth.uid())::text
        or exists (
          select 1
          from public.conversations c
          cross join lateral (
            select case when realtime.topic() ~ '^online:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then substr(realtime.topic(), 8)::uuid end as owner_id
          ) t
          where c.user_a_id = least(t.owner_id, (select auth.uid()))
            and c.user_b_id = greatest(t.owner_id, (select auth.uid()))
        )
      else false
    end
  );

alter policy realtime_messages_insert_chat_and_online on realtime.messages
  with check (
    case realtime.messages.extension
      when 'broadcast' then
        (select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then substr(realtime.topic(), 6)::uuid end) in (select private.my_conversation_ids())
      -- Nobody can appear online as someone else: only the topic's own user may track on it.
      when 'presence' then (select realtime.topic()) = 'online:' || (select auth.uid())::text
      else false
    end
  );
