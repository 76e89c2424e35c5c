-- Money notifications (issue 13 §11), through the existing notifications table and realtime
-- feed: a creator hears about a new subscriber, a renewal, a tip and a purchase of a post or
-- message; a fan hears that a renewal failed; a creator hears every payout status change.
-- Like the social notifications they are written by triggers on the rows that cause them.
alter table public.notifications alter column actor_id drop not null;
alter table public.notifications add column amount_cents bigint check (amount_cents > 0);
alter table public.notifications add column conversation_id uuid references public.conversations (id) on delete cascade;
alter table public.notifications add column message_id uuid references public.messages (id) on delete cascade;
alter table public.notifications add column payout_id uuid references public.payout_requests (id) on delete cascade;

comment on column public.notifications.actor_id is 'Who followed, liked, commented, subscribed, tipped or bought; null for payout status changes (the platform).';
comment on column public.notifications.amount_cents is 'Money notifications: the amount paid, tipped or paid out, in euro cents.';
comment on column public.notifications.conversation_id is 'Chat tips and message purchases: the conversation to open.';
comment on column public.notifications.message_id is 'Message purchases: the paid message; chat tips: the tip message.';
comment on column public.notifications.payout_id is 'Payout notifications: the payout request whose status changed.';

create index notifications_conversation_id_idx on public.notifications (conversation_id);
create index notifications_message_id_idx on public.notifications (message_id);
create index notifications_payout_id_idx on public.notifications (payout_id);

alter table public.notifications drop constraint notifications_targets;
alter table public.notifications add constraint notifications_targets check (
  case type
    when 'follow' then post_id is null and comment_id is null
    when 'post_like' then post_id is not null and comment_id is null
    when 'comment_like' then post_id is not null and comment_id is not null
    when 'comment' then post_id is not null and comment_id is not null
    when 'reply' then post_id is not null and comment_id is not null
    when 'payout' then payout_id is not null and actor_id is null and comment_id is null
    else actor_id is not null and comment_id is null and payout_id is null
  end
);

create or replace view public.notification_cards with (security_invoker = true) as
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
  left(c.content, 140) as comment_excerpt,
  n.amount_cents,
  n.conversation_id,
  n.message_id,
  n.payout_id,
  pr.status as payout_status
from public.notifications n
left join public.profiles a on a.id = n.actor_id
left join public.posts p on p.id = n.post_id
left join public.comments c on c.id = n.comment_id
left join public.payout_requests pr on pr.id = n.payout_id;

comment on view public.notification_cards is
  'The caller''s notifications with the actor (null for payout updates), a text excerpt, the amount for money notifications and the payout''s current status (Notifications screen). Order by created_at desc, id desc.';

-- Subscriptions: a new (or renewed-after-expiry) subscriber and each renewal notify the creator;
-- a failed renewal notifies the fan.
create function private.notify_subscription() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'active' and (tg_op = 'INSERT' or old.status = 'expired') then
    insert into public.notifications (user_id, actor_id, type, amount_cents, created_at)
    values (new.creator_id, new.fan_id, 'new_subscriber', new.price_cents, new.current_period_start);
  elsif tg_op = 'UPDATE' and old.status <> 'expired' and new.current_period_start > old.current_period_start then
    insert into public.notifications (user_id, actor_id, type, amount_cents, created_at)
    values (new.creator_id, new.fan_id, 'subscription_renewed', new.price_cents, new.updated_at);
  end if;
  if tg_op = 'UPDATE' and new.renewal_failed_at is not null and new.renewal_failed_at is distinct from old.renewal_failed_at then
    insert into public.notifications (user_id, actor_id, type, amount_cents, created_at)
    values (new.fan_id, new.creator_id, 'renewal_failed', new.price_cents, new.renewal_failed_at);
  end if;
  return null;
end $$;

create function private.notify_purchase() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  conversation uuid;
begin
  if new.message_id is not null then
    select m.conversation_id into conversation from public.messages m where m.id = new.message_id;
  end if;
  insert into public.notifications (user_id, actor_id, type, post_id, message_id, conversation_id, amount_cents, created_at)
  values (new.creator_id, new.fan_id, 'purchase', new.post_id, new.message_id, conversation, new.price_cents, new.created_at);
  return null;
end $$;

create function private.notify_tip() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, actor_id, type, post_id, conversation_id, message_id, amount_cents, created_at)
  values (new.creator_id, new.fan_id, 'tip', new.post_id, new.conversation_id, new.message_id, new.amount_cents, new.created_at);
  return null;
end $$;

create function private.notify_payout() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The creator asked for the payout themselves; only the operator's changes are news. Skipped
  -- when the account is gone (notifications need a profile).
  if new.status is distinct from old.status
     and exists (select 1 from public.profiles p where p.id = new.creator_id) then
    insert into public.notifications (user_id, type, payout_id, amount_cents, created_at)
    values (new.creator_id, 'payout', new.id, new.amount_cents, new.updated_at);
  end if;
  return null;
end $$;

revoke execute on function private.notify_subscription(), private.notify_purchase(), private.notify_tip(),
  private.notify_payout() from public, anon, authenticated;

create trigger subscriptions_notify
  after insert or update on public.subscriptions
  for each row execute function private.notify_subscription();
create trigger purchases_notify
  after insert on public.purchases
  for each row execute function private.notify_purchase();
create trigger tips_notify
  after insert on public.tips
  for each row execute function private.notify_tip();
create trigger payout_requests_notify
  after update of status on public.payout_requests
  for each row execute function private.notify_payout();
