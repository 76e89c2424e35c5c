-- The app's clock for time-based SQL (renewals, releases, expiries): private.app_now() is now(),
-- except inside a job the local stack's scheduler runs under a shifted test clock, which sets
-- app.clock_offset for that job's session only. Hosted Supabase and `supabase start` never set
-- it, so there this is exactly now(). Jobs and the functions they call read time through it.
create or replace function private.app_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.now()
    + coalesce(nullif(pg_catalog.current_setting('app.clock_offset', true), '')::interval, interval '0')
$$;

comment on function private.app_now() is
  'now(), shifted by app.clock_offset when the local stack runs a scheduled job under a test clock.';
revoke all on function private.app_now() from public, anon, authenticated;
