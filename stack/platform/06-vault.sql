-- Platform: Supabase Vault, which every hosted project and `supabase start` have enabled, so SQL
-- reading `vault.decrypted_secrets` (e.g. a cron job calling an Edge Function through pg_net) runs
-- unchanged. Our stand-in (stack/vault/extension) stores values unencrypted. Grants are hosted's:
-- postgres and service_role, nobody else. The stack writes its own secrets at each start
-- (stack/vault/seed.ts): project_url and service_role_key.
create extension if not exists supabase_vault;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public;
grant usage on schema vault to postgres with grant option;
grant select, delete, truncate, references on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on function vault.create_secret, vault.update_secret to postgres with grant option;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret, vault.update_secret to service_role;
