-- Stack-only controls for the local scheduler (stack/cron), which runs pg_cron's cron.job table
-- (the pg_cron stand-in itself is stack/cron/extension). Hosted Supabase has none of this:
--   select _stack.cron_run('job-name');         run a job now (also by id)
-- The scheduler runs on the stack clock (05-clock.sql); jobs run under a shifted clock see it
-- through private.app_now(); now() is never changed.
-- Superuser only: schema _stack grants nothing to other roles.

create table if not exists _stack.cron_run_requests (
  id bigint generated always as identity primary key,
  jobid bigint not null,
  requested_at timestamptz not null default now()
);

create or replace function _stack.cron_run(job_id bigint) returns bigint
language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from cron.job where jobid = job_id) then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  insert into _stack.cron_run_requests (jobid) values (job_id);
  perform pg_notify('velvet_cron', 'run');
  return job_id;
end
$$;

create or replace function _stack.cron_run(job_name text) returns bigint
language plpgsql set search_path = '' as $$
declare
  id bigint;
begin
  select jobid into id from cron.job where jobname = job_name order by username = current_user desc limit 1;
  if id is null then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return _stack.cron_run(id);
end
$$;

revoke all on all functions in schema _stack from public;
revoke all on all tables in schema _stack from public;
