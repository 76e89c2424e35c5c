// `npm run bench:money`: purchase throughput and latency through a throwaway local stack. 50 fans
// at once, each unlocking pay-per-view posts one after another through PostgREST (the unlock_post
// RPC, as the app calls it), then the same with every fan buying from one creator (the hottest
// accounts). Every purchase locks the fan's wallet, the creator's pending account and the
// platform's revenue account in id order, so this measures that serialisation under load.
// Checks that every purchase succeeded exactly once and the ledger's invariants hold.
// A benchmark that prints figures (recorded in docs/performance.md), not a test.
//
//   npm run bench:money                      # 50 fans × 40 unlocks, spread over 10 creators, then 1
//   BENCH_FANS=20 BENCH_UNLOCKS=10 npm run bench:money
//   BENCH_DIRECT=1 npm run bench:money       # the SQL function over 50 connections, no HTTP
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack, type RunningStack } from '../../stack/index.ts';
import { userAccessToken } from '../../stack/keys.ts';
import { freePort } from '../../stack/ports.ts';

const FANS = Number(process.env.BENCH_FANS ?? 50);
const UNLOCKS = Number(process.env.BENCH_UNLOCKS ?? 40);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 10);
const PRICE = 499;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function users(db: pg.Client, prefix: string, n: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       $1 || i || '@bench.test', now(), '{"provider":"email","providers":["email"]}', jsonb_build_object('name', $1 || i, 'adult_confirmed', true), now(), now()
     from generate_series(1, $2) i returning id`,
    [prefix, n],
  );
  return rows.map((r) => r.id);
}

function token(stack: RunningStack, sub: string): string {
  return userAccessToken(stack.keys.jwtSecret, { sub });
}

/** Credits a wallet the way the verified webhook does (a completed Checkout Session). */
async function credit(db: pg.Client, userId: string, cents: number) {
  const { rows } = await db.query<{ id: string }>(`select (private.start_topup($1, $2, $3, now())).id`, [
    userId,
    cents,
    randomUUID(),
  ]);
  const id = () => randomUUID().replace(/-/g, '');
  const event = {
    id: `evt_${id()}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${id()}`,
        client_reference_id: rows[0]!.id,
        amount_total: cents,
        currency: 'eur',
        payment_status: 'paid',
        payment_intent: `pi_${id()}`,
      },
    },
  };
  await db.query('select public.handle_payment_event($1::jsonb)', [JSON.stringify(event)]);
}

/** Creators with pay-per-view posts (buying needs no file), fans with enough in their wallets. */
async function setUp(db: pg.Client, creatorCount: number, postsPerCreator: number) {
  const creators = await users(db, `creator${randomUUID().slice(0, 4)}`, creatorCount);
  const fans = await users(db, `fan${randomUUID().slice(0, 4)}`, FANS);
  await db.query(
    `insert into public.creator_settings (user_id, pitch, date_of_birth, country, terms_accepted_at)
     select id, 'bench', '1990-01-01', 'DE', now() from unnest($1::uuid[]) id`,
    [creators],
  );
  await db.query(
    'update public.profiles set is_creator = true, subscription_price_cents = 999 where id = any ($1::uuid[])',
    [creators],
  );
  const { rows } = await db.query<{ id: string }>(
    `with p as (
       insert into public.posts (user_id, content, media_type, is_locked, price_cents)
       select c, 'bench ppv ' || i, 'image', true, $2 from unnest($1::uuid[]) c, generate_series(1, $3) i
       returning id, user_id)
     insert into public.locked_post_media (post_id, user_id, media_path)
     select p.id, p.user_id, p.user_id || '/' || p.id || '.jpg' from p returning post_id as id`,
    [creators, PRICE, postsPerCreator],
  );
  for (const fan of fans) {
    for (let left = UNLOCKS * PRICE; left > 0; left -= 50000) await credit(db, fan, 50000);
  }
  return { fans, posts: rows };
}

/** BENCH_DIRECT=1: call the database function straight (no gateway, no PostgREST) to see its own cost. */
const DIRECT = process.env.BENCH_DIRECT === '1';
let pool: pg.Pool | undefined;

/** One unlock through PostgREST as the fan: its latency and whether it charged. */
async function buy(stack: RunningStack, bearer: string, postId: string, fan: string) {
  const t = performance.now();
  if (DIRECT) {
    pool ??= new pg.Pool({ connectionString: stack.dbUrl, max: FANS });
    const { rows } = await pool.query<{ charged: boolean }>(
      'select (private.unlock_post($1, $2, $3, null, now())).charged',
      [fan, postId, randomUUID()],
    );
    return { ms: performance.now() - t, ok: rows[0]?.charged === true };
  }
  const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/unlock_post`, {
    method: 'POST',
    headers: { apikey: stack.keys.anonKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ post_id: postId, idempotency_key: randomUUID() }),
  });
  const body = await res.text();
  return { ms: performance.now() - t, ok: res.ok && (JSON.parse(body) as { charged: boolean }).charged };
}

async function run(stack: RunningStack, db: pg.Client, label: string, creatorCount: number) {
  // One extra purchase per fan warms PostgREST's connections (PL/pgSQL plans are per connection).
  const perFan = UNLOCKS + 1;
  const { fans, posts } = await setUp(db, creatorCount, Math.ceil((FANS * perFan) / creatorCount));
  // Fan i buys posts i, i + FANS, i + 2·FANS … so no two fans buy the same post and creators interleave.
  const plan = fans.map((fan, i) => ({
    fan,
    token: token(stack, fan),
    posts: Array.from({ length: perFan }, (_, k) => posts[(i + k * FANS) % posts.length]!.id),
  }));
  let failures = 0;
  await Promise.all(plan.map(async (p) => ((await buy(stack, p.token, p.posts[0]!, p.fan)).ok ? 0 : failures++)));
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    plan.map(async (p) => {
      for (const postId of p.posts.slice(1)) {
        const r = await buy(stack, p.token, postId, p.fan);
        samples.push(r.ms);
        if (!r.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.purchases where fan_id = any ($1::uuid[])',
    [fans],
  );
  const { rows: problems } = await db.query('select * from ledger.check_invariants()');
  const line = {
    label,
    purchases: samples.length,
    stored: rows[0]!.n - FANS,
    failures,
    perSecond: samples.length / seconds,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    invariants: problems.length === 0 ? 'hold' : `BROKEN (${problems.length})`,
  };
  console.log(
    `${label}: ${line.purchases} purchases in ${seconds.toFixed(1)} s = ${line.perSecond.toFixed(0)}/s, ` +
      `p50 ${line.p50.toFixed(1)} ms, p95 ${line.p95.toFixed(1)} ms, p99 ${line.p99.toFixed(1)} ms, ` +
      `failures ${failures}, stored ${line.stored}, invariants ${line.invariants}`,
  );
  return line;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'velvet-bench-money-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach <dataDir>/db
  const stack = await startStack({
    dataDir,
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    log: () => undefined,
  });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  let ok = true;
  try {
    await db.connect();
    console.log(
      `${FANS} fans × ${UNLOCKS} unlocks each, one request at a time per fan, all fans at once${DIRECT ? ' (direct SQL)' : ''}`,
    );
    for (const [label, creators] of [
      [`spread over ${CREATORS} creators`, CREATORS],
      ['all from one creator', 1],
    ] as const) {
      const r = await run(stack, db, label, creators);
      ok &&= r.failures === 0 && r.stored === r.purchases && r.invariants === 'hold';
    }
  } finally {
    await pool?.end().catch(() => undefined);
    await db.end().catch(() => undefined);
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!ok) {
    console.error('some purchases failed, were stored twice or broke the ledger');
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
