import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** A failed SQL file, reported with the file, line and Postgres' message. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly pgMessage: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${pgMessage}`);
  }
}

function lineOf(sql: string, position: string | undefined): number | null {
  const offset = Number(position);
  if (!Number.isFinite(offset) || offset <= 0) return null;
  return sql.slice(0, offset - 1).split('\n').length;
}

async function runFile(client: pg.PoolClient | pg.Client, file: string, sql: string) {
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    const e = err as { message: string; position?: string; detail?: string; hint?: string };
    const extra = [e.detail, e.hint].filter(Boolean).join(' ');
    throw new MigrationError(file, lineOf(sql, e.position), e.message + (extra ? ` (${extra})` : ''));
  }
}

const sqlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];

/** Platform SQL (roles, auth, storage, realtime schemas); re-run when a file changes. */
export async function applyPlatform(client: pg.Client, dir: string) {
  await client.query(`create schema if not exists _stack;
    create table if not exists _stack.platform (name text primary key, hash text not null, applied_at timestamptz default now())`);
  const { rows } = await client.query<{ name: string; hash: string }>('select name, hash from _stack.platform');
  const applied = new Map(rows.map((r) => [r.name, r.hash]));
  for (const file of sqlFiles(dir)) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const hash = createHash('sha1').update(sql).digest('hex');
    if (applied.get(file) === hash) continue;
    await runFile(client, `stack/platform/${file}`, sql);
    await client.query(
      'insert into _stack.platform (name, hash) values ($1, $2) on conflict (name) do update set hash = excluded.hash, applied_at = now()',
      [file, hash],
    );
  }
}

export interface MigrationResult {
  applied: string[];
  fresh: boolean;
}

/**
 * Applies supabase/migrations/*.sql in file-name order, remembering versions in
 * supabase_migrations.schema_migrations as the CLI does; only new files run on a restart.
 */
export async function applyMigrations(client: pg.Client, supabaseDir: string): Promise<MigrationResult> {
  const { rows: exists } = await client.query(`select to_regclass('supabase_migrations.schema_migrations') as t`);
  const fresh = exists[0]?.t === null;
  await client.query(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
  const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const dir = path.join(supabaseDir, 'migrations');
  const applied: string[] = [];
  for (const file of sqlFiles(dir)) {
    const m = /^(\d+)_?(.*)\.sql$/.exec(file);
    if (!m)
      throw new MigrationError(
        `supabase/migrations/${file}`,
        null,
        'migration file names must start with a timestamp, e.g. 20250101000000_name.sql',
      );
    const [, version, name] = m as unknown as [string, string, string];
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await runFile(client, `supabase/migrations/${file}`, sql);
    await client.query(
      'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
      [version, name, [sql]],
    );
    applied.push(file);
  }
  return { applied, fresh };
}

export async function applySeed(client: pg.Client, supabaseDir: string) {
  const file = path.join(supabaseDir, 'seed.sql');
  if (!existsSync(file)) return false;
  await runFile(client, 'supabase/seed.sql', readFileSync(file, 'utf8'));
  return true;
}
