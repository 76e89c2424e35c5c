// Database advisor checks in the spirit of Supabase's splinter lints (written for this
// project, not copied), plus a few house rules. `npx tsx scripts/lint-db.ts [db url]`
// prints findings and exits 1 on any ERROR or WARN; tests/integration/db-lints.test.ts
// runs the same checks against the freshly migrated test stack.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { LINTS, type Lint } from './lint-db-rules.ts';

export interface Finding {
  lint: string;
  level: Lint['level'];
  detail: string;
}

/**
 * Runs every lint inside the caller's open transaction (it sets transaction-local
 * settings), so a test can create offending objects first and roll everything back.
 */
export async function queryLints(client: pg.Client | pg.PoolClient, schemas = ['public']): Promise<Finding[]> {
  const findings: Finding[] = [];
  await client.query(`select set_config('search_path', '', true), set_config('lint.api_schemas', $1, true)`, [
    schemas.join(','),
  ]);
  for (const lint of LINTS) {
    const { rows } = await client.query<{ detail: string }>(lint.sql);
    for (const row of rows) findings.push({ lint: lint.name, level: lint.level, detail: row.detail });
  }
  return findings;
}

/** Runs every lint in a transaction that is rolled back. */
export async function runDbLints(client: pg.Client | pg.PoolClient, schemas = ['public']): Promise<Finding[]> {
  await client.query('begin');
  try {
    return await queryLints(client, schemas);
  } finally {
    await client.query('rollback');
  }
}

export const blocking = (findings: Finding[]) => findings.filter((f) => f.level === 'ERROR' || f.level === 'WARN');

async function main() {
  const url = process.argv[2] ?? process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const findings = await runDbLints(client);
    for (const f of findings) console.log(`${f.level.padEnd(5)} ${f.lint}: ${f.detail}`);
    const bad = blocking(findings).length;
    console.log(bad === 0 ? `✔ ${LINTS.length} lints, no ERROR or WARN` : `✖ ${bad} ERROR/WARN finding(s)`);
    process.exitCode = bad === 0 ? 0 : 1;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
