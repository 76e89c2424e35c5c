// The "other clients" of `npm run bench:stack`'s realtime section, in their own process so that a
// frozen stack shows in their timings (clients inside the stack's process would freeze with it).
// Connected before any attack, as the app's users would be. For each phase the parent asks for (IPC
// `{ phase }`), for PHASE_MS: RATE requests per second to `GET /auth/v1/health` through the gateway,
// and a broadcast every 50 ms between a pair of realtime clients on their own topic. Both are sent on
// a fixed schedule and timed from when they were due, so a stall counts for every request it held
// up; anything unanswered 10 s after the phase counts as that late. Answers with the figures.
import WebSocket from 'ws';

const [apiUrl, anonKey, phaseMs, rate] = process.argv.slice(2);
if (!apiUrl || !anonKey || !process.send) throw new Error('usage: fork realtime-probe <apiUrl> <anonKey> <ms> <rate>');
const PHASE_MS = Number(phaseMs);
const RATE = Number(rate);
const GRACE_MS = 10_000;

const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function socket() {
  const ws = new WebSocket(`${apiUrl!.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  await new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer, binary) => {
      if (!binary && (JSON.parse(data.toString()) as unknown[])[3] === 'phx_reply') resolve();
    });
    ws.send(JSON.stringify(['1', '1', 'realtime:chat', 'phx_join', { config: {} }]));
  });
  return ws;
}

const [sender, receiver] = [await socket(), await socket()];
/** Broadcasts of the current phase: when each was due, and how long it took to arrive. */
let due = new Map<number, number>();
let arrived = new Map<number, number>();
let seq = 0;
receiver.on('message', (data: Buffer, binary) => {
  if (binary) return;
  const [, , , event, payload] = JSON.parse(data.toString()) as [unknown, unknown, unknown, string, unknown];
  const n = (payload as { payload?: { n?: number } }).payload?.n;
  const at = n === undefined ? undefined : due.get(n);
  if (event === 'broadcast' && at !== undefined) arrived.set(n!, performance.now() - at);
});
// Both sockets answer the server's idle timeout like realtime-js does.
const heartbeat = setInterval(() => {
  for (const ws of [sender, receiver]) ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
}, 20_000);

/** Runs `fire` every `everyMs` for PHASE_MS on a fixed schedule; returns when each call was due. */
async function schedule(everyMs: number, fire: (dueAt: number) => void) {
  const start = performance.now();
  for (let k = 0; k * everyMs < PHASE_MS; k++) {
    const dueAt = start + k * everyMs;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    fire(dueAt);
  }
}

async function measure() {
  due = new Map();
  arrived = new Map();
  const requests: Array<Promise<number>> = [];
  const timed = (dueAt: number) =>
    fetch(`${apiUrl}/auth/v1/health`, {
      headers: { apikey: anonKey! },
      signal: AbortSignal.timeout(PHASE_MS + GRACE_MS),
    })
      .then((res) => res.arrayBuffer())
      .then(
        () => performance.now() - dueAt,
        () => Infinity,
      );
  await Promise.all([
    schedule(1000 / RATE, (dueAt) => requests.push(timed(dueAt))),
    schedule(50, (dueAt) => {
      due.set(++seq, dueAt);
      const payload = { type: 'broadcast', event: 'typing', payload: { n: seq } };
      sender.send(JSON.stringify(['1', String(seq + 1), 'realtime:chat', 'broadcast', payload]));
    }),
  ]);
  const http = (await Promise.all(requests)).sort((a, b) => a - b);
  const deadline = performance.now() + GRACE_MS;
  while (arrived.size < due.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const chat = [...due.keys()].map((n) => arrived.get(n) ?? Infinity).sort((a, b) => a - b);
  return {
    requests: http.length,
    p50: pct(http, 0.5),
    p95: pct(http, 0.95),
    max: http.at(-1) ?? NaN,
    chat: { sent: due.size, received: arrived.size, p95: pct(chat, 0.95) },
  };
}

process.on('message', (msg: { phase?: string; stop?: boolean }) => {
  if (msg.stop) {
    clearInterval(heartbeat);
    sender.terminate();
    receiver.terminate();
    process.disconnect();
    return;
  }
  void measure().then((figures) => process.send!(figures));
});
process.send({ ready: true });
