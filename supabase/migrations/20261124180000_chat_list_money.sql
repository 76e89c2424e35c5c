-- Chat list: paid messages and tips (issue 13 §5, §6). The last message's price and tip let the
-- Chats screen say "Paid photo · €4.00" or "Tip €5.00" instead of a blank or a tip note out of
-- context; other_is_creator lets a conversation offer Tip only where tipping is possible.
-- The return type changes, so the function and the view that reads it are recreated (columns
-- appended; same security invoker, same grants).

drop view public.chat_list;
drop function public.get_chat_list();

create function public.get_chat_list()
returns table (
  id uuid,
  updated_at timestamptz,
  other_user_id uuid,
  other_name text,
  other_username text,
  other_avatar_url text,
  last_message_id uuid,
  last_message_content text,
  last_message_media_type public.message_media_type,
  last_message_sender_id uuid,
  last_message_at timestamptz,
  last_read_at timestamptz,
  unread_count integer,
  last_message_price_cents integer,
  last_message_tip_cents integer,
  other_is_creator boolean
)
language plpgsql stable security invoker set search_path = '' rows 20 as $$
begin
  return query
    select
      c.id,
      c.updated_at,
      o.id,
      o.name,
      o.username,
      o.avatar_url,
      lm.id,
      lm.content,
      lm.media_type,
      lm.sender_id,
      lm.created_at,
      me.last_read_at,
      (
        select count(*)::integer from public.messages m
        where m.conversation_id = c.id and m.created_at > me.last_read_at and m.sender_id <> me.user_id
      ),
      lm.price_cents,
      lm.tip_cents,
      o.is_creator
    from public.conversations c
    join public.conversation_participants me
      on me.conversation_id = c.id and me.user_id = (select auth.uid())
    join public.profiles o
      on o.id = case when c.user_a_id = me.user_id then c.user_b_id else c.user_a_id end
    left join lateral (
      select m.id, m.content, m.media_type, m.sender_id, m.created_at, m.price_cents, m.tip_cents
      from public.messages m
      where m.conversation_id = c.id
      order by m.created_at desc, m.id desc
      limit 1
    ) lm on true
    order by c.updated_at desc;
end $$;

comment on function public.get_chat_list() is
  'Chats screen: the caller''s conversations newest first with the other participant, the last message (with its price or tip) and the unread count (the rows of the chat_list view).';

create view public.chat_list with (security_invoker = true) as
select * from public.get_chat_list();

comment on view public.chat_list is 'The caller''s conversations as the chat list shows them: the other participant, the last message, unread count. Order by updated_at desc.';
comment on column public.chat_list.unread_count is 'Messages from the other participant newer than the caller''s last_read_at.';
comment on column public.chat_list.last_message_price_cents is 'The last message is a paid message at this price (its media is locked for the recipient until bought).';
comment on column public.chat_list.last_message_tip_cents is 'The last message is a tip of this amount.';

revoke execute on function public.get_chat_list() from public, anon;
grant execute on function public.get_chat_list() to authenticated;
revoke all on public.chat_list from anon, authenticated;
grant select on public.chat_list to authenticated;
