-- Subscribing also follows (issue 28, UX review M2): a paying fan found "You are not following anyone
-- yet" on Following and "Follow" beside "Subscribed" on the profile. A subscription that starts (a
-- new row, or an expired one started again) inserts the fan's follow of the creator if it is absent,
-- in the same transaction, whoever started it (subscribe(), the seed's private.subscribe).
--
-- Only a start follows: renewals, turning renewal back on (resubscribe) and cancelling leave follows
-- alone, so a fan who unfollowed keeps their subscription and is not made to follow again by it.
-- Unfollowing never touches the subscription (no trigger on follows reads subscriptions).
--
-- The follow goes through public.follows like any other, so follows_count_on_profiles keeps both
-- counters right. Its "started following you" notification is left out: the creator is told once,
-- by the new_subscriber notification the same subscription writes. A transaction-local setting,
-- set only here around the insert, tells private.notify_follow so (clients cannot set it: no API
-- exposes set_config).

create function private.follow_on_subscribe() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'active' and (tg_op = 'INSERT' or old.status = 'expired') then
    perform set_config('velvet.follow_via_subscription', 'on', true);
    insert into public.follows (follower_id, following_id, created_at)
    values (new.fan_id, new.creator_id, new.updated_at)
    on conflict (follower_id, following_id) do nothing;
    perform set_config('velvet.follow_via_subscription', '', true);
  end if;
  return null;
end $$;

comment on function private.follow_on_subscribe() is
  'subscriptions trigger: a subscription that starts (insert, or expired → active) inserts the fan''s follow of the creator if absent, without a follow notification.';

revoke execute on function private.follow_on_subscribe() from public, anon, authenticated;

create trigger subscriptions_follow_on_start
  after insert or update of status on public.subscriptions
  for each row execute function private.follow_on_subscribe();

-- 20261122000900_notifications.sql's body, with the follow written by a subscription left out.
create or replace function private.notify_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if coalesce(current_setting('velvet.follow_via_subscription', true), '') = 'on' then
      return null;
    end if;
    insert into public.notifications (user_id, actor_id, type) values (new.following_id, new.follower_id, 'follow');
  else
    delete from public.notifications
     where user_id = old.following_id and actor_id = old.follower_id and type = 'follow';
  end if;
  return null;
end $$;

comment on table public.follows is
  'follower_id follows following_id (spec §3). Seen by the follower and the followed. Written by the follower, and by a subscription that starts (private.follow_on_subscribe).';
