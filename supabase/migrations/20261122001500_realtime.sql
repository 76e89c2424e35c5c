-- Tables whose changes screens receive live (realtime postgres_changes; RLS decides who
-- gets each event): new messages, chat list order, read positions (unread badges) and
-- notifications.
alter publication supabase_realtime
  add table public.messages, public.conversations, public.conversation_participants, public.notifications;
