-- Velvet's local stand-in for supabase_vault 0.3.1 (supabase/vault), for embedded Postgres, which
-- ships neither it nor libsodium. Same table, view and functions, so SQL that stores secrets with
-- vault.create_secret and reads vault.decrypted_secrets runs unchanged. Unlike Vault, nothing is
-- encrypted: `secret` holds the value itself. Only postgres and service_role are granted access
-- (stack/platform/06-vault.sql), as on hosted projects.
\echo Use "create extension supabase_vault" to load this file. \quit

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce, s.created_at,
       s.updated_at
  from vault.secrets s;

create function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  -- unused, as in Vault 0.3
  new_key_id uuid = null
) returns uuid
security definer
language plpgsql
set search_path = ''
as $$
declare
  secret_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning id into secret_id;
  return secret_id;
end
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text = null,
  new_name text = null,
  new_description text = null,
  -- unused, as in Vault 0.3
  new_key_id uuid = null
) returns void
security definer
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
     set secret = coalesce(new_secret, s.secret),
         name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description),
         updated_at = now()
   where s.id = secret_id;
end
$$;

revoke all on function vault.create_secret, vault.update_secret from public;

select pg_catalog.pg_extension_config_dump('vault.secrets', '');
