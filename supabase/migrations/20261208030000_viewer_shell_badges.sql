-- The shell's badges in its one request (issue 28, phone navigation): besides the unread
-- notifications and the wallet, the number of chats with unread messages (the Chats tab's badge)
-- and, for creators, their earnings (the Earnings entry's badge: what is available to pay out).
--
--   unread_chat_count()  the caller's conversations holding a message from the other participant
--                        newer than the caller's last_read_at: the chats chat_list shows with an
--                        unread_count above 0, counted without building the list. The badge reads it
--                        again when a message arrives while the list is not cached.
--   viewer_shell         20261129020000_privacy_settings.sql's body plus
--                          unread_chats  unread_chat_count()
--                          earnings      get_earnings()'s one row for a creator, null for anyone else

create function public.unread_chat_count()
returns integer
language sql stable security invoker set search_path = '' as $$
  select count(*)::integer
  from public.conversation_participants me
  where me.user_id = (select auth.uid())
    and exists (
      select 1 from public.messages m
      where m.conversation_id = me.conversation_id
        and m.created_at > me.last_read_at
        and m.sender_id <> me.user_id
    );
$$;

comment on function public.unread_chat_count() is
  'How many of the caller''s conversations have messages from the other participant newer than the caller''s last_read_at (the chats chat_list shows with unread_count > 0). RLS decides which rows count.';

revoke execute on function public.unread_chat_count() from public, anon;
grant execute on function public.unread_chat_count() to authenticated;

create or replace function public.viewer_shell(with_suggestions boolean default false, suggestions_limit integer default 10)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  mine public.profiles;
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  select * into mine from public.profiles p where p.id = me;
  return jsonb_build_object(
    'profile', case when mine.id is null then null else to_jsonb(mine) end,
    'unread_notifications',
      (select count(*) from public.notifications n where n.user_id = me and n.read_at is null),
    'unread_chats', public.unread_chat_count(),
    'wallet', (select to_jsonb(w) from public.get_wallet() w),
    'earnings',
      case when coalesce(mine.is_creator, false) then (select to_jsonb(e) from public.get_earnings() e) end,
    'suggested_creators',
      case when coalesce(with_suggestions, false) then
        coalesce((select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality)
                  from public.get_suggested_creators(suggestions_limit) with ordinality s), '[]'::jsonb)
      end,
    'privacy', (select jsonb_build_object('message_audience', s.message_audience, 'show_online', s.show_online,
                                          'discoverable', s.discoverable)
                from public.privacy_settings s where s.user_id = me)
  );
end $$;

comment on function public.viewer_shell(boolean, integer) is
  'The app shell in one request: { profile, unread_notifications, unread_chats, wallet, earnings, suggested_creators, privacy } for the caller; earnings is get_earnings() for a creator and null otherwise; suggested_creators is null unless with_suggestions (the xl panel, Discover); privacy is null until the caller saved Privacy Settings (defaults everyone / on / on). Signed-in users only.';
