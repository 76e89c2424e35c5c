/**
 * `npm run bench:db`: loads a large dataset (100k users, 1M posts, 5M likes, 200k conversations,
 * 5M messages, …) into a throwaway stack on free ports, then times every screen's request through
 * PostgREST as a signed-in user and records p50/p95 and EXPLAIN (ANALYZE, BUFFERS) plans in
 * docs/performance.md (## Database). A benchmark, not a test: nothing fails on a slow query.
 *
 *   npm run bench:db                          # full size (≈10 minutes on 2 cores)
 *   npm run bench:db -- --scale 0.1           # a tenth of every table, for a quick look
 *   npm run bench:db -- --runs 300 --no-write # more samples; print only
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack, type RunningStack } from '../../stack/index.ts';
import { userAccessToken } from '../../stack/keys.ts';
import { freePort } from '../../stack/ports.ts';
import { datasetSteps, FULL, scaled, type Scale } from './db-dataset.ts';
import { explain, indexesOf, load } from './db-load.ts';
import { writeReport, type Result } from './db-report.ts';
import { screens, viewerId, type Screen } from './db-screens.ts';

const GOAL_MS = 20;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function time(stack: RunningStack, token: string, s: Screen, runs: number): Promise<Omit<Result, 'plan'>> {
  const headers: Record<string, string> = {
    apikey: stack.keys.anonKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    ...s.headers,
  };
  const request = async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1${s.path}`, {
      method: s.method,
      headers,
      body: s.body ? JSON.stringify(s.body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${s.name}: HTTP ${res.status} ${text}`);
    return s.method === 'HEAD'
      ? Number(res.headers.get('content-range')?.split('/')[1] ?? 0)
      : (JSON.parse(text) as unknown[]).length;
  };
  const rows = await request();
  for (let i = 0; i < 10; i++) await request(); // warm caches and PostgREST's schema cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await request();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return {
    name: s.name,
    request: `${s.method} /rest/v1${s.path}`,
    rows,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
  };
}

async function main() {
  const scale: Scale = arg('scale') ? scaled(Number(arg('scale'))) : FULL;
  const runs = Number(arg('runs') ?? 200);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'velvet-bench-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach <dataDir>/db
  const started = Date.now();
  console.log(`starting a throwaway stack in ${dataDir}`);
  const stack = await startStack({
    dataDir,
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    log: () => undefined,
  });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  try {
    await db.connect();
    const loadMs = await load(db, datasetSteps(scale), (line) => console.log(line));
    const viewer = await viewerId(db);
    const token = userAccessToken(stack.keys.jwtSecret, { sub: viewer, email: 'bench1@bench.test' });
    const results: Result[] = [];
    for (const s of await screens(db)) {
      const timing = await time(stack, token, s, runs);
      const plan = await explain(db, viewer, s.sql, s.params);
      results.push({ ...timing, plan });
      const flag = timing.p95 <= GOAL_MS ? 'ok  ' : 'SLOW';
      console.log(
        `${flag} p50 ${timing.p50.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms  ${String(timing.rows).padStart(6)} rows  ${s.name}`,
      );
    }
    const counts = await indexesOf(db);
    if (!process.argv.includes('--no-write')) {
      const file = await writeReport({ scale, runs, loadMs, goalMs: GOAL_MS, results, counts, full: scale === FULL });
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
