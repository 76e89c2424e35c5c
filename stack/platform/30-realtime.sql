-- Platform: Supabase Realtime's tenant objects (realtime.messages, realtime.topic(),
-- realtime.send(), realtime.broadcast_changes(): Realtime Authorization and Broadcast from the
-- database) and change capture for the realtime service's postgres_changes.
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

-- ---------------------------------------------------------------------------------------------
-- Realtime Authorization and Broadcast from the database, as Realtime's tenant migrations leave
-- them (supabase/realtime priv/repo/tenant_db_dump, without the daily partitions): clients never
-- read or write this table directly; its RLS policies decide who may join a private channel
-- (select), broadcast or track presence on it (insert), and rows that realtime.send() inserts are
-- broadcast to the row's topic.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_pkey primary key (id, inserted_at),
  constraint messages_payload_exclusive check (payload is null or binary_payload is null)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.messages enable row level security;
grant all on table realtime.messages to postgres, dashboard_user;
grant select, insert, update on table realtime.messages to anon, authenticated, service_role;

-- The topic being authorized (or sent to), for policies: `(select realtime.topic())`.
create or replace function realtime.topic() returns text
language sql stable as $$
select nullif(current_setting('realtime.topic', true), '')::text;
$$;
alter function realtime.topic() owner to supabase_realtime_admin;

-- Broadcast from the database. Runs as the caller, so RLS insert policies apply to it as well; a
-- refused or failed insert is only a warning, never the caller's error (as in Realtime).
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();

    -- Check if payload has an 'id' key, if not, add the generated UUID
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;

    -- Set the topic configuration
    execute format('SET LOCAL realtime.topic TO %L', topic);

    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;

create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();

    execute format('SET LOCAL realtime.topic TO %L', topic);

    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
alter function realtime.send_binary(bytea, text, text, boolean) owner to supabase_realtime_admin;

-- For row triggers: sends {old_record, record, operation, table, schema} to `topic_name` (private).
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void
language plpgsql as $$
declare
  -- Declare a variable to hold the JSONB representation of the row
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  -- Check the operation type and handle accordingly
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;

-- Committed inserts reach the service through the same queue as table changes (Realtime streams
-- them from its own publication). Deferred, so the authorization probes below, which are always
-- rolled back, never get this far.
drop trigger if exists realtime_broadcast on realtime.messages;
create constraint trigger realtime_broadcast after insert on realtime.messages
  deferrable initially deferred for each row execute function realtime.capture_change();

-- Realtime.Tenants.Authorization, one round trip per check. The read check inserts one probe row
-- per extension as the service, then, as the client (role, JWT claims, topic and headers set the
-- way Realtime sets them), selects them back: a row the client's policies let it see means read
-- access to that extension. The write check inserts one row per extension as the client, each in
-- its own savepoint: `insufficient_privilege` (what a refused WITH CHECK raises) means no write
-- access; any other error is the caller's. Everything is undone (the outer block is made to fail
-- and its exception swallowed), so no row survives. Security invoker on purpose (only the service
-- calls them; a definer function may not switch roles).
create or replace function realtime.authorize_read(topic_name text, claims jsonb, headers jsonb, extensions text[])
returns boolean[]
language plpgsql as $$
declare
  ids uuid[] := array(select gen_random_uuid() from pg_catalog.unnest(extensions));
  seen uuid[] := '{}';
begin
  begin
    insert into realtime.messages (id, topic, extension)
    select ids[i], topic_name, extensions[i] from pg_catalog.generate_subscripts(extensions, 1) i;
    perform realtime.claim_settings(topic_name, claims, headers);
    seen := array(select m.id from realtime.messages m where m.id = any (ids));
    raise sqlstate 'RTAUZ';
  exception when sqlstate 'RTAUZ' then
    null;
  end;
  return array(select ids[i] = any (seen) from pg_catalog.generate_subscripts(ids, 1) i order by i);
end $$;

create or replace function realtime.authorize_write(topic_name text, claims jsonb, headers jsonb, extensions text[])
returns boolean[]
language plpgsql as $$
declare
  answers boolean[] := '{}';
  ext text;
begin
  begin
    perform realtime.claim_settings(topic_name, claims, headers);
    foreach ext in array extensions loop
      begin
        insert into realtime.messages (topic, extension) values (topic_name, ext);
        answers := answers || true;
      exception when insufficient_privilege then
        answers := answers || false;
      end;
    end loop;
    raise sqlstate 'RTAUZ';
  exception when sqlstate 'RTAUZ' then
    null;
  end;
  return answers;
end $$;

-- Realtime's set_conn_config: the role and request settings for the rest of the transaction.
create or replace function realtime.claim_settings(topic_name text, claims jsonb, headers jsonb)
returns void
language sql as $$
  select pg_catalog.set_config('role', claims ->> 'role', true),
    pg_catalog.set_config('realtime.topic', topic_name, true),
    pg_catalog.set_config('request.jwt.claims', claims::text, true),
    pg_catalog.set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true),
    pg_catalog.set_config('request.jwt.claim.role', claims ->> 'role', true),
    pg_catalog.set_config('request.headers', headers::text, true);
$$;

revoke all on function realtime.authorize_read(text, jsonb, jsonb, text[]) from public, anon, authenticated, service_role;
revoke all on function realtime.authorize_write(text, jsonb, jsonb, text[]) from public, anon, authenticated, service_role;
revoke all on function realtime.claim_settings(text, jsonb, jsonb) from public, anon, authenticated, service_role;
