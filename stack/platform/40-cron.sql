-- Stack-only controls for the local scheduler (stack/cron), which runs pg_cron's cron.job table
-- (the pg_cron stand-in itself is stack/cron/extension). Hosted Supabase has none of this:
--   select _stack.cron_run('job-name');         run a job now (also by id)
--   select _stack.clock_advance('1 month');      move the scheduler's clock on (a test clock)
--   select _stack.clock_set(now() + '2 days');   set it; select _stack.clock_reset(); back to real time
--   select _stack.clock_now();                   what time the scheduler thinks it is
-- Jobs run under the shifted clock see it through private.app_now(); now() is never changed.
-- Superuser only: schema _stack grants nothing to other roles.

create table if not exists _stack.cron_clock (
  singleton boolean primary key default true check (singleton),
  offset_by interval not null default interval '0'
);
insert into _stack.cron_clock default values on conflict do nothing;

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

create or replace function _stack.clock_now() returns timestamptz
language sql stable set search_path = '' as $$
  select now() + offset_by from _stack.cron_clock
$$;

create or replace function _stack.clock_set(at_time timestamptz) returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.cron_clock set offset_by = at_time - now();
  perform pg_notify('velvet_cron', 'clock');
  return _stack.clock_now();
end
$$;

create or replace function _stack.clock_advance(by_interval interval) returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.cron_clock set offset_by = offset_by + by_interval;
  perform pg_notify('velvet_cron', 'clock');
  return _stack.clock_now();
end
$$;

create or replace function _stack.clock_reset() returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.cron_clock set offset_by = interval '0';
  perform pg_notify('velvet_cron', 'clock');
  return _stack.clock_now();
end
$$;

revoke all on all functions in schema _stack from public;
revoke all on all tables in schema _stack from public;
