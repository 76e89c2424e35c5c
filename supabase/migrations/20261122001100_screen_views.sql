-- Read models for the screens: each view returns exactly what a card shows, in one
-- request. All are security_invoker, so the caller's RLS applies to every table inside
-- (locked paths, likes and follows of other people stay invisible).
create view public.post_cards with (security_invoker = true) as
select
  p.id,
  p.user_id,
  p.content,
  p.media_type,
  p.media_url,
  p.media_width,
  p.media_height,
  p.is_locked,
  p.likes_count,
  p.comments_count,
  p.created_at,
  a.name as author_name,
  a.username as author_username,
  a.avatar_url as author_avatar_url,
  a.is_creator as author_is_creator,
  exists (
    select 1 from public.likes l where l.post_id = p.id and l.user_id = (select auth.uid())
  ) as user_liked,
  lm.media_path as locked_media_path
from public.posts p
join public.profiles a on a.id = p.user_id
left join public.locked_post_media lm on lm.post_id = p.id;

comment on view public.post_cards is 'A post as the feed, post detail, video feed and profile tabs show it: author, counts, the viewer''s like, and (author only) the locked media path.';
comment on column public.post_cards.user_liked is 'The caller has liked this post (false for visitors).';
comment on column public.post_cards.locked_media_path is 'Object name in locked-media; non-null only for the post''s author (and, later, entitled fans).';

create view public.comment_cards with (security_invoker = true) as
select
  c.id,
  c.post_id,
  c.user_id,
  c.parent_id,
  c.content,
  c.likes_count,
  c.created_at,
  a.name as author_name,
  a.username as author_username,
  a.avatar_url as author_avatar_url,
  exists (
    select 1 from public.likes l where l.comment_id = c.id and l.user_id = (select auth.uid())
  ) as user_liked
from public.comments c
join public.profiles a on a.id = c.user_id;

comment on view public.comment_cards is 'A comment or reply with its author and the viewer''s like (post detail).';

create view public.profile_cards with (security_invoker = true) as
select
  p.id,
  p.name,
  p.username,
  p.bio,
  p.location,
  p.avatar_url,
  p.cover_url,
  p.is_creator,
  p.subscription_price_cents,
  p.followers_count,
  p.following_count,
  p.posts_count,
  p.created_at,
  exists (
    select 1 from public.follows f where f.follower_id = (select auth.uid()) and f.following_id = p.id
  ) as is_following
from public.profiles p;

comment on view public.profile_cards is 'A profile with whether the caller follows it (Discover, Following, suggestions).';

create view public.chat_list with (security_invoker = true) as
select
  c.id,
  c.updated_at,
  o.id as other_user_id,
  o.name as other_name,
  o.username as other_username,
  o.avatar_url as other_avatar_url,
  lm.id as last_message_id,
  lm.content as last_message_content,
  lm.media_type as last_message_media_type,
  lm.sender_id as last_message_sender_id,
  lm.created_at as last_message_at,
  me.last_read_at,
  (
    select count(*)::integer from public.messages m
    where m.conversation_id = c.id and m.created_at > me.last_read_at and m.sender_id <> me.user_id
  ) as unread_count
from public.conversations c
join public.conversation_participants me
  on me.conversation_id = c.id and me.user_id = (select auth.uid())
join public.profiles o
  on o.id = case when c.user_a_id = me.user_id then c.user_b_id else c.user_a_id end
left join lateral (
  select m.id, m.content, m.media_type, m.sender_id, m.created_at
  from public.messages m
  where m.conversation_id = c.id
  order by m.created_at desc, m.id desc
  limit 1
) lm on true;

comment on view public.chat_list is 'The caller''s conversations as the chat list shows them: the other participant, the last message, unread count. Order by updated_at desc.';
comment on column public.chat_list.unread_count is 'Messages from the other participant newer than the caller''s last_read_at.';

create view public.notification_cards with (security_invoker = true) as
select
  n.id,
  n.user_id,
  n.type,
  n.post_id,
  n.comment_id,
  n.created_at,
  n.read_at,
  n.actor_id,
  a.name as actor_name,
  a.username as actor_username,
  a.avatar_url as actor_avatar_url,
  left(p.content, 140) as post_excerpt,
  left(c.content, 140) as comment_excerpt
from public.notifications n
join public.profiles a on a.id = n.actor_id
left join public.posts p on p.id = n.post_id
left join public.comments c on c.id = n.comment_id;

comment on view public.notification_cards is 'The caller''s notifications with the actor and a text excerpt (Notifications screen). Order by created_at desc, id desc.';

revoke all on public.post_cards, public.comment_cards, public.profile_cards from anon, authenticated;
revoke all on public.chat_list, public.notification_cards from anon, authenticated;
grant select on public.post_cards, public.comment_cards, public.profile_cards to anon, authenticated;
grant select on public.chat_list, public.notification_cards to authenticated;
