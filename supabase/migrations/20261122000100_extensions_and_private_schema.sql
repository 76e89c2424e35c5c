-- Foundations every later migration relies on: pg_trgm for search (in the `extensions`
-- schema, never `public`), a `private` schema for trigger functions that must not be
-- reachable through the Data API, and no implicit EXECUTE on new functions.
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
comment on schema private is
  'Trigger functions and helpers that run with elevated rights. Not exposed through PostgREST; no client role has USAGE.';
revoke all on schema private from public, anon, authenticated;

-- Postgres grants EXECUTE on every new function to PUBLIC. Each migration grants what a
-- client may call explicitly instead, so forgetting a grant fails closed.
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges in schema private revoke execute on functions from public;
