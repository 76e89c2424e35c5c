import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { closeRawSockets, RawSocket } from '../support/raw-realtime.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// Project-wide limits would cut off the other suites on the shared stack, so these run on a private
// stack whose limits are tiny (the same code paths hosted's defaults of 200 users and 100 joins/s take).
let temp: TempStack;
const target = () => ({ apiUrl: temp.stack.apiUrl, anonKey: temp.stack.keys.anonKey });

beforeAll(async () => {
  temp = await startTempStack({}, { realtimeLimits: { maxConcurrentUsers: 2, maxJoinsPerSecond: 2 } });
});
afterAll(async () => {
  closeRawSockets();
  await temp?.dispose();
});

/** Opens a socket that the server refuses at the upgrade, and returns its HTTP answer. */
function refusedUpgrade(): Promise<{ status: number; body: unknown }> {
  const { apiUrl, anonKey } = target();
  const ws = new WebSocket(`${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`);
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => reject(new Error('the socket was accepted')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
  });
}

describe('realtime limits per project', () => {
  it('refuses a third connected user until one of the first two leaves', async () => {
    const [a, b, c] = [await RawSocket.open(target()), await RawSocket.open(target()), await RawSocket.open(target())];
    expect(await a.join('realtime:users-a')).toMatchObject({ status: 'ok' });
    expect(await b.join('realtime:users-b')).toMatchObject({ status: 'ok' });
    expect(await c.join('realtime:users-c')).toEqual({
      status: 'error',
      response: { reason: 'ConnectionRateLimitReached: Too many connected users' },
    });
    expect(await refusedUpgrade()).toEqual({ status: 429, body: { error: 'Too many connected users' } });

    a.ws.close();
    await vi.waitFor(async () => expect(await c.join('realtime:users-c')).toMatchObject({ status: 'ok' }), {
      timeout: 10_000,
      interval: 100,
    });
    b.ws.close();
    c.ws.close();
  });

  it('disconnects a socket that keeps joining at the limit, while a new socket still gets in', async () => {
    // A fresh socket may join once the previous test's users are gone.
    const storm = await vi.waitFor(
      async () => {
        const s = await RawSocket.open(target());
        expect(await s.join('realtime:storm')).toMatchObject({ status: 'ok' });
        return s;
      },
      { timeout: 10_000, interval: 100 },
    );
    // Rejoining as fast as it is served: its frames are paced at 2 joins per second, and the first
    // 5 s tick that averages 2 per second ends it.
    const refused = await vi.waitFor(
      async () => {
        const reply = (await storm.join('realtime:storm')) as { status: string };
        if (reply.status === 'ok') throw new Error('still admitted');
        return reply;
      },
      { timeout: 20_000, interval: 0 },
    );
    expect(refused).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    expect(await storm.closed).toBe(1000);

    // One socket at the limit cannot push the whole project over it: others connect and join.
    const other = await RawSocket.open(target());
    expect(await other.join('realtime:after-the-storm')).toMatchObject({ status: 'ok' });
  });
});
