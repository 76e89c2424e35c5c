-- Account deletion (issue 28, review m10):
-- 1. Deleting one's own account needs a fresh sign-in: the token must carry a password sign-in of the last
--    10 minutes and, when the account has an authenticator, a code entered in that time (aal2). A stolen or
--    left-open session cannot delete the account; the app asks for the password (and the code) right before,
--    signing in again on the side (features/settings/api/reauthenticate.ts). The rule sits on the profile's
--    delete, the row RLS lets the owner remove (delete_account() and a direct DELETE alike); operators
--    (service role, the auth admin API's cascade) are not asked.
-- 2. A creator's subscribers are told when the creator's account goes: their subscription ends with it
--    (the rows cascade away), and until now they learnt it only from a profile that was gone.

-- When the caller last proved who they are, from the token's `amr` (GoTrue: method + Unix time of each
-- authentication of the session). A definer: auth.mfa_factors is not readable by clients.
create function private.require_recent_sign_in(max_age interval default interval '10 minutes') returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  claims jsonb := coalesce((select auth.jwt()), '{}'::jsonb);
  since double precision := extract(epoch from now() - max_age);
begin
  if not exists (
    select 1 from jsonb_array_elements(case when jsonb_typeof(claims -> 'amr') = 'array' then claims -> 'amr' else '[]' end) a
     where a ->> 'method' = 'password' and (a ->> 'timestamp')::double precision >= since
  ) then
    raise exception 'Enter your password again to continue.' using errcode = 'VU002',
      hint = 'Sign in with the password again (at most 10 minutes before)';
  end if;
  if private.has_verified_factor((select auth.uid())) and (
    coalesce(claims ->> 'aal', 'aal1') <> 'aal2'
    or not exists (
      select 1 from jsonb_array_elements(claims -> 'amr') a
       where a ->> 'method' = 'totp' and (a ->> 'timestamp')::double precision >= since
    )
  ) then
    raise exception 'Enter the code from your authenticator app to continue.' using errcode = 'VU003',
      hint = 'Verify a code from an authenticator after signing in again';
  end if;
end $$;

comment on function private.require_recent_sign_in(interval) is
  'Raises VU002 unless the JWT carries a password sign-in within max_age, and VU003 when the caller has a verified authenticator and no code entered within max_age (aal2). Guards account deletion.';
revoke execute on function private.require_recent_sign_in(interval) from public, anon, authenticated;

-- The notice to a deleted creator's subscribers names the creator: their profile is gone once it is read.
alter table public.notifications add column creator_name text;
alter table public.notifications add column creator_username text;

comment on column public.notifications.creator_name is 'creator_deleted: the creator''s display name when the account was deleted.';
comment on column public.notifications.creator_username is 'creator_deleted: the creator''s handle when the account was deleted.';

-- 20261207020000's rule, plus creator_deleted: Velvet speaks (no actor), naming the creator.
alter table public.notifications drop constraint notifications_targets;
alter table public.notifications add constraint notifications_targets check (
  (ticket_id is not null) = (type = 'support_answer')
  and (report_id is not null) = (type = 'report_resolved')
  and (creator_username is not null) = (type = 'creator_deleted')
  and case type
    when 'follow' then post_id is null and comment_id is null and payout_status is null
    when 'post_like' then post_id is not null and comment_id is null and payout_status is null
    when 'comment_like' then post_id is not null and comment_id is not null and payout_status is null
    when 'comment' then post_id is not null and comment_id is not null and payout_status is null
    when 'reply' then post_id is not null and comment_id is not null and payout_status is null
    when 'payout' then payout_id is not null and actor_id is null and comment_id is null
      and payout_status is not null
    when 'support_answer' then actor_id is null and post_id is null and comment_id is null and message_id is null
      and payout_id is null and payout_status is null
    when 'report_resolved' then actor_id is null and post_id is null and comment_id is null and message_id is null
      and payout_id is null and payout_status is null
    -- What was removed or restored: a post (post_id), a comment (comment_id and its post) or a message
    -- (message_id and its conversation).
    when 'content_removed' then actor_id is null and payout_id is null and payout_status is null
      and ((post_id is not null and comment_id is null and message_id is null)
        or (post_id is not null and comment_id is not null and message_id is null)
        or (post_id is null and comment_id is null and message_id is not null and conversation_id is not null))
    when 'content_restored' then actor_id is null and payout_id is null and payout_status is null
      and ((post_id is not null and comment_id is null and message_id is null)
        or (post_id is not null and comment_id is not null and message_id is null)
        or (post_id is null and comment_id is null and message_id is not null and conversation_id is not null))
    when 'creator_deleted' then actor_id is null and post_id is null and comment_id is null and message_id is null
      and conversation_id is null and payout_id is null and payout_status is null and creator_name is not null
    else actor_id is not null and comment_id is null and payout_id is null and payout_status is null
  end
);

-- 20261207020000's view with the creator's name and handle appended (create or replace keeps the columns before).
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
  n.payout_status,
  n.ticket_id,
  left(t.answer, 140) as ticket_answer_excerpt,
  n.report_id,
  r.target_type as report_target_type,
  r.status as report_status,
  left(m.content, 140) as message_excerpt,
  n.creator_name,
  n.creator_username
from public.notifications n
left join public.profiles a on a.id = n.actor_id
left join public.posts p on p.id = n.post_id
left join public.comments c on c.id = n.comment_id
left join public.support_tickets t on t.id = n.ticket_id
left join public.reports r on r.id = n.report_id
left join public.messages m on m.id = n.message_id;

comment on view public.notification_cards is
  'The caller''s notifications with the actor (null when the platform speaks: payouts, support answers, removals and restorations, reviewed reports, a subscribed creator''s deleted account), a text excerpt, the amount for money notifications, the payout status then, the support answer''s first words, a reviewed report''s target kind and outcome, and a deleted creator''s name and handle (Notifications screen). Order by created_at desc, id desc.';

-- Before a profile goes: its owner must have signed in again just now (an operator need not), and the people
-- whose subscription to it is still running hear that it ended.
create function private.before_account_deletion() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) = old.id then
    perform private.require_recent_sign_in();
  end if;
  insert into public.notifications (user_id, type, creator_name, creator_username)
  select s.fan_id, 'creator_deleted', old.name, old.username
    from public.subscriptions s
   where s.creator_id = old.id and s.status <> 'expired' and s.current_period_end > now();
  return old;
end $$;

revoke execute on function private.before_account_deletion() from public, anon, authenticated;

create trigger profiles_before_delete
  before delete on public.profiles
  for each row execute function private.before_account_deletion();

comment on function public.delete_account() is
  'Deletes the caller''s account: profile, auth user and every row that cascades from them (posts, likes, comments, follows, conversations, messages, notifications, call history, subscriptions, purchases, tips). The money ledger, top-ups and payout requests are kept (accounts closed). Needs a password sign-in (and, with an authenticator, a code) from the last 10 minutes: VU002 / VU003. Subscribers of a creator are told (creator_deleted). Show get_account_deletion_impact() first.';
