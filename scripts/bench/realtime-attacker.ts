// The attacker of `npm run bench:stack`'s realtime section, run as its own process (as a client on
// another machine would be): `redos` subscribes with a backtracking `like` filter; `flood` joins 300
// channels from one anonymous socket and sends bursts of 1,000 broadcasts plus 2.5 MB frames, forever,
// rejoining whatever the server closes and reconnecting when it is cut off.
import WebSocket from 'ws';

const [mode, apiUrl, anonKey] = process.argv.slice(2);
if (!mode || !apiUrl || !anonKey) throw new Error('usage: realtime-attacker <redos|flood> <apiUrl> <anonKey>');
const url = `${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`;

const TOPICS = 300;
const BURST = 1000;
const BIG_FRAME = 2.5 * 1024 * 1024;
let ref = 0;

/** Connects, and keeps trying while the server refuses (as a determined attacker would). */
async function open(): Promise<WebSocket> {
  for (;;) {
    const ws = new WebSocket(url);
    ws.on('error', () => undefined);
    const opened = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(true));
      ws.once('close', () => resolve(false));
    });
    if (opened) return ws;
  }
}

const frame = (joinRef: string | null, topic: string, event: string, payload: unknown) =>
  JSON.stringify([joinRef, String(++ref), topic, event, payload]);

/** Kind-3 binary broadcast, as realtime-js sends `channel.send()` under vsn 2.0.0. */
function binaryBroadcast(topic: string, size: number) {
  const parts = ['1', String(++ref), topic, 'blob', ''].map((s) => Buffer.from(s));
  const header = Buffer.from([3, ...parts.map((p) => p.length), 0]);
  return Buffer.concat([header, ...parts, Buffer.alloc(size, 0x61)]);
}

/** Waits until the socket has handed its queue to the kernel (the server may have stopped reading). */
async function drained(ws: WebSocket) {
  while (ws.readyState === WebSocket.OPEN && ws.bufferedAmount > 1024 * 1024)
    await new Promise((r) => setTimeout(r, 5));
}

async function redos() {
  const ws = await open();
  const binding = { event: 'INSERT', schema: 'public', table: 'messages', filter: 'content=like.%a%a%a%a%a%a!' };
  ws.send(frame('1', 'realtime:redos', 'phx_join', { config: { postgres_changes: [binding] } }));
  setInterval(() => ws.send(frame(null, 'phoenix', 'heartbeat', {})), 20_000);
}

/** Joins every topic this socket is not (or no longer) joined to; tracks what the server closes. */
function tracker(ws: WebSocket) {
  const joined = new Set<string>();
  ws.on('message', (data: Buffer, binary) => {
    if (binary) return;
    const [, , topic, event, payload] = JSON.parse(data.toString()) as [unknown, unknown, string, string, unknown];
    if (event === 'phx_reply' && (payload as { status?: string }).status === 'ok') joined.add(topic);
    if (event === 'phx_close') joined.delete(topic);
  });
  return async () => {
    for (let i = 0; i < TOPICS; i++) {
      const topic = `realtime:flood-${i}`;
      if (!joined.has(topic)) ws.send(frame(String(i), topic, 'phx_join', { config: {} }));
    }
    await drained(ws);
  };
}

async function flood() {
  // A second socket on the same topics, so every broadcast is also fanned out.
  const receiver = await open();
  await tracker(receiver)();
  for (;;) {
    const ws = await open();
    const rejoin = tracker(ws);
    await rejoin();
    while (ws.readyState === WebSocket.OPEN) {
      for (let k = 0; k < BURST; k++) {
        const topic = `realtime:flood-${k % TOPICS}`;
        ws.send(frame(String(k % TOPICS), topic, 'broadcast', { type: 'broadcast', event: 'spam', payload: { k } }));
      }
      ws.send(binaryBroadcast('realtime:flood-0', BIG_FRAME));
      await drained(ws);
      // Whatever the server closed in the meantime is joined again.
      await rejoin();
    }
  }
}

await (mode === 'redos' ? redos() : flood());
