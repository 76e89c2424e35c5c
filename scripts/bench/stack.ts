// `npm run bench:stack`: cold and warm start-to-ready of the local stack, and request throughput
// through the gateway. A benchmark that prints figures, not a test. Uses its own ports and data.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function throughput(label: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = performance.now();
      const res = await request().catch(() => null);
      if (!res || !res.ok) errors++;
      await res?.arrayBuffer().catch(() => undefined);
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   errors ${errors}`,
  );
}

const root = await mkdtemp(path.join(tmpdir(), 'velvet-bench-'));
await chmod(root, 0o755);
const ports = { api: await freePort(), db: await freePort(), mail: await freePort() };
const options = { dataDir: path.join(root, 'data'), ports, log: () => undefined };
try {
  let stack = await startStack(options);
  console.log(`cold start (initdb, platform, migrations, seed): ${(stack.timings.readyMs / 1000).toFixed(2)} s`);
  await stack.stop();
  stack = await startStack(options);
  console.log(
    `warm start (existing data):                      ${(stack.timings.readyMs / 1000).toFixed(2)} s   (goal < 10 s)`,
  );

  const headers = { apikey: stack.keys.anonKey, authorization: `Bearer ${stack.keys.anonKey}` };
  console.log(`\nthroughput, ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each:`);
  await throughput('GET /auth/v1/health', () => fetch(`${stack.apiUrl}/auth/v1/health`, { headers }));
  await throughput('GET /rest/v1/profiles?limit=10', () =>
    fetch(`${stack.apiUrl}/rest/v1/profiles?select=id,username&limit=10`, { headers }),
  );
  await throughput('GET /storage/v1/bucket (service)', () =>
    fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { apikey: stack.keys.serviceRoleKey, authorization: `Bearer ${stack.keys.serviceRoleKey}` },
    }),
  );
  await stack.stop();
} finally {
  await rm(root, { recursive: true, force: true });
}
