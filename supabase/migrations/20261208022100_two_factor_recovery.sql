-- A way back in without the authenticator (issue 28, review M7). Someone who lost every authenticator cannot
-- reach Contact Support (it needs a session past the code step), so the two-factor step links to a signed-out
-- request: an email address and what happened. It works the same on hosted Supabase: the
-- `two-factor-recovery` Edge Function (no session) calls these service-role RPCs and mails through the
-- functions' mail path (email-digest's), the `two-factor-reset` function acts for a moderator.
--
-- 1. request_two_factor_recovery: every request is recorded (per-network limit); only when the address
--    belongs to a confirmed account with a verified authenticator does it return a one-hour link token for the
--    function to mail to the account's own address. The function answers the same either way: nothing says
--    whether an address has an account.
-- 2. confirm_two_factor_recovery: the link, opened and confirmed on the app's page, proves control of the
--    mailbox and files a "two_factor" support ticket in the account's name, which moderators see.
-- 3. A moderator reads the evidence (get_two_factor_recovery), checks it is the owner out of band, and removes
--    the account's authenticators through the `two-factor-reset` function: begin_two_factor_reset (as the
--    moderator: may they, is the request confirmed and open) → the auth admin API deletes the factors →
--    finish_two_factor_reset (service role) logs it, closes the ticket with an answer (the user is notified)
--    and gives the address the function tells. docs/decisions.md, "Two-factor recovery".

create table private.two_factor_recoveries (
  id uuid primary key default gen_random_uuid(),
  -- As typed (lower-cased), whether or not an account has it.
  email text not null check (char_length(email) between 3 and 320),
  -- The account it is for: null when no confirmed account with an authenticator has the address (no mail).
  user_id uuid references auth.users (id) on delete cascade,
  message text not null check (char_length(message) between 1 and 2000),
  client_ip inet,
  -- SHA-256 of the mailed link's token; null when nothing was mailed.
  token_hash bytea unique,
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  confirmed_at timestamptz,
  ticket_id uuid references public.support_tickets (id) on delete set null,
  resolved_at timestamptz
);

comment on table private.two_factor_recoveries is
  'Signed-out requests to turn off two-factor authentication (lost authenticator). Written only by the recovery RPCs; no client reads it.';

create index two_factor_recoveries_ip_idx on private.two_factor_recoveries (client_ip, requested_at);
create index two_factor_recoveries_user_idx on private.two_factor_recoveries (user_id, requested_at);
create index two_factor_recoveries_ticket_idx on private.two_factor_recoveries (ticket_id);

alter table private.two_factor_recoveries enable row level security;
revoke all on table private.two_factor_recoveries from public, anon, authenticated;

-- Clients may not file a two_factor ticket themselves: only a confirmed request makes one (definers, as table owner).
create policy support_tickets_insert_not_two_factor on public.support_tickets
  as restrictive for insert to authenticated
  with check (category <> 'two_factor');

create function public.request_two_factor_recovery(email text, message text, client_ip text default null)
returns table (request_id uuid, token text, account_email text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  addr text := lower(btrim(coalesce(email, '')));
  body text := btrim(coalesce(message, ''));
  ip inet;
  uid uuid;
  real_email text;
  secret text;
  row_id uuid;
begin
  if char_length(addr) > 320 or addr !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter the email address of your account' using errcode = '22023', hint = 'email';
  end if;
  if char_length(body) not between 1 and 2000 then
    raise exception 'Say what happened (up to 2000 characters)' using errcode = '22023', hint = 'message';
  end if;
  begin
    ip := nullif(btrim(coalesce(client_ip, '')), '')::inet;
  exception when others then
    ip := null;
  end;
  -- 10 requests an hour per network, whatever the address: says nothing about accounts.
  if ip is not null and (select count(*) from private.two_factor_recoveries r
                          where r.client_ip = ip and r.requested_at > now() - interval '1 hour') >= 10 then
    raise exception 'Too many requests from your network. Try again in an hour.' using errcode = 'VR002';
  end if;
  select u.id, u.email into uid, real_email from auth.users u
   where lower(u.email) = addr and u.email_confirmed_at is not null and u.deleted_at is null
     and (u.banned_until is null or u.banned_until < now())
     and private.has_verified_factor(u.id);
  -- At most 3 links a day to one account: more requests are recorded but mail nothing.
  if uid is not null and (select count(*) from private.two_factor_recoveries r
                           where r.user_id = uid and r.token_hash is not null
                             and r.requested_at > now() - interval '1 day') < 3 then
    secret := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  end if;
  insert into private.two_factor_recoveries (email, user_id, message, client_ip, token_hash)
  values (addr, uid, body, ip, case when secret is not null then sha256(convert_to(secret, 'UTF8')) end)
  returning id into row_id;
  if secret is not null then
    return query select row_id, secret, real_email;
  end if;
end $$;

comment on function public.request_two_factor_recovery(text, text, text) is
  'Service role only (the two-factor-recovery function): records a signed-out recovery request; returns a one-hour link token and the account''s address only when a confirmed account with a verified authenticator has that address (at most 3 a day), else nothing. 22023 bad email or message, VR002 more than 10 requests an hour from the network.';
revoke execute on function public.request_two_factor_recovery(text, text, text) from public, anon, authenticated;
grant execute on function public.request_two_factor_recovery(text, text, text) to service_role;

create function public.confirm_two_factor_recovery(token text)
returns text
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  rec private.two_factor_recoveries;
  tid uuid;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'invalid';
  end if;
  select * into rec from private.two_factor_recoveries r
   where r.token_hash = sha256(convert_to(token, 'UTF8')) and r.user_id is not null
   for update;
  if rec.id is null or (rec.confirmed_at is null and rec.expires_at <= now()) then
    return 'invalid';
  end if;
  if rec.confirmed_at is not null then
    return 'already_confirmed';
  end if;
  insert into public.support_tickets (user_id, category, message)
  values (rec.user_id, 'two_factor', rec.message)
  returning id into tid;
  update private.two_factor_recoveries r set confirmed_at = now(), ticket_id = tid where r.id = rec.id;
  return 'confirmed';
end $$;

comment on function public.confirm_two_factor_recovery(text) is
  'Service role only (the two-factor-recovery function): the mailed link''s token confirms the request once and files a two_factor support ticket in the account''s name: confirmed, already_confirmed, or invalid (unknown, expired).';
revoke execute on function public.confirm_two_factor_recovery(text) from public, anon, authenticated;
grant execute on function public.confirm_two_factor_recovery(text) to service_role;

-- What a moderator weighs before removing someone's authenticators. Definer (CLIENT_DEFINER_FUNCTIONS):
-- moderators only (private.require_moderator), reading auth.users and auth.mfa_factors no client reads.
create function public.get_two_factor_recovery(ticket_id uuid)
returns table (
  requested_at timestamptz,
  confirmed_at timestamptz,
  resolved_at timestamptz,
  authenticators integer,
  account_created_at timestamptz,
  last_sign_in_at timestamptz,
  password_reset_requested_at timestamptz,
  account_email text
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_variable
begin
  perform private.require_moderator();
  return query
  select r.requested_at, r.confirmed_at, r.resolved_at,
         (select count(*)::integer from auth.mfa_factors f where f.user_id = r.user_id and f.status = 'verified'),
         u.created_at, u.last_sign_in_at, u.recovery_sent_at, u.email::text
    from private.two_factor_recoveries r
    join auth.users u on u.id = r.user_id
   where r.ticket_id = ticket_id;
end $$;

comment on function public.get_two_factor_recovery(uuid) is
  'Moderators only: the confirmed recovery request behind a two_factor ticket and what to weigh (authenticators left, account age, last sign-in, a recent password reset), and the account''s address to write to (its owner cannot sign in to read an answer).';
revoke execute on function public.get_two_factor_recovery(uuid) from public, anon;
grant execute on function public.get_two_factor_recovery(uuid) to authenticated;

-- Step one of a reset, as the moderator (through the two-factor-reset function, which forwards their token):
-- may they, and is there a confirmed, open request behind the ticket. Writes nothing. Definer
-- (CLIENT_DEFINER_FUNCTIONS): moderators only.
create function public.begin_two_factor_reset(ticket_id uuid, reason text)
returns table (user_id uuid, moderator_id uuid)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_moderator();
  why text := btrim(coalesce(reason, ''));
  rec private.two_factor_recoveries;
begin
  if char_length(why) not between 1 and 1000 then
    raise exception 'Say why (up to 1000 characters)' using errcode = '22023', hint = 'reason';
  end if;
  select r.* into rec from private.two_factor_recoveries r
    join public.support_tickets t on t.id = r.ticket_id
   where r.ticket_id = ticket_id and t.category = 'two_factor' and t.status <> 'closed'
     and r.confirmed_at is not null and r.resolved_at is null;
  if rec.id is null then
    raise exception 'No open, confirmed two-factor recovery request for this ticket' using errcode = 'P0002';
  end if;
  if rec.confirmed_at < now() - interval '7 days' then
    raise exception 'This request is more than 7 days old: ask them to send a new one' using errcode = 'VR003';
  end if;
  if rec.user_id = me then
    raise exception 'Another moderator must handle a request for your own account' using errcode = '42501';
  end if;
  return query select rec.user_id, me;
end $$;

comment on function public.begin_two_factor_reset(uuid, text) is
  'Moderators only, called by the two-factor-reset function as the moderator: checks the ticket has a confirmed, open recovery request (at most 7 days old, not the moderator''s own) and returns the account. Writes nothing.';
revoke execute on function public.begin_two_factor_reset(uuid, text) from public, anon;
grant execute on function public.begin_two_factor_reset(uuid, text) to authenticated;

-- Step three, once the auth admin API removed the factors: the record, the log, the answer.
create function public.finish_two_factor_reset(ticket_id uuid, moderator_id uuid, reason text)
returns text
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  rec private.two_factor_recoveries;
  addr text;
begin
  update private.two_factor_recoveries r set resolved_at = now()
   where r.ticket_id = ticket_id and r.confirmed_at is not null and r.resolved_at is null
  returning r.* into rec;
  if rec.id is null then
    raise exception 'No open, confirmed two-factor recovery request for this ticket' using errcode = 'P0002';
  end if;
  insert into public.moderation_actions (moderator_id, action, target_user_id, ticket_id, reason)
  values (moderator_id, 'reset_two_factor', rec.user_id, ticket_id, btrim(reason));
  -- The answer notifies them (support_answer) once they are back in.
  update public.support_tickets t
     set answer = 'We checked your request and turned off two-factor authentication for your account. Sign in with '
                  || 'your password, then set up an authenticator again in Settings › Two-Factor Authentication.',
         answered_by = moderator_id, answered_at = now(), status = 'closed', updated_at = now()
   where t.id = ticket_id;
  select u.email into addr from auth.users u where u.id = rec.user_id;
  return addr;
end $$;

comment on function public.finish_two_factor_reset(uuid, uuid, text) is
  'Service role only (the two-factor-reset function, after the auth admin API removed the account''s factors): marks the request resolved, logs reset_two_factor with the moderator and reason, closes the ticket with an answer, and returns the account''s address for the notice mail.';
revoke execute on function public.finish_two_factor_reset(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.finish_two_factor_reset(uuid, uuid, text) to service_role;
