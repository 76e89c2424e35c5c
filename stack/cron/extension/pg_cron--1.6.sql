-- Velvet's local stand-in for pg_cron 1.6 (citusdata/pg_cron), for embedded Postgres, which ships no
-- pg_cron. Same tables, columns, policies and function signatures, written in SQL and PL/pgSQL; the
-- stack's scheduler (stack/cron/scheduler.ts) reads cron.job and runs due jobs as their owner.
\echo Use "create extension pg_cron" to load this file. \quit

create schema cron;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default pg_catalog.inet_server_port(),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);
-- pg_cron's C functions write as the extension owner; these are SQL run as the caller, so a role
-- with USAGE on schema cron may write its own rows (the policy above), which is all the functions do.
grant select, insert, update, delete on cron.job to public;
grant select, usage on sequence cron.jobid_seq to public;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details
  using (username operator(pg_catalog.=) current_user);
grant select, delete on cron.job_run_details to public;
grant select on sequence cron.runid_seq to public;

select pg_catalog.pg_extension_config_dump('cron.job', '');
select pg_catalog.pg_extension_config_dump('cron.jobid_seq', '');
select pg_catalog.pg_extension_config_dump('cron.job_run_details', '');
select pg_catalog.pg_extension_config_dump('cron.runid_seq', '');

-- Accepts what pg_cron's parser (Vixie cron's, plus '$' and 'N seconds') accepts, and refuses
-- reversed ranges and extra fields, which pg_cron would silently ignore.
create function cron._stack_schedule_is_valid(schedule text) returns boolean
language plpgsql immutable strict set search_path = pg_catalog as $$
declare
  s text := lower(btrim(schedule));
  fields text[];
  lows int[] := array[0, 0, 1, 1, 0];
  highs int[] := array[59, 23, 31, 12, 7];
  months text[] := array['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'];
  days text[] := array['sun','mon','tue','wed','thu','fri','sat'];
  item text;
  m text[];
  lo int;
  hi int;
begin
  if s ~ '^[0-9]{1,9}\s*seconds?$' then
    return substring(s from '^[0-9]+')::int between 1 and 59;
  end if;
  if btrim(schedule) ~ '^@(reboot|restart|yearly|annually|monthly|weekly|daily|midnight|hourly)$' then
    return true;
  end if;
  fields := regexp_split_to_array(s, '\s+');
  if coalesce(array_length(fields, 1), 0) <> 5 then
    return false;
  end if;
  for i in 1..5 loop
    continue when i = 3 and fields[i] = '$';
    foreach item in array string_to_array(fields[i], ',') loop
      m := regexp_match(item, '^(\*|[a-z0-9]+)(?:-([a-z0-9]+))?(?:/([0-9]{1,9}))?$');
      if m is null or (m[1] = '*' and m[2] is not null) or (m[1] <> '*' and m[2] is null and m[3] is not null) then
        return false;
      end if;
      if m[1] = '*' then
        lo := lows[i];
        hi := highs[i];
      else
        lo := case when m[1] ~ '^[0-9]{1,9}$' then m[1]::int
                   when i = 4 then array_position(months, m[1])
                   when i = 5 then array_position(days, m[1]) - 1 end;
        hi := case when m[2] is null then lo
                   when m[2] ~ '^[0-9]{1,9}$' then m[2]::int
                   when i = 4 then array_position(months, m[2])
                   when i = 5 then array_position(days, m[2]) - 1 end;
      end if;
      if lo is null or hi is null or lo < lows[i] or hi > highs[i] or lo > hi then
        return false;
      end if;
      if m[3] is not null and (m[3]::int < 1 or m[3]::int > highs[i]) then
        return false;
      end if;
    end loop;
  end loop;
  return true;
end
$$;

create function cron._stack_check_schedule(schedule text) returns void
language plpgsql immutable set search_path = pg_catalog as $$
begin
  if not cron._stack_schedule_is_valid(schedule) then
    raise exception 'invalid schedule: %', schedule
      using errcode = 'invalid_parameter_value',
            hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$$;

create function cron._stack_is_superuser() returns boolean
language sql stable set search_path = pg_catalog as $$
  select rolsuper from pg_catalog.pg_roles where rolname operator(pg_catalog.=) current_user
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql strict set search_path = pg_catalog as $$
declare
  id bigint;
begin
  perform cron._stack_check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end
$$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = pg_catalog as $$
declare
  id bigint;
begin
  if job_name is null then raise exception 'job_name can not be NULL'; end if;
  if schedule is null then raise exception 'schedule can not be NULL'; end if;
  if command is null then raise exception 'command can not be NULL'; end if;
  perform cron._stack_check_schedule(schedule);
  insert into cron.job (schedule, command, jobname) values (schedule, command, job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning jobid into id;
  return id;
end
$$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

create function cron.schedule_in_database(job_name text, schedule text, command text, database text,
  username text default null, active boolean default true) returns bigint
language plpgsql set search_path = pg_catalog as $$
declare
  id bigint;
begin
  if job_name is null then raise exception 'job_name can not be NULL'; end if;
  if schedule is null then raise exception 'schedule can not be NULL'; end if;
  if command is null then raise exception 'command can not be NULL'; end if;
  perform cron._stack_check_schedule(schedule);
  if database operator(pg_catalog.<>) pg_catalog.current_database() then
    raise exception 'the local stack runs jobs only in database "%"', pg_catalog.current_database();
  end if;
  if username is not null and not cron._stack_is_superuser() then
    raise exception 'must be superuser to create a job for another role';
  end if;
  insert into cron.job (schedule, command, jobname, database, username, active)
  values (schedule, command, job_name, database, coalesce(username, current_user), coalesce(active, true))
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning jobid into id;
  return id;
end
$$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql strict set search_path = pg_catalog as $$
begin
  delete from cron.job where jobid operator(pg_catalog.=) job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create function cron.unschedule(job_name text) returns boolean
language plpgsql strict set search_path = pg_catalog as $$
begin
  delete from cron.job where jobname operator(pg_catalog.=) job_name and username operator(pg_catalog.=) current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null) returns void
language plpgsql set search_path = pg_catalog as $$
begin
  if job_id is null then raise exception 'job_id can not be NULL'; end if;
  if schedule is null and command is null and database is null and username is null and active is null then
    raise exception 'no updates specified'
      using hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  if username is not null and not cron._stack_is_superuser() then
    raise exception 'must be superuser to alter username';
  end if;
  if schedule is not null then perform cron._stack_check_schedule(schedule); end if;
  if database is not null and database operator(pg_catalog.<>) pg_catalog.current_database() then
    raise exception 'the local stack runs jobs only in database "%"', pg_catalog.current_database();
  end if;
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid operator(pg_catalog.=) job_id
    and (cron._stack_is_superuser() or j.username operator(pg_catalog.=) current_user);
  if not found then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
end
$$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean)
  is 'Alter the job identified by job_id. Any option left as NULL will not be modified.';
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;

-- pg_cron's trigger name; here it wakes the stack's scheduler instead of a background worker.
create function cron.job_cache_invalidate() returns trigger
language plpgsql set search_path = pg_catalog as $$
begin
  perform pg_catalog.pg_notify('velvet_cron', 'jobs');
  return null;
end
$$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';
create trigger cron_job_cache_invalidate after insert or update or delete or truncate on cron.job
  for each statement execute function cron.job_cache_invalidate();
