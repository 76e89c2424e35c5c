-- Deleting an account or a conversation cleans up its files on the server (issue 16,
-- finding 4). Storage objects are not rows we may delete directly (the Storage API owns the
-- bytes), and the app's own clean-up runs only if the browser finishes. So deletions queue
-- `{bucket, prefix}` jobs here, in a private table no client can reach, and a service-role
-- worker empties each prefix through the Storage API.
--
-- The worker's whole contract is two service-role RPCs, called by the storage-cleanup Edge
-- Function (on a pg_cron schedule on hosted projects) or by the local stack's own worker
-- (stack/cleanup), which run the same code:
--   claim_storage_cleanup(batch_size, lease_seconds) → jobs leased to the caller
--   finish_storage_cleanup(job_id, error)            → done (error null) or retried later
create table private.storage_cleanup (
  id bigint generated always as identity primary key,
  bucket text not null check (bucket ~ '^[a-z0-9][a-z0-9_-]*$'),
  -- Always one whole top-level folder, never '' (which would mean the whole bucket).
  prefix text not null check (prefix ~ '^[^/]+/$'),
  reason text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  done_at timestamptz
);

comment on table private.storage_cleanup is
  'Storage prefixes to empty after an account or conversation was deleted. Filled by triggers, worked off by a service-role worker through claim_storage_cleanup / finish_storage_cleanup. Not reachable by clients.';
comment on column private.storage_cleanup.prefix is 'A top-level folder with its trailing slash: {user id}/ or {conversation id}/.';
comment on column private.storage_cleanup.attempts is 'Claims so far; the retry delay doubles with each (5 s up to 1 h).';
comment on column private.storage_cleanup.locked_until is 'Lease of the worker that claimed the job; a crashed worker''s job is claimable again after it.';
comment on column private.storage_cleanup.done_at is 'Set when the prefix was found empty; done jobs are purged after 7 days.';

-- One pending job per prefix: deleting both members of a chat queues its folder once.
create unique index storage_cleanup_pending_key on private.storage_cleanup (bucket, prefix) where done_at is null;
create index storage_cleanup_due_idx on private.storage_cleanup (next_attempt_at, id) where done_at is null;
create index storage_cleanup_done_at_idx on private.storage_cleanup (done_at) where done_at is not null;

alter table private.storage_cleanup enable row level security;
revoke all on table private.storage_cleanup from public, anon, authenticated, service_role;

-- A worker that listens (the stack's) starts at once instead of at its next poll.
create function private.notify_storage_cleanup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('storage_cleanup', '');
  return null;
end $$;

create trigger storage_cleanup_notify
  after insert on private.storage_cleanup
  for each statement execute function private.notify_storage_cleanup();

-- Every bucket a user keeps files in under `{user id}/` (storage migration). A profile row is
-- deleted however the account goes (delete_account, the auth admin API, a cascade from
-- auth.users), so this one trigger sees every account deletion.
create function private.queue_user_files_cleanup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.storage_cleanup (bucket, prefix, reason)
  select b.bucket, old.id::text || '/', 'account deleted'
    from unnest(array['avatars', 'covers', 'post-media', 'locked-media']) as b (bucket)
  on conflict (bucket, prefix) where done_at is null do nothing;
  return null;
end $$;

-- A conversation's folder holds what either participant sent; it goes with the conversation
-- (deleted with either account).
create function private.queue_conversation_files_cleanup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.storage_cleanup (bucket, prefix, reason)
  values ('chat-media', old.id::text || '/', 'conversation deleted')
  on conflict (bucket, prefix) where done_at is null do nothing;
  return null;
end $$;

revoke execute on function private.notify_storage_cleanup(), private.queue_user_files_cleanup(),
  private.queue_conversation_files_cleanup() from public, anon, authenticated;

create trigger profiles_queue_storage_cleanup
  after delete on public.profiles
  for each row execute function private.queue_user_files_cleanup();
create trigger conversations_queue_storage_cleanup
  after delete on public.conversations
  for each row execute function private.queue_conversation_files_cleanup();

-- Leases up to batch_size due jobs to the caller. `for update skip locked` lets several
-- workers claim at once without waiting on or sharing a job; the lease makes a job whose
-- worker died claimable again. Done jobs older than 7 days are purged on the way.
create function public.claim_storage_cleanup(batch_size integer default 10, lease_seconds integer default 300)
returns table (id bigint, bucket text, prefix text, attempts integer)
language plpgsql volatile security definer set search_path = '' as $$
begin
  if batch_size is null or batch_size not between 1 and 100 then
    raise exception 'batch_size must be between 1 and 100' using errcode = '22023';
  end if;
  if lease_seconds is null or lease_seconds not between 10 and 3600 then
    raise exception 'lease_seconds must be between 10 and 3600' using errcode = '22023';
  end if;

  delete from private.storage_cleanup q where q.done_at < now() - interval '7 days';

  return query
  update private.storage_cleanup q
     set attempts = q.attempts + 1,
         locked_until = now() + make_interval(secs => lease_seconds)
   where q.id in (
     select d.id from private.storage_cleanup d
      where d.done_at is null and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
      order by d.next_attempt_at, d.id
      limit batch_size
      for update skip locked
   )
  returning q.id, q.bucket, q.prefix, q.attempts;
end $$;

comment on function public.claim_storage_cleanup(integer, integer) is
  'Service role only: leases up to batch_size due storage clean-up jobs {id, bucket, prefix, attempts} for lease_seconds. Empty every object under bucket/prefix, then call finish_storage_cleanup.';

-- Ends a claimed job: error null = the prefix is empty, the job is done; otherwise the error
-- is kept and the job comes back after 5 s · 2^(attempts-1), at most an hour later. Jobs are
-- never given up: a prefix that cannot be emptied keeps showing up with its last error.
create function public.finish_storage_cleanup(job_id bigint, error text default null) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  update private.storage_cleanup q
     set done_at = case when error is null then now() end,
         last_error = left(error, 1000),
         locked_until = null,
         next_attempt_at = case when error is null then q.next_attempt_at
           else now() + least(interval '1 hour', interval '5 seconds' * power(2, least(q.attempts, 20) - 1)) end
   where q.id = job_id and q.done_at is null;
  return found;
end $$;

comment on function public.finish_storage_cleanup(bigint, text) is
  'Service role only: marks a claimed storage clean-up job done (error null) or failed (retried later with backoff). False if the job is unknown or already done.';

revoke execute on function public.claim_storage_cleanup(integer, integer), public.finish_storage_cleanup(bigint, text)
  from public, anon, authenticated;
grant execute on function public.claim_storage_cleanup(integer, integer), public.finish_storage_cleanup(bigint, text)
  to service_role;
