-- Email digest (issue 19 §5): a mail summing up a user's unread messages and notifications, daily
-- (the default) or weekly, or never. The `email-digest` Edge Function sends it: it leases the due
-- digests with claim_email_digests, mails each through the mail provider and reports back with
-- finish_email_digest (service role only). private.email_digests is the log that keeps a retried run
-- from sending twice. Every digest carries its own unsubscribe token (two random UUIDs, 244 bits); only its
-- SHA-256 is kept once the mail is out, and unsubscribe_email_digest(token), called by the
-- `email-unsubscribe` function without a session, turns the digest off.
create type public.email_digest_frequency as enum ('off', 'daily', 'weekly');

comment on type public.email_digest_frequency is 'How often a user gets the email digest of unread messages and notifications.';

create table public.email_digest_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  -- The app shows 'daily' for a user without a row (features/settings/api/email-digest.ts).
  frequency public.email_digest_frequency not null default 'daily',
  updated_at timestamptz not null default now()
);

comment on table public.email_digest_settings is 'Per user: how often the email digest is sent. No row: daily. Private to the user.';

alter table public.email_digest_settings enable row level security;

revoke all on table public.email_digest_settings from anon, authenticated;
grant select on table public.email_digest_settings to authenticated;
grant insert (user_id, frequency) on table public.email_digest_settings to authenticated;
grant update (frequency, updated_at) on table public.email_digest_settings to authenticated;

create policy email_digest_settings_select_own on public.email_digest_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy email_digest_settings_insert_own on public.email_digest_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy email_digest_settings_update_own on public.email_digest_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function public.set_email_digest(frequency public.email_digest_frequency)
returns public.email_digest_settings
language sql volatile security invoker set search_path = '' as $$
  insert into public.email_digest_settings as s (user_id, frequency)
  values ((select auth.uid()), frequency)
  on conflict (user_id) do update set frequency = excluded.frequency, updated_at = now()
  returning s.*;
$$;

comment on function public.set_email_digest(public.email_digest_frequency) is
  'Sets how often the caller gets the email digest (off, daily, weekly); returns the row.';
revoke execute on function public.set_email_digest(public.email_digest_frequency) from public, anon;
grant execute on function public.set_email_digest(public.email_digest_frequency) to authenticated;

-- One row per digest: leased when claimed, sent_at once the provider took it, failed_at after
-- five failed attempts. `token` is the unsubscribe token in plain text only while the mail is in
-- flight (a retry must send the very same mail under the same idempotency key); afterwards only
-- token_hash is left.
create table private.email_digests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  frequency public.email_digest_frequency not null,
  unread_messages integer not null,
  unread_notifications integer not null,
  summary jsonb not null,
  token text,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  attempts integer not null default 1,
  locked_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  constraint email_digests_token_in_flight check ((sent_at is null and failed_at is null) or token is null)
);

comment on table private.email_digests is 'The email digests sent or being sent (claim_email_digests / finish_email_digest): the log that keeps a retried run from sending twice, and the unsubscribe tokens'' hashes.';

create index email_digests_user_created_idx on private.email_digests (user_id, created_at desc);
create index email_digests_open_idx on private.email_digests (locked_until) where sent_at is null and failed_at is null;

revoke all on table private.email_digests from public, anon, authenticated, service_role;

-- Leases up to batch_size digests to the caller: first those whose earlier attempt failed or whose
-- lease ran out (same row, same token: the provider's idempotency key makes a resend a no-op), then
-- new ones for every confirmed user who wants digests, got none within the period (a day or a week,
-- less 30 minutes so an hourly job does not drift), and has something unread that arrived after
-- their last digest. One claim at a time (advisory lock), so two runs never pick the same user.
create function public.claim_email_digests(batch_size integer default 50, lease_seconds integer default 300)
returns table (
  id uuid,
  email text,
  name text,
  frequency public.email_digest_frequency,
  unread_messages integer,
  unread_notifications integer,
  summary jsonb,
  token text,
  attempts integer
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  t timestamptz := private.app_now();
  wanted integer;
  ids uuid[];
begin
  if batch_size is null or batch_size not between 1 and 500 then
    raise exception 'batch_size must be between 1 and 500' using errcode = '22023';
  end if;
  if lease_seconds is null or lease_seconds not between 10 and 3600 then
    raise exception 'lease_seconds must be between 10 and 3600' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('private.email_digests'));

  -- A digest still waiting for a retry is dropped once its user turned digests off.
  update private.email_digests d
     set failed_at = t, token = null, locked_until = null, last_error = 'the user turned the digest off'
   where d.sent_at is null and d.failed_at is null and d.locked_until <= t
     and exists (select 1 from public.email_digest_settings s where s.user_id = d.user_id and s.frequency = 'off');

  -- Retries first: a lease that ran out (the function died) or a failed attempt waiting for its turn.
  with retry as (
    update private.email_digests d
       set attempts = d.attempts + 1, locked_until = t + make_interval(secs => lease_seconds)
     where d.id in (
       select r.id from private.email_digests r
        where r.sent_at is null and r.failed_at is null and r.locked_until <= t
        order by r.locked_until
        limit batch_size
        for update skip locked
     )
    returning d.id
  )
  select coalesce(array_agg(retry.id), '{}') into ids from retry;

  wanted := batch_size - cardinality(ids);
  if wanted > 0 then
    with candidate as (
      select u.id as user_id, coalesce(s.frequency, 'daily') as frequency,
             (select max(d.created_at) from private.email_digests d
               where d.user_id = u.id and d.sent_at is not null) as last_sent
        from auth.users u
        join public.profiles p on p.id = u.id
        left join public.email_digest_settings s on s.user_id = u.id
       where u.email is not null and u.email_confirmed_at is not null and u.deleted_at is null
         and (u.banned_until is null or u.banned_until <= t)
         and coalesce(s.frequency, 'daily') <> 'off'
         -- Nothing in flight, and no digest within the period.
         and not exists (
           select 1 from private.email_digests d
            where d.user_id = u.id
              and ((d.sent_at is null and d.failed_at is null)
                or d.created_at > t - case coalesce(s.frequency, 'daily')
                     when 'weekly' then interval '7 days' else interval '1 day' end + interval '30 minutes')
         )
         and (
           exists (select 1 from public.notifications n where n.user_id = u.id and n.read_at is null)
           or exists (
             select 1 from public.conversation_participants me
               join public.messages m on m.conversation_id = me.conversation_id
              where me.user_id = u.id and m.sender_id <> u.id and m.created_at > me.last_read_at
           )
         )
    ),
    counted as (
      select c.*,
             (select count(*)::integer from public.notifications n
               where n.user_id = c.user_id and n.read_at is null) as unread_notifications,
             (select count(*)::integer from public.notifications n
               where n.user_id = c.user_id and n.read_at is null
                 and n.created_at > coalesce(c.last_sent, '-infinity')) as new_notifications,
             (select count(*)::integer from public.conversation_participants me
               join public.messages m on m.conversation_id = me.conversation_id
              where me.user_id = c.user_id and m.sender_id <> c.user_id and m.created_at > me.last_read_at) as unread_messages,
             (select count(*)::integer from public.conversation_participants me
               join public.messages m on m.conversation_id = me.conversation_id
              where me.user_id = c.user_id and m.sender_id <> c.user_id and m.created_at > me.last_read_at
                and m.created_at > coalesce(c.last_sent, '-infinity')) as new_messages
        from candidate c
    ),
    due as (
      select * from counted where new_notifications + new_messages > 0
      order by user_id
      limit wanted
    ),
    tokens as (
      select due.*, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') as token from due
    ),
    inserted as (
      insert into private.email_digests
        (user_id, frequency, unread_messages, unread_notifications, summary, token, token_hash, locked_until)
      select k.user_id, k.frequency, k.unread_messages, k.unread_notifications,
             jsonb_build_object(
               -- Unread notifications by type, e.g. {"follow": 2, "post_like": 5}.
               'notifications', coalesce((
                 select jsonb_object_agg(g.type, g.n) from (
                   select n.type::text as type, count(*) as n from public.notifications n
                    where n.user_id = k.user_id and n.read_at is null group by n.type
                 ) g), '{}'::jsonb),
               -- Who wrote the unread messages, most recent first, at most five people.
               'senders', coalesce((
                 select jsonb_agg(jsonb_build_object('name', g.name, 'count', g.n) order by g.latest desc) from (
                   select sp.name, count(*) as n, max(m.created_at) as latest
                     from public.conversation_participants me
                     join public.messages m on m.conversation_id = me.conversation_id
                     join public.profiles sp on sp.id = m.sender_id
                    where me.user_id = k.user_id and m.sender_id <> k.user_id and m.created_at > me.last_read_at
                    group by sp.id, sp.name
                    order by latest desc
                    limit 5
                 ) g), '[]'::jsonb)
             ),
             k.token, sha256(convert_to(k.token, 'UTF8')), t + make_interval(secs => lease_seconds)
        from tokens k
      returning private.email_digests.id
    )
    select ids || coalesce(array_agg(inserted.id), '{}') into ids from inserted;
  end if;

  return query
  select d.id, u.email::text, p.name, d.frequency, d.unread_messages, d.unread_notifications, d.summary,
         d.token, d.attempts
    from private.email_digests d
    join auth.users u on u.id = d.user_id
    join public.profiles p on p.id = d.user_id
   where d.id = any (ids)
   order by d.created_at, d.id;
end $$;

comment on function public.claim_email_digests(integer, integer) is
  'Service role only: leases up to batch_size due email digests {id, email, name, frequency, unread counts, summary, unsubscribe token, attempts} for lease_seconds. Send each with the id as idempotency key, then call finish_email_digest.';

-- Ends an attempt: error null = the provider accepted the mail (the plain token is dropped);
-- otherwise the error is kept and the digest comes back after 5 min · attempt, given up after 5.
create function public.finish_email_digest(digest_id uuid, error text default null) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  t timestamptz := private.app_now();
begin
  update private.email_digests d
     set sent_at = case when error is null then t end,
         failed_at = case when error is not null and d.attempts >= 5 then t end,
         token = case when error is not null and d.attempts < 5 then d.token end,
         last_error = left(error, 1000),
         locked_until = case when error is null or d.attempts >= 5 then null
           else t + interval '5 minutes' * d.attempts end
   where d.id = digest_id and d.sent_at is null and d.failed_at is null;
  return found;
end $$;

comment on function public.finish_email_digest(uuid, text) is
  'Service role only: marks a claimed email digest sent (error null) or failed (tried again later, given up after 5 attempts). False if unknown or already finished.';

revoke execute on function public.claim_email_digests(integer, integer), public.finish_email_digest(uuid, text)
  from public, anon, authenticated;
grant execute on function public.claim_email_digests(integer, integer), public.finish_email_digest(uuid, text)
  to service_role;

-- The unsubscribe link (no session): a token from any digest the user was sent turns the digest off.
-- Anything else changes nothing and answers false. Service role only: the `email-unsubscribe` Edge
-- Function calls it for the app's /unsubscribe page and for mail clients' one-click unsubscribe, so
-- no security definer function is open to anon.
create function public.unsubscribe_email_digest(token text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  owner uuid;
begin
  if unsubscribe_email_digest.token is null or unsubscribe_email_digest.token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  select d.user_id into owner from private.email_digests d
   where d.token_hash = sha256(convert_to(unsubscribe_email_digest.token, 'UTF8'));
  if owner is null then
    return false;
  end if;
  insert into public.email_digest_settings as s (user_id, frequency)
  values (owner, 'off')
  on conflict (user_id) do update set frequency = 'off', updated_at = now();
  return true;
end $$;

comment on function public.unsubscribe_email_digest(text) is
  'Service role only (the email-unsubscribe function): a token from a digest mail turns that user''s digest off (true); any other value changes nothing (false).';
revoke execute on function public.unsubscribe_email_digest(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_email_digest(text) to service_role;

-- Hourly, as on hosted projects: pg_cron calls the function through pg_net with Vault's URL and
-- service-role key (as the storage clean-up does, 20261123150000). The function claims what is due.
select cron.schedule(
  'email-digest',
  '0 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
      || '/functions/v1/email-digest',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  ) as request_id
  $$
);
