// `npm run bench:chat`: send-to-receive latency of chat messages through a throwaway local stack.
// 50 conversations at once, each on the app's private conversation channel (`chat:<id>`, joined
// only after the realtime.messages policies allow it): one user inserts messages (REST, as the app
// does; with BENCH_TYPING=1 a typing broadcast first) while the other receives them over
// postgres_changes filtered to the conversation (as the chat screen does). Reports p50/p95 and
// checks that no message is lost, duplicated or reordered. A benchmark that prints figures, not a test.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import '../../tests/support/node-websocket.ts'; // Node 20: supabase-js wants a WebSocket
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
/** Pause between one conversation's messages: 1 s is a brisk human pace; 0 is a burst test. */
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
/** `BENCH_TYPING=1`: the sender also broadcasts a typing event before each message, as the app does. */
const TYPING = process.env.BENCH_TYPING === '1';
const GOAL_P95_MS = 150;

interface Account {
  id: string;
  client: SupabaseClient;
}

/**
 * A confirmed account (sign-ups wait for a mailed confirmation, so it is created with the admin API's
 * `email_confirm`), signed in through the public API as the app does.
 */
async function account(apiUrl: string, keys: { anonKey: string; serviceRoleKey: string }, n: number): Promise<Account> {
  const email = `bench-${n}@example.test`;
  const password = `bench-pw-${n}`;
  const admin = { apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}` };
  const created = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: `Bench ${n}`, adult_confirmed: true },
    }),
  });
  if (!created.ok) throw new Error(`create ${n}: ${created.status} ${await created.text()}`);
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${n}: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  const client = createClient(apiUrl, keys.anonKey, {
    accessToken: async () => session.access_token,
  });
  return { id: session.user.id, client };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const root = await mkdtemp(path.join(tmpdir(), 'velvet-bench-chat-'));
await chmod(root, 0o755);
const stack = await startStack({
  dataDir: path.join(root, 'data'),
  ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
  // 100 sign-ups from one address in seconds: far past the real per-address limits.
  authRateLimits: RELAXED_AUTH_RATE_LIMITS,
  log: () => undefined,
});
try {
  const { apiUrl } = stack;
  const accounts: Account[] = [];
  for (let i = 0; i < CONVERSATIONS * 2; i++) accounts.push(await account(apiUrl, stack.keys, i));

  const latencies: number[] = [];
  const typingLatencies: number[] = [];
  const insertTimes: number[] = [];
  let lost = 0;
  let outOfOrder = 0;
  let duplicated = 0;

  const pairs = await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, i) => {
      const sender = accounts[2 * i]!;
      const receiver = accounts[2 * i + 1]!;
      const { data: chatId, error } = await sender.client.rpc('get_or_create_conversation', {
        user1_id: sender.id,
        user2_id: receiver.id,
      });
      if (error || typeof chatId !== 'string') throw new Error(`conversation ${i}: ${error?.message}`);
      const sentAt = new Map<string, number>();
      const typingAt = new Map<number, number>();
      const received: number[] = [];
      let typingReceived = 0;
      let resolveAll: () => void = () => undefined;
      const all = new Promise<void>((resolve) => (resolveAll = resolve));
      const subscribe = (channel: RealtimeChannel) =>
        new Promise<RealtimeChannel>((resolve, reject) =>
          channel.subscribe((status, err) =>
            status === 'SUBSCRIBED' ? resolve(channel) : status !== 'CLOSED' && reject(err ?? new Error(status)),
          ),
        );
      await receiver.client.realtime.setAuth();
      const channel = receiver.client
        .channel(`chat:${chatId}`, { config: { private: true } })
        .on('broadcast', { event: 'typing' }, ({ payload }) => {
          const started = typingAt.get((payload as { n: number }).n);
          if (started !== undefined) typingLatencies.push(performance.now() - started);
          typingReceived++;
        })
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${chatId}` },
          (payload) => {
            const row = payload.new as { id: string; content: string };
            const started = sentAt.get(row.id);
            if (started !== undefined) latencies.push(performance.now() - started);
            received.push(Number(row.content));
            if (received.length === MESSAGES) resolveAll();
          },
        );
      await subscribe(channel);
      await sender.client.realtime.setAuth();
      const typing = TYPING
        ? await subscribe(sender.client.channel(`chat:${chatId}`, { config: { private: true } }))
        : null;
      return { sender, receiver, chatId, sentAt, typingAt, typing, received, typingCount: () => typingReceived, all };
    }),
  );

  console.log(
    `${CONVERSATIONS} conversations subscribed; each sends ${MESSAGES} messages, one every ${INTERVAL_MS} ms`,
  );
  const started = performance.now();
  await Promise.all(
    pairs.map(async ({ sender, chatId, sentAt, typingAt, typing }) => {
      for (let n = 0; n < MESSAGES; n++) {
        const id = crypto.randomUUID();
        if (n === 0) await new Promise((r) => setTimeout(r, Math.random() * INTERVAL_MS)); // spread the starts
        if (typing) {
          typingAt.set(n, performance.now());
          await typing.send({ type: 'broadcast', event: 'typing', payload: { n } });
        }
        const t = performance.now();
        sentAt.set(id, t);
        const { error } = await sender.client
          .from('messages')
          .insert({ id, conversation_id: chatId, content: String(n) });
        if (error) throw new Error(`insert: ${error.message}`);
        insertTimes.push(performance.now() - t);
        const wait = INTERVAL_MS - (performance.now() - t);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }),
  );
  // Wait for the stragglers, but never forever: what has not arrived after 10 s counts as lost.
  await Promise.race([Promise.all(pairs.map((p) => p.all)), new Promise((r) => setTimeout(r, 10_000))]);
  const seconds = (performance.now() - started) / 1000;

  let typingLost = 0;
  for (const { received, typingCount } of pairs) {
    typingLost += MESSAGES - typingCount();
    lost += MESSAGES - new Set(received).size;
    duplicated += received.length - new Set(received).size;
    for (let k = 1; k < received.length; k++) if (received[k]! < received[k - 1]!) outOfOrder++;
  }
  latencies.sort((x, y) => x - y);
  typingLatencies.sort((x, y) => x - y);
  insertTimes.sort((x, y) => x - y);
  const total = CONVERSATIONS * MESSAGES;
  console.log(`sent ${total} messages in ${seconds.toFixed(2)} s (${(total / seconds).toFixed(0)} msg/s)`);
  console.log(
    `send-to-receive latency   p50 ${pct(latencies, 0.5).toFixed(1)} ms   p95 ${pct(latencies, 0.95).toFixed(1)} ms   p99 ${pct(latencies, 0.99).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms   (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );
  console.log(
    `of which the insert request  p50 ${pct(insertTimes, 0.5).toFixed(1)} ms   p95 ${pct(insertTimes, 0.95).toFixed(1)} ms`,
  );
  if (TYPING)
    console.log(
      `typing broadcast latency  p50 ${pct(typingLatencies, 0.5).toFixed(1)} ms   p95 ${pct(typingLatencies, 0.95).toFixed(1)} ms   (${typingLost} of ${total} not received)`,
    );
  console.log(`lost ${lost}   duplicated ${duplicated}   out of order ${outOfOrder}`);
  await Promise.all(pairs.flatMap((p) => [p.receiver.client.removeAllChannels(), p.sender.client.removeAllChannels()]));
  if (lost || duplicated || outOfOrder) process.exitCode = 1;
} finally {
  await stack.stop();
  await rm(root, { recursive: true, force: true });
}
