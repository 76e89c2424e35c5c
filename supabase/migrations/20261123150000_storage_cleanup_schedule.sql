-- The storage clean-up (private.storage_cleanup, 20261123130400) is worked off by the
-- `storage-cleanup` Edge Function, called by pg_cron through pg_net the way Supabase documents
-- scheduling a function: the project URL and the service-role key come from Vault. The same text
-- runs on hosted projects, `supabase start` and the local stack (which ships stand-ins for pg_cron,
-- pg_net and Vault and writes both secrets at every start). On a hosted project store them once:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');
-- Until they exist the job's runs fail with a null url, visible in cron.job_run_details.
create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron with schema pg_catalog;

-- Every 5 seconds, but the function is called only when a job is due and not leased to a pass
-- already running, so an idle project costs one cheap query per run and no invocations.
select cron.schedule(
  'storage-cleanup',
  '5 seconds',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
      || '/functions/v1/storage-cleanup',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    -- The function works off up to 10 batches per call; its answer lands in net._http_response.
    timeout_milliseconds := 60000
  ) as request_id
  where exists (
    select 1 from private.storage_cleanup q
     where q.done_at is null and q.next_attempt_at <= now()
       and (q.locked_until is null or q.locked_until <= now())
  )
  $$
);

-- pg_cron keeps a row per run; a job every 5 seconds writes 17,280 a day.
select cron.schedule(
  'cron-run-history-purge',
  '23 3 * * *',
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$
);

-- Only the stack's retired in-process worker listened for this.
drop trigger storage_cleanup_notify on private.storage_cleanup;
drop function private.notify_storage_cleanup();
