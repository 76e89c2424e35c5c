/** Loading the benchmark dataset fast, and reading plans back with auto_explain. */
import type pg from 'pg';
import type { Step } from './db-dataset.ts';

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the dataset steps with triggers off and the secondary indexes dropped (rebuilt once at
 * the end, which is several times faster than maintaining them row by row), then VACUUM ANALYZE
 * so the planner and index-only scans see the real data.
 */
export async function load(db: pg.Client, steps: Step[], log: (line: string) => void): Promise<number> {
  const started = Date.now();
  await db.query(`set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set session_replication_role = replica`);
  const { rows: indexes } = await db.query<{ name: string; def: string }>(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  for (const ix of indexes) await db.query(`drop index ${ix.name}`);
  // Primary keys and unique constraints of tables nothing references (likes, messages, …) go too:
  // 5M random uuids into a btree larger than shared_buffers is the slowest part of the load.
  const { rows: constraints } = await db.query<{ tbl: string; name: string; def: string }>(`
    select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype in ('p', 'u')
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`);
  for (const c of constraints) await db.query(`alter table ${c.tbl} drop constraint ${c.name}`);
  log(`dropped ${indexes.length} secondary indexes and ${constraints.length} unreferenced keys for the load`);
  for (const [i, step] of steps.entries()) {
    const t = Date.now();
    await db.query(step.sql);
    log(`[${i + 1}/${steps.length}] ${step.name}: ${secs(Date.now() - t)}`);
  }
  await db.query('set session_replication_role = origin');
  let t = Date.now();
  for (const c of constraints) await db.query(`alter table ${c.tbl} add constraint ${c.name} ${c.def}`);
  for (const ix of indexes) await db.query(ix.def);
  log(`rebuilt ${constraints.length} keys and ${indexes.length} indexes: ${secs(Date.now() - t)}`);
  t = Date.now();
  await db.query('vacuum (analyze)');
  log(`vacuum analyze: ${secs(Date.now() - t)}`);
  await db.query('checkpoint');
  log(`dataset ready in ${secs(Date.now() - started)}`);
  return Date.now() - started;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a screen's SQL as the signed-in viewer. The screen RPCs are SQL
 * functions with a fixed search_path, which Postgres never inlines, so a plain EXPLAIN shows only
 * "Function Scan"; auto_explain with nested statements prints the plan of the body as well.
 */
export async function explain(db: pg.Client, viewer: string, sql: string, params: unknown[]): Promise<string> {
  const notices: string[] = [];
  const onNotice = (n: { message?: string }) => notices.push(n.message ?? '');
  db.on('notice', onNotice);
  try {
    await db.query('begin');
    await db.query(`load 'auto_explain';
      set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on;
      set local auto_explain.log_buffers = on; set local auto_explain.log_nested_statements = on;
      set local auto_explain.log_timing = on; set local auto_explain.log_level = notice`);
    const claims = JSON.stringify({ sub: viewer, role: 'authenticated', aud: 'authenticated' });
    await db.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
      set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', 'authenticated', true)`,
      [claims, viewer],
    );
    notices.length = 0;
    await db.query(sql, params);
  } finally {
    await db.query('rollback');
    db.off('notice', onNotice);
  }
  // Innermost plans come first; the top-level statement's plan is last.
  return notices
    .filter((n) => !n.includes("set_config('role'"))
    .map((n) => n.replace(/^duration: [\d.]+ ms\s+plan:\n/, '').trim())
    .join('\n\n');
}

export async function indexesOf(db: pg.Client): Promise<Record<string, number>> {
  const { rows } = await db.query<{ t: string; n: string }>(`
    select relname as t, n_live_tup::text as n from pg_stat_user_tables
    where schemaname = 'public' order by n_live_tup desc`);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
