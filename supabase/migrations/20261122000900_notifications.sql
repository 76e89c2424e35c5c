-- Notifications (issue 7): new followers, likes on your posts and comments, comments on
-- your posts and replies to your comments. Written only by the triggers below, never by
-- clients; a recipient reads, marks read and dismisses their own.
create type public.notification_type as enum ('follow', 'post_like', 'comment_like', 'comment', 'reply');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid not null references public.profiles (id) on delete cascade,
  type public.notification_type not null,
  post_id uuid references public.posts (id) on delete cascade,
  comment_id uuid references public.comments (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_not_self check (user_id <> actor_id),
  constraint notifications_targets check (
    case type
      when 'follow' then post_id is null and comment_id is null
      when 'post_like' then post_id is not null and comment_id is null
      else post_id is not null and comment_id is not null
    end
  )
);

comment on table public.notifications is 'Activity addressed to user_id, created by triggers on follows, likes and comments. Private to the recipient.';
comment on column public.notifications.actor_id is 'Who followed, liked or commented.';
comment on column public.notifications.post_id is 'The post to open (for comment likes, comments and replies: the comment''s post).';
comment on column public.notifications.comment_id is 'The liked comment, or the new comment / reply.';
comment on column public.notifications.read_at is 'Null while unread.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at, id);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_actor_id_idx on public.notifications (actor_id);
create index notifications_post_id_idx on public.notifications (post_id);
create index notifications_comment_id_idx on public.notifications (comment_id);

alter table public.notifications enable row level security;

revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;
grant delete on table public.notifications to authenticated;

create policy notifications_select_recipient on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy notifications_update_recipient on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy notifications_delete_recipient on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

create function public.mark_notifications_read() returns void
language sql volatile security invoker set search_path = '' as $$
  update public.notifications set read_at = now()
   where user_id = (select auth.uid()) and read_at is null;
$$;

comment on function public.mark_notifications_read() is 'Marks all of the caller''s unread notifications read ("mark all read").';
revoke execute on function public.mark_notifications_read() from public, anon;
grant execute on function public.mark_notifications_read() to authenticated;

-- Undoing the action (unfollow, unlike) withdraws its notification, so toggling does not
-- pile up alerts; deleted comments take theirs along through the foreign key.
create function private.notify_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, actor_id, type) values (new.following_id, new.follower_id, 'follow');
  else
    delete from public.notifications
     where user_id = old.following_id and actor_id = old.follower_id and type = 'follow';
  end if;
  return null;
end $$;

create function private.notify_like() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recipient uuid;
  target_post uuid;
begin
  if tg_op = 'DELETE' then
    delete from public.notifications n
     where n.actor_id = old.user_id
       and ((old.post_id is not null and n.type = 'post_like' and n.post_id = old.post_id)
         or (old.comment_id is not null and n.type = 'comment_like' and n.comment_id = old.comment_id));
    return null;
  end if;
  if new.post_id is not null then
    select p.user_id into recipient from public.posts p where p.id = new.post_id;
    if recipient is distinct from new.user_id then
      insert into public.notifications (user_id, actor_id, type, post_id)
      values (recipient, new.user_id, 'post_like', new.post_id);
    end if;
  else
    select c.user_id, c.post_id into recipient, target_post from public.comments c where c.id = new.comment_id;
    if recipient is distinct from new.user_id then
      insert into public.notifications (user_id, actor_id, type, post_id, comment_id)
      values (recipient, new.user_id, 'comment_like', target_post, new.comment_id);
    end if;
  end if;
  return null;
end $$;

create function private.notify_comment() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  post_author uuid;
  parent_author uuid;
begin
  select p.user_id into post_author from public.posts p where p.id = new.post_id;
  if new.parent_id is not null then
    select c.user_id into parent_author from public.comments c where c.id = new.parent_id;
    if parent_author is distinct from new.user_id then
      insert into public.notifications (user_id, actor_id, type, post_id, comment_id)
      values (parent_author, new.user_id, 'reply', new.post_id, new.id);
    end if;
  end if;
  if post_author is distinct from new.user_id and post_author is distinct from parent_author then
    insert into public.notifications (user_id, actor_id, type, post_id, comment_id)
    values (post_author, new.user_id, 'comment', new.post_id, new.id);
  end if;
  return null;
end $$;

revoke execute on function private.notify_follow(), private.notify_like(), private.notify_comment()
  from public, anon, authenticated;

create trigger follows_notify
  after insert or delete on public.follows
  for each row execute function private.notify_follow();
create trigger likes_notify
  after insert or delete on public.likes
  for each row execute function private.notify_like();
create trigger comments_notify
  after insert on public.comments
  for each row execute function private.notify_comment();
