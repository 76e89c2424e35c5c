-- Platform: change capture for the realtime service's postgres_changes.
-- Supabase's Realtime reads the WAL through wal2json, which embedded-postgres does not ship.
-- Instead every table in the `supabase_realtime` publication gets a deferred row trigger that
-- queues the change in realtime.changes; the service LISTENs on `realtime_changes` and reads the
-- queue in id order. Idempotent: re-applied whenever this file changes.
create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.changes (
  id bigint generated always as identity primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  op "char" not null check (op in ('I', 'U', 'D')),
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);
comment on table realtime.changes is
  'Queue of committed row changes for the local realtime service (stands in for the WAL). Ids follow commit order.';
revoke all on realtime.changes from public, anon, authenticated, service_role;

-- Runs at commit (deferred), under one transaction-wide advisory lock: no other transaction can
-- queue changes until this one has committed, so ids are handed out in commit order and the
-- service, reading `id > last seen`, never skips a change that commits late. The lock covers only
-- the commit tail of transactions that write published tables. NEW/OLD go in whole; the service
-- trims them per subscriber (column grants, replica identity, RLS) the way apply_rls does.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(7460012511243170001);
  insert into realtime.changes (relid, schema_name, table_name, op, record, old_record)
  values (
    tg_relid, tg_table_schema, tg_table_name, left(tg_op, 1)::"char",
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- Identical notifications are folded into one per transaction.
  perform pg_notify('realtime_changes', '');
  return null;
end $$;

-- Puts the capture trigger on every table of the publication and takes it off tables that left it.
create or replace function realtime.sync_capture_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
      and c.relkind = 'r'
      and pt.schemaname not in ('realtime', '_stack', 'pg_catalog', 'information_schema')
      and not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture')
  loop
    execute format(
      'create constraint trigger realtime_capture after insert or update or delete on %s '
      'deferrable initially deferred for each row execute function realtime.capture_change()', rel);
  end loop;

  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_capture'
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables pt
        join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
        where pt.pubname = 'supabase_realtime' and c.oid = t.tgrelid)
  loop
    execute format('drop trigger realtime_capture on %s', rel);
  end loop;
end $$;

-- Supabase's apply_rls check for many subscribers in one call: `query` (an `exists` over the
-- changed row's primary key, built by the service) is prepared once and run as each subscriber
-- (role plus both JWT GUCs). Statements without parameters keep one generic plan, so each
-- subscriber costs only an execution. NULL marks a subscriber whose policy raised. Security
-- invoker on purpose (a definer function may not switch roles), and without its own search_path
-- so policies run under the same one as PostgREST's; nobody but the service may call it.
create or replace function realtime.rls_check(query text, claims jsonb[]) returns boolean[]
language plpgsql as $$
declare
  answers boolean[] := '{}';
  c jsonb;
  seen boolean;
begin
  if exists (select 1 from pg_catalog.pg_prepared_statements where name = 'realtime_rls_check') then
    deallocate realtime_rls_check;
  end if;
  execute 'prepare realtime_rls_check as ' || query;
  foreach c in array claims loop
    begin
      perform pg_catalog.set_config('role', c ->> 'role', true),
        pg_catalog.set_config('request.jwt.claims', c::text, true),
        pg_catalog.set_config('request.jwt.claim.sub', coalesce(c ->> 'sub', ''), true),
        pg_catalog.set_config('request.jwt.claim.role', c ->> 'role', true);
      execute 'execute realtime_rls_check' into seen;
      perform pg_catalog.set_config('role', 'none', true);
    exception when others then
      seen := null;
    end;
    answers := answers || seen;
  end loop;
  deallocate realtime_rls_check;
  return answers;
end $$;
revoke all on function realtime.rls_check(text, jsonb[]) from public, anon, authenticated, service_role;

revoke all on function realtime.sync_capture_triggers() from public, anon, authenticated, service_role;

-- Keeps the triggers in step with later migrations (`alter publication … add table`, or new tables
-- of a `for all tables` publication) and tells the service to forget cached table metadata.
-- A failure here must never fail the user's DDL, so it is downgraded to a warning.
create or replace function realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO') then
    perform realtime.sync_capture_triggers();
  end if;
  perform pg_notify('realtime_ddl', tg_tag);
exception when others then
  raise warning 'realtime: could not sync change capture: %', sqlerrm;
end $$;

drop event trigger if exists realtime_ddl_watch;
create event trigger realtime_ddl_watch on ddl_command_end execute function realtime.on_ddl();

select realtime.sync_capture_triggers();
