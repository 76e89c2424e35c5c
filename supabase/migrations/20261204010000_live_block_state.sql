-- A block or unblock reaches an open conversation live, on both sides (issue 19 §1). While a pair
-- is blocked, the chat:<id> topic is closed to both (typing), so the news cannot travel there; and
-- the blocks table is readable by the blocker only. A third topic kind carries it:
--   chat-state:<conversation id>  an empty broadcast, event `block_changed`, sent by the database
--                                 whenever a block between the two participants starts or ends.
--                                 Both participants may receive it (select), blocked or not; nobody
--                                 may send on it (no insert policy), so it cannot be forged.
-- The payload says nothing (realtime.send adds only a message id): not who blocked whom, nor
-- whether a block started or ended. The app asks message_refusal() again, which tells each side
-- what its screen already shows ("You blocked @…" to the blocker, "You can't reply to this
-- conversation" to the other), and reads the conversation again.

create function private.announce_block_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  pair public.blocks := case when tg_op = 'DELETE' then old else new end;
  chat uuid;
begin
  select c.id into chat
    from public.conversations c
   where c.user_a_id = least(pair.blocker_id, pair.blocked_id)
     and c.user_b_id = greatest(pair.blocker_id, pair.blocked_id);
  if chat is not null then
    perform realtime.send('{}'::jsonb, 'block_changed', 'chat-state:' || chat::text, true);
  end if;
  return null;
end $$;

comment on function private.announce_block_change() is
  'After a block starts or ends: an empty `block_changed` broadcast on the pair''s chat-state:<conversation id> topic, if they have a conversation.';

revoke execute on function private.announce_block_change() from public, anon, authenticated;

create trigger blocks_announce
  after insert or delete on public.blocks
  for each row execute function private.announce_block_change();

-- Receiving: the conversation's two participants, whatever blocks stand between them.
create policy realtime_messages_select_chat_state on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select case when realtime.topic() ~ '^chat-state:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           then substr(realtime.topic(), 12)::uuid end) in (select private.my_conversation_ids())
  );
