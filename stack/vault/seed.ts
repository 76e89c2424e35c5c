import type pg from 'pg';

/**
 * The Vault secrets the project's SQL reads to call its own Edge Functions (the storage clean-up
 * cron job, supabase/migrations/20261123150000_storage_cleanup_schedule.sql), under the names
 * Supabase's guide on scheduling functions uses. Hosted projects store them once by hand
 * (docs/security.md); the stack writes them at every start, because its API port can change.
 */
export async function seedVaultSecrets(pool: pg.Pool, secrets: Record<string, string>) {
  for (const [name, value] of Object.entries(secrets)) {
    const description = 'Written by the local stack at every start';
    const { rows } = await pool.query<{ id: string }>('select id from vault.secrets where name = $1', [name]);
    if (rows[0]) await pool.query('select vault.update_secret($1, $2)', [rows[0].id, value]);
    else await pool.query('select vault.create_secret($1, $2, $3)', [value, name, description]);
  }
}
