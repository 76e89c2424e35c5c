-- Velvet's local stand-in for pg_net 0.19.5 (supabase/pg_net), for embedded Postgres, which ships
-- no pg_net. Same schema, tables, types and function signatures, written in SQL and PL/pgSQL; the
-- stack's worker (stack/net/worker.ts) plays pg_net's background worker: it reads
-- net.http_request_queue after a commit, sends the requests and stores net._http_response rows.
\echo Use "create extension pg_net" to load this file. \quit

create schema if not exists net;

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

-- Requests waiting for the worker. Rows of an open transaction are invisible to it, so a request
-- leaves only after its transaction commits, and a rolled-back one never leaves.
create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

-- One row per finished request, kept for pg_net.ttl (6 hours unless set).
create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

-- pg_net looks for its background worker; ours is the stack's connection named after it.
create function net.check_worker_is_up() returns void
language plpgsql set search_path = pg_catalog as $$
begin
  if not exists (select 1 from pg_stat_activity where application_name like 'pg_net % worker') then
    raise exception using
      message = 'the pg_net background worker is not up',
      detail = 'the pg_net background worker is down due to an internal error and cannot process requests',
      hint = 'make sure that you didn''t modify any of pg_net internal tables';
  end if;
end
$$;
comment on function net.check_worker_is_up() is 'raises an exception if the pg_net background worker is not up, otherwise it doesn''t return anything';

-- Blocks until the request's response is stored.
create function net._await_response(request_id bigint) returns bool
language plpgsql parallel unsafe set search_path = pg_catalog as $$
begin
  while not exists (select 1 from net._http_response where id = request_id) loop
    perform pg_sleep(0.05);
  end loop;
  return true;
end
$$;

-- Percent-encodes every byte but the unreserved ones (A-Z a-z 0-9 - . _ ~), as curl_easy_escape does.
create function net._urlencode_string(string varchar) returns text
language sql immutable set search_path = pg_catalog as $$
  select case when string is null then null else coalesce((
    select string_agg(
             case when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
                  then chr(b) else '%' || upper(lpad(to_hex(b), 2, '0')) end,
             '' order by i)
      from (select i, get_byte(convert_to(string, 'UTF8'), i) as b
              from generate_series(0, octet_length(convert_to(string, 'UTF8')) - 1) as i) as bytes
  ), '') end
$$;

-- Checks the URL as curl's URL parser would and appends `key=value` pairs to its query.
create function net._encode_url_with_params_array(url text, params_array text[]) returns text
language plpgsql immutable set search_path = pg_catalog as $$
declare
  parts text[];
  scheme text;
  result text;
  param text;
begin
  if url is null or params_array is null then
    return null;
  end if;
  parts := regexp_match(url, '^([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)(.*)$');
  if parts is null then
    raise exception 'invalid URL "%": %', url,
      case when url ~ '^[A-Za-z][A-Za-z0-9+.-]*:' then 'Unsupported URL scheme' else 'Bad scheme' end;
  end if;
  scheme := lower(parts[1]);
  -- curl knows these; the worker then refuses all but http and https ("Unsupported protocol").
  if scheme not in ('http', 'https', 'ftp', 'ftps', 'file', 'ws', 'wss', 'scp', 'sftp', 'smtp', 'smtps',
                    'imap', 'imaps', 'pop3', 'pop3s', 'ldap', 'ldaps', 'dict', 'gopher', 'mqtt', 'rtsp',
                    'smb', 'smbs', 'telnet', 'tftp') then
    raise exception 'invalid URL "%": Unsupported URL scheme', url;
  end if;
  if parts[2] = '' and scheme <> 'file' then
    raise exception 'invalid URL "%": No host part in the URL', url;
  end if;
  -- curl writes an empty path as '/'.
  result := parts[1] || '://' || parts[2] || case when parts[3] = '' or parts[3] ~ '^[?#]' then '/' else '' end
    || parts[3];
  foreach param in array params_array loop
    continue when param is null;
    if position('#' in result) > 0 then
      result := split_part(result, '#', 1);
    end if;
    result := result || case when position('?' in result) > 0 then '&' else '?' end || param;
  end loop;
  return result;
end
$$;

-- Asks the worker to look at the queue. A NOTIFY is delivered at commit and dropped on rollback,
-- which is pg_net's "wake at commit".
create function net.wake() returns void
language sql set search_path = pg_catalog as $$
  select pg_notify('velvet_net', 'wake')
$$;

create function net.worker_restart() returns bool
language sql set search_path = pg_catalog as $$
  select true from pg_notify('velvet_net', 'restart')
$$;

create function net.wait_until_running() returns void
language plpgsql set search_path = pg_catalog as $$
begin
  while not exists (select 1 from pg_stat_activity where application_name like 'pg_net % worker') loop
    perform pg_sleep(0.05);
  end loop;
end
$$;
comment on function net.wait_until_running() is 'waits until the worker is running';

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql parallel unsafe set search_path = pg_catalog as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, params_array), headers, timeout_milliseconds)
  returning id into request_id;

  perform net.wake();
  return request_id;
end
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql parallel unsafe set search_path = pg_catalog as $$
declare
  request_id bigint;
  params_array text[];
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as r (header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;

  -- Headers without a content type get JSON's; any other content type is refused.
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, params_array), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;

  perform net.wake();
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
) returns bigint
language plpgsql parallel unsafe set search_path = pg_catalog as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', net._encode_url_with_params_array(url, params_array), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;

  perform net.wake();
  return request_id;
end
$$;

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');

create type net.http_response as (
  status_code integer,
  headers jsonb,
  body text
);

create type net.http_response_result as (
  status net.request_status,
  message text,
  response net.http_response
);

create function net._http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql parallel unsafe set search_path = pg_catalog as $$
declare
  rec net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;

  select * into rec from net._http_response where id = request_id;

  -- A request still in flight cannot be told from one that does not exist, as in pg_net.
  if rec is null or rec.error_msg is not null then
    return ('ERROR', coalesce(rec.error_msg, 'request matching request_id not found'), null)::net.http_response_result;
  end if;

  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)::net.http_response_result;
end
$$;

create function net.http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql parallel unsafe set search_path = pg_catalog as $$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  return net._http_collect_response(request_id, async);
end
$$;

grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;
