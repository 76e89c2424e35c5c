import type pg from 'pg';
import type { JwtClaims } from './keys.ts';

export type Role = 'anon' | 'authenticated' | 'service_role';

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** The database role a verified JWT acts as; unknown roles are refused like PostgREST does. */
export function roleOf(claims: JwtClaims): Role {
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !ROLES.has(role)) throw new Error(`role "${String(role)}" does not exist`);
  return role as Role;
}

/**
 * Runs `fn` in a transaction as the caller: `set local role` plus every JWT GUC that
 * auth.uid()/auth.jwt() read (both the JSON and the legacy per-claim ones, see wire facts §3),
 * so RLS policies decide exactly as they would under PostgREST.
 */
export async function withClaims<T>(
  pool: pg.Pool,
  claims: JwtClaims,
  fn: (client: pg.PoolClient) => Promise<T>,
  extra: Record<string, string> = {},
): Promise<T> {
  const role = roleOf(claims);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true)`,
      [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
    for (const [k, v] of Object.entries(extra)) {
      await client.query('select set_config($1, $2, true)', [k, v]);
    }
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Runs `fn` in a transaction as the superuser. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
