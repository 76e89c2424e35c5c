// The realtime section of `npm run bench:stack`: the gateway's latency for other clients while idle,
// while a subscriber with a backtracking `like` filter watches `messages` (rows keep arriving), and
// while one anonymous client floods broadcasts and 2.5 MB frames. The attacker
// (realtime-attacker.ts) and the other clients (realtime-probe.ts) each run in their own process.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { RunningStack } from '../../stack/index.ts';

const PHASE_MS = Number(process.env.BENCH_ATTACK_MS ?? 5000);
/** Requests per second the other clients send to the gateway (on a fixed schedule). */
const RATE = Number(process.env.BENCH_ATTACK_RATE ?? 50);
/** `content` long enough that the old backtracking `like` took about a second per row. */
const REDOS_CONTENT = 'a'.repeat(75);

interface Phase {
  label: string;
  /** The stack's own process during the phase: CPU time used, and its event loop's worst delay. */
  stack: { cpuMs: number; loopMaxMs: number };
  p50: number;
  p95: number;
  max: number;
  requests: number;
  chat: { sent: number; received: number; p95: number };
}

function child(script: string, args: string[]): ChildProcess {
  const file = fileURLToPath(new URL(script, import.meta.url));
  return fork(file, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

/** The other clients' process: connected before any attack, it measures one phase per request. */
async function startProbe(stack: RunningStack) {
  const probe = child('./realtime-probe.ts', [stack.apiUrl, stack.keys.anonKey, String(PHASE_MS), String(RATE)]);
  const next = () => new Promise<unknown>((resolve) => probe.once('message', resolve));
  await next(); // ready
  return {
    async measure(label: string): Promise<Phase> {
      const answer = next();
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const cpu = process.cpuUsage();
      probe.send({ phase: label });
      const figures = (await answer) as Omit<Phase, 'label' | 'stack'>;
      loop.disable();
      const used = process.cpuUsage(cpu);
      const stack = { cpuMs: (used.user + used.system) / 1000, loopMaxMs: loop.max / 1e6 };
      return { label, stack, ...figures };
    },
    stop: () => probe.send({ stop: true }),
  };
}

/** The attacker stands for a client on another machine, so it gets the CPU only when nothing else wants it. */
function attacker(stack: RunningStack, mode: 'redos' | 'flood') {
  const proc = child('./realtime-attacker.ts', [mode, stack.apiUrl, stack.keys.anonKey]);
  if (proc.pid !== undefined) setPriority(proc.pid, 19);
  return proc;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets whatever the last phase left behind (a backlog of changes, closing sockets) drain before the
 * next one: waits 2 s, then until the gateway answers three requests in a row within 100 ms.
 */
async function settle(stack: RunningStack) {
  await pause(2000);
  const deadline = Date.now() + 120_000;
  for (let fast = 0; fast < 3 && Date.now() < deadline;) {
    const t = performance.now();
    await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: stack.keys.anonKey } }).then((r) =>
      r.arrayBuffer(),
    );
    fast = performance.now() - t < 100 ? fast + 1 : 0;
    await pause(100);
  }
}

export async function realtimeAttacks(stack: RunningStack): Promise<Phase[]> {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const probe = await startProbe(stack);
  const phases: Phase[] = [];
  try {
    await settle(stack); // after start-up work (seed, first autovacuum)
    phases.push(await probe.measure('idle'));

    // A seeded conversation gets a new message every 500 ms while the filter is subscribed.
    const redos = attacker(stack, 'redos');
    await pause(2000); // connected and subscribed
    const insert = setInterval(() => {
      void db
        .query(
          `insert into public.messages (conversation_id, sender_id, content)
           select id, user_a_id, $1 from public.conversations order by id limit 1`,
          [REDOS_CONTENT],
        )
        .catch(() => undefined);
    }, 500);
    phases.push(await probe.measure('ReDoS filter subscribed'));
    clearInterval(insert);
    redos.kill();
    await settle(stack);

    const flood = attacker(stack, 'flood');
    await pause(2000); // in full swing
    phases.push(await probe.measure('flooding client'));
    flood.kill();
  } finally {
    probe.stop();
    await db.end();
  }
  return phases;
}

/** JSON turns Infinity (not answered within the grace period) into null. */
const ms = (v: number | null) => (v === null ? 'unanswered' : `${v.toFixed(1)} ms`);

export function printAttacks(phases: Phase[]) {
  const idle = phases[0]!.p95;
  console.log(
    `\nrealtime attacks: GET /auth/v1/health at ${RATE} req/s and a realtime broadcast every 50 ms between ` +
      `two other clients, ${PHASE_MS / 1000} s per phase, timed from when each was due:`,
  );
  for (const p of phases) {
    const ratio = p === phases[0] ? '' : `(${(p.p95 / idle).toFixed(1)}× idle)`;
    console.log(
      `${p.label.padEnd(24)} gateway p50 ${ms(p.p50).padStart(10)}  p95 ${ms(p.p95).padStart(10)} ${ratio.padEnd(14)}` +
        `max ${ms(p.max).padStart(10)}   chat ${p.chat.received}/${p.chat.sent} delivered, p95 ${ms(p.chat.p95)}` +
        `   stack CPU ${p.stack.cpuMs.toFixed(0)} ms, worst loop stall ${p.stack.loopMaxMs.toFixed(0)} ms`,
    );
  }
}
