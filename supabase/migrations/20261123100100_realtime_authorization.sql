-- Realtime Authorization for the chat: who may join, broadcast on and track presence on the
-- app's private channels (Supabase's realtime.messages policies; the same rules hold on hosted
-- Supabase, `supabase start` and the local stack). Two kinds of topic:
--   chat:<conversation id>  typing (broadcast): only the conversation's two participants may
--                           receive (select) and send (insert).
--   online:<user id>        that user's online state (presence): only they may track it (insert);
--                           they and the people they share a conversation with may see it (select).
-- Anything else (other topics, the other extension on these topics, anon) is refused. Realtime
-- runs these checks when a client joins, first sends or tracks, and when its token changes — not
-- per message. `(select realtime.topic())` and `(select auth.uid())` are evaluated once per check;
-- the lookups use conversations' primary key and its (user_a_id, user_b_id) unique index.

-- One policy per action keeps each check to the branch its extension needs.
create policy realtime_messages_select_chat_and_online on realtime.messages
  for select to authenticated
  using (
    case realtime.messages.extension
      when 'broadcast' then exists (
        select 1
        from public.conversations c
        where c.id = (
            select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then substr(realtime.topic(), 6)::uuid end)
          and (select auth.uid()) in (c.user_a_id, c.user_b_id)
      )
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

create policy realtime_messages_insert_chat_and_online on realtime.messages
  for insert to authenticated
  with check (
    case realtime.messages.extension
      when 'broadcast' then exists (
        select 1
        from public.conversations c
        where c.id = (
            select case when realtime.topic() ~ '^chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then substr(realtime.topic(), 6)::uuid end)
          and (select auth.uid()) in (c.user_a_id, c.user_b_id)
      )
      -- Nobody can appear online as someone else: only the topic's own user may track on it.
      when 'presence' then (select realtime.topic()) = 'online:' || (select auth.uid())::text
      else false
    end
  );
