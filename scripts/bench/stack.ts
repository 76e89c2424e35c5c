// `npm run bench:stack`: cold and warm start-to-ready of the local stack, request throughput
// through the gateway, the gateway's latency for other clients while a realtime attacker is at work
// (realtime-attacks.ts), Edge Functions cold start and warm latency, and the payments sandbox's
// checkout-to-webhook delivery time. A benchmark that prints figures, not a test. Uses its own ports
// and data.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';
import { printAttacks, realtimeAttacks } from './realtime-attacks.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ONLY = process.env.BENCH_ONLY;

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);

/**
 * Edge Functions on a second, bare project: cold start (an edit makes the next request boot a new
 * Deno process) for a function without imports and one importing supabase-js from node_modules,
 * then warm throughput through the gateway.
 */
async function functionsBench() {
  const supabaseDir = path.join(root, 'fn-project');
  const files: Record<string, string> = {
    'config.toml': 'project_id = "bench"\n',
    'functions/ping/index.ts': `Deno.serve(() => new Response('pong'));`,
    'functions/with-supabase-js/index.ts': `import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
Deno.serve(() => new Response(typeof createClient));`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(supabaseDir, file)), { recursive: true });
    await writeFile(path.join(supabaseDir, file), text);
  }
  const fnPorts = { api: await freePort(), db: await freePort(), mail: await freePort() };
  const stack = await startStack({
    supabaseDir,
    dataDir: path.join(root, 'fn-data'),
    ports: fnPorts,
    log: () => undefined,
  });
  const headers = { authorization: `Bearer ${stack.keys.anonKey}` };
  try {
    console.log('\nEdge Functions (one Deno process per function):');
    for (const name of ['ping', 'with-supabase-js']) {
      const cold: number[] = [];
      for (let i = 0; i < 10; i++) {
        const file = path.join(supabaseDir, 'functions', name, 'index.ts');
        await writeFile(file, `${files[`functions/${name}/index.ts`]}\n// edit ${i}\n`);
        const t = performance.now();
        const res = await fetch(`${stack.functionsUrl}/${name}`, { headers });
        await res.arrayBuffer();
        cold.push(performance.now() - t);
      }
      cold.sort((a, b) => a - b);
      console.log(`cold start ${name.padEnd(24)} p50 ${percentile(cold, 0.5)} ms   p95 ${percentile(cold, 0.95)} ms`);
    }
    await throughput('POST /functions/v1/ping (warm)', () =>
      fetch(`${stack.functionsUrl}/ping`, { method: 'POST', headers, body: '{}' }),
    );
  } finally {
    await stack.stop();
  }
}

/**
 * Checkout to webhook: from the hosted page's form POST with 4242… to `checkout.session.completed`
 * arriving, verified, at a plain Node endpoint, and to the repo's stripe-webhook function answering 200
 * after verifying it (read from the sandbox's delivery log; its first delivery includes a Deno boot).
 */
async function checkoutToWebhook(sandboxUrl: string, secretKey: string) {
  const rounds = Number(process.env.BENCH_CHECKOUTS ?? 30);
  const u = new URL(sandboxUrl);
  const stripe = new Stripe(secretKey, { host: u.hostname, port: Number(u.port), protocol: 'http' });
  const provider = Stripe.createSubtleCryptoProvider();
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  let secret = '';
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      stripe.webhooks
        .constructEventAsync(raw, String(req.headers['stripe-signature']), secret, undefined, provider)
        .then((event) => {
          if (event.type === 'checkout.session.completed') {
            arrived.set(event.data.object.id, performance.now());
            waiting.get(event.data.object.id)?.();
          }
          res.writeHead(200).end();
        })
        .catch(() => res.writeHead(400).end());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const port = (receiver.address() as { port: number }).port;
  const endpoint = await stripe.webhookEndpoints.create({
    url: `http://127.0.0.1:${port}/functions/v1/stripe-webhook`,
    enabled_events: ['checkout.session.completed'],
  });
  secret = endpoint.secret!;
  const latencies: number[] = [];
  const postedAt = new Map<string, number>(); // wall clock, to compare with the delivery log
  for (let i = 0; i < rounds; i++) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'bench@velvet.test',
      success_url: 'http://127.0.0.1:5173/wallet?checkout={CHECKOUT_SESSION_ID}',
      line_items: [
        { price_data: { currency: 'eur', product_data: { name: 'Bench' }, unit_amount: 1292 }, quantity: 1 },
      ],
    });
    const started = performance.now();
    postedAt.set(session.id, Date.now());
    const res = await fetch(session.url!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: '4242424242424242',
        cardExpiry: '12 / 34',
        cardCvc: '123',
        billingName: 'Bench',
      }),
    });
    if (res.status !== 303) throw new Error(`checkout answered ${res.status}`);
    await new Promise<void>((resolve, reject) => {
      if (arrived.has(session.id)) return resolve();
      const timer = setTimeout(() => reject(new Error('checkout.session.completed never arrived')), 10_000);
      waiting.set(session.id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    latencies.push(arrived.get(session.id)! - started);
  }
  const report = (label: string, values: number[]) => {
    values.sort((a, b) => a - b);
    console.log(
      `${label} (${values.length} payments): p50 ${percentile(values, 0.5)} ms   p95 ${percentile(values, 0.95)} ms   max ${values.at(-1)!.toFixed(1)} ms`,
    );
  };
  console.log('\npayments sandbox, one payment after another:');
  report('form POST → verified checkout.session.completed at a Node endpoint', latencies);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));

  const api = (p: string) => fetch(`${sandboxUrl}/sandbox/api${p}`).then((r) => r.json());
  const endpoints = (await api('/endpoints')) as { data: Array<{ id: string; source: string }> };
  const fn = endpoints.data.find((e) => e.source === 'config');
  if (!fn) return console.log('(no stripe-webhook function in this project: function delivery not measured)');
  type Log = {
    data: Array<{
      event: string;
      status: string;
      attempts: Array<{ started_at: number; duration_ms: number; status: number | null }>;
    }>;
  };
  const events = (await api('/events?type=checkout.session.completed&limit=1000')) as {
    data: Array<{ id: string; data: { object: { id: string } } }>;
  };
  const sessionOf = new Map(events.data.map((e) => [e.id, e.data.object.id]));
  const deadline = Date.now() + 60_000;
  let log: Log;
  do {
    log = (await api(`/deliveries?endpoint=${fn.id}&limit=1000`)) as Log;
    if (log.data.every((d) => d.status !== 'pending')) break;
    await new Promise((r) => setTimeout(r, 200));
  } while (Date.now() < deadline);
  const viaFunction = log.data
    .filter((d) => d.status === 'succeeded' && postedAt.has(sessionOf.get(d.event) ?? ''))
    .map((d) => {
      const ok = d.attempts.find((a) => a.status === 200)!;
      return ok.started_at + ok.duration_ms - postedAt.get(sessionOf.get(d.event)!)!;
    });
  report('form POST → stripe-webhook function verified it (200)', viaFunction);
}

/** `BENCH_ONLY=payments`: only the checkout-to-webhook figures, on a stack of their own. */
async function paymentsBench() {
  const stack = await startStack(options);
  try {
    await checkoutToWebhook(stack.payments.url, stack.payments.secretKey);
  } finally {
    await stack.stop();
  }
}

const root = await mkdtemp(path.join(tmpdir(), 'velvet-bench-'));
await chmod(root, 0o755);
const ports = { api: await freePort(), db: await freePort(), mail: await freePort() };
const options = { dataDir: path.join(root, 'data'), ports, log: () => undefined };
try {
  // BENCH_ONLY=attacks, =functions or =payments runs only that part (the CPU is shared).
  if (ONLY === 'payments') await paymentsBench();
  else {
    if (ONLY !== 'functions') await mainBench();
    if (ONLY !== 'attacks') await functionsBench();
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

async function mainBench() {
  let stack = await startStack(options);
  console.log(`cold start (initdb, platform, migrations, seed): ${(stack.timings.readyMs / 1000).toFixed(2)} s`);
  if (ONLY !== 'attacks') {
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
    await checkoutToWebhook(stack.payments.url, stack.payments.secretKey);
  }
  printAttacks(await realtimeAttacks(stack));
  await stack.stop();
}
