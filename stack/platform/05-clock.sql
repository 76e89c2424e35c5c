-- The stack clock (stack/clock.ts): one test clock for everything the local stack time-shifts —
-- the scheduler (stack/cron) and the payments sandbox (session expiry, event times). It is real
-- time plus `offset_by`, kept across restarts (like the data written under it) until reset.
-- Hosted Supabase has none of this; now() is never changed (private.app_now() reads the offset
-- inside scheduled jobs only). Superuser only: schema _stack grants nothing to other roles.
--   select _stack.clock_advance('1 month');      move it on
--   select _stack.clock_set(now() + '2 days');   set it; select _stack.clock_reset(); back to real time
--   select _stack.clock_now();                   what time the stack thinks it is

-- Before the shared clock this table belonged to the scheduler alone.
do $$
begin
  if to_regclass('_stack.cron_clock') is not null and to_regclass('_stack.clock') is null then
    alter table _stack.cron_clock rename to clock;
  end if;
end $$;

create table if not exists _stack.clock (
  singleton boolean primary key default true check (singleton),
  offset_by interval not null default interval '0'
);
insert into _stack.clock default values on conflict do nothing;

create or replace function _stack.clock_now() returns timestamptz
language sql stable set search_path = '' as $$
  select now() + offset_by from _stack.clock
$$;

-- Every change is announced on `velvet_clock`; the stack's services re-read the offset.
create or replace function _stack.clock_set(at_time timestamptz) returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.clock set offset_by = at_time - now();
  perform pg_notify('velvet_clock', 'set');
  return _stack.clock_now();
end
$$;

create or replace function _stack.clock_advance(by_interval interval) returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.clock set offset_by = offset_by + by_interval;
  perform pg_notify('velvet_clock', 'advance');
  return _stack.clock_now();
end
$$;

create or replace function _stack.clock_reset() returns timestamptz
language plpgsql set search_path = '' as $$
begin
  update _stack.clock set offset_by = interval '0';
  perform pg_notify('velvet_clock', 'reset');
  return _stack.clock_now();
end
$$;

revoke all on all functions in schema _stack from public;
revoke all on all tables in schema _stack from public;
