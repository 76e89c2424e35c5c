import { connect } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../stack/keys.ts';
import { dbClient, stackEnv } from '../support/stack-env.ts';

type Frame = unknown[] | Record<string, unknown> | Buffer;

/** A raw Phoenix socket, to speak the protocol frame by frame (as realtime-js would, or wouldn't). */
class Raw {
  readonly frames: Frame[] = [];
  private ref = 0;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary) =>
      this.frames.push(isBinary ? data : (JSON.parse(data.toString()) as Frame)),
    );
  }

  static async open(vsn = '2.0.0') {
    const url = `${stackEnv().apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stackEnv().anonKey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    sockets.push(ws);
    return new Raw(ws);
  }

  nextRef = () => String(++this.ref);
  send = (frame: unknown) =>
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));

  until(pred: (f: Frame) => boolean) {
    return vi.waitFor(
      () => {
        const hit = this.frames.find(pred);
        if (!hit) throw new Error(`still waiting; received ${JSON.stringify(this.frames).slice(0, 400)}`);
        return hit;
      },
      { timeout: 5000, interval: 10 },
    );
  }

  /** Sends a v2 message and waits for its phx_reply. */
  async call(topic: string, event: string, payload: unknown, joinRef: string | null = null) {
    const ref = this.nextRef();
    this.send([joinRef, ref, topic, event, payload]);
    return (await this.until((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply')) as unknown[];
  }
}

const sockets: WebSocket[] = [];
const userToken = (exp: number) =>
  signJwt({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', exp }, stackEnv().jwtSecret);
const now = () => Math.floor(Date.now() / 1000);

/** Kind-3 frame exactly as realtime-js' serializer builds it. */
function userBroadcastPush(joinRef: string, ref: string, topic: string, event: string, payload: Buffer, encoding = 1) {
  const parts = [joinRef, ref, topic, event, ''].map((s) => Buffer.from(s));
  return Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), encoding]), ...parts, payload]);
}

async function heartbeatAnswered(raw?: Raw) {
  const r = raw ?? (await Raw.open());
  const reply = await r.call('phoenix', 'heartbeat', {});
  expect(reply[4]).toEqual({ status: 'ok', response: {} });
}

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
  // A schema of its own keeps this fixture out of the API schema the lint suite checks.
  await db.query(`create schema if not exists rt_proto;
    create table if not exists rt_proto.items (id bigint generated always as identity primary key, body text);
    alter publication supabase_realtime add table rt_proto.items`);
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await db?.end();
});

describe('realtime protocol', () => {
  it('answers heartbeats under vsn 2.0.0 (arrays) and 1.0.0 (objects)', async () => {
    const v2 = await Raw.open('2.0.0');
    v2.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await v2.until(() => true)).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const v1 = await Raw.open('1.0.0');
    v1.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '8' });
    expect(await v1.until(() => true)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '8',
      join_ref: null,
    });
  });

  it('echoes postgres_changes bindings with integer ids, reports the subscription, and leaves with phx_close', async () => {
    const raw = await Raw.open();
    const bindings = [
      { event: 'INSERT', schema: 'rt_proto', table: 'items', filter: 'id=eq.1' },
      { event: '*', schema: 'rt_proto', table: 'items' },
    ];
    const reply = await raw.call(
      'realtime:proto',
      'phx_join',
      { config: { postgres_changes: bindings }, access_token: userToken(now() + 60) },
      '1',
    );
    const echoed = reply[4] as { status: string; response: { postgres_changes: Array<Record<string, unknown>> } };
    expect(echoed.status).toBe('ok');
    expect(
      echoed.response.postgres_changes.map(({ id, ...rest }) => (expect(Number.isInteger(id)).toBe(true), rest)),
    ).toEqual(bindings);
    expect(await raw.until((f) => Array.isArray(f) && f[3] === 'system')).toEqual([
      '1',
      null,
      'realtime:proto',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'proto' },
    ]);
    const left = await raw.call('realtime:proto', 'phx_leave', {}, '1');
    expect(left[4]).toEqual({ status: 'ok', response: {} });
    expect(await raw.until((f) => Array.isArray(f) && f[3] === 'phx_close')).toEqual([
      '1',
      null,
      'realtime:proto',
      'phx_close',
      {},
    ]);
    // After leaving, the topic is unknown to this socket.
    expect((await raw.call('realtime:proto', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
  });

  it('reports unparsable filters and unknown filter columns as a postgres_changes system error', async () => {
    const raw = await Raw.open();
    const systemOf = async (joinRef: string, filter: string) => {
      const binding = { event: '*', schema: 'rt_proto', table: 'items', filter };
      const reply = await raw.call(
        `realtime:f${joinRef}`,
        'phx_join',
        { config: { postgres_changes: [binding] } },
        joinRef,
      );
      expect(reply[4]).toMatchObject({ status: 'ok' });
      return (await raw.until((f) => Array.isArray(f) && f[0] === joinRef && f[3] === 'system')) as unknown[];
    };
    // Realtime's texts to the byte: its parser's complaint, or the database check's exception as Postgrex words it.
    const failed = (filter: string, exception: string) =>
      `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: rt_proto, table: items, filters: [${filter}], select: nil]. Exception: ${exception}`;
    expect((await systemOf('1', 'id=foo.1'))[4]).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message: 'Error parsing `filter` params: ["foo", "1"]',
      channel: 'f1',
    });
    expect((await systemOf('2', 'nope=eq.1'))[4]).toMatchObject({
      status: 'error',
      message: failed('{"nope", "eq", "1"}', 'ERROR P0001 (raise_exception) invalid column for filter nope'),
    });
    expect((await systemOf('3', 'id=eq.not-a-number'))[4]).toMatchObject({
      status: 'error',
      message: failed(
        '{"id", "eq", "not-a-number"}',
        'ERROR 22P02 (invalid_text_representation) invalid input syntax for type bigint: "not-a-number"',
      ),
    });
    await heartbeatAnswered(raw);
  });

  it('refuses joins with an expired token, a bad topic or no topic name', async () => {
    const raw = await Raw.open();
    const expired = await raw.call('realtime:t', 'phx_join', { config: {}, access_token: userToken(now() - 30) }, '1');
    expect(expired[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/^InvalidJWTToken: Token has expired/) },
    });
    expect((await raw.call('elsewhere', 'phx_join', {}, '2'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    expect((await raw.call('realtime:', 'phx_join', {}, '3'))[4]).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
    const ok = await raw.call('realtime:t', 'phx_join', { config: {} }, '4'); // falls back to the socket's apikey
    expect(ok[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
  });

  it('ignores malformed frames, binary garbage and unknown events, and keeps serving', async () => {
    const raw = await Raw.open();
    await raw.call('realtime:junk', 'phx_join', { config: { broadcast: { ack: true } } }, '1');
    raw.send('this is not json');
    raw.send('[1, 2]');
    raw.send('{"topic": "phoenix"}');
    raw.send('[null, "9", "realtime:junk", "no_such_event", {"x": 1}]');
    raw.send(Buffer.from([9, 9, 9]));
    raw.send(Buffer.from([3, 200, 200, 200, 200, 0, 1, 65])); // lengths run past the end
    raw.send(Buffer.alloc(0));
    const badJson = userBroadcastPush('1', '50', 'realtime:junk', 'e', Buffer.from('{nope'));
    raw.send(badJson);
    expect(await raw.until((f) => Array.isArray(f) && f[1] === '50')).toEqual([
      '1',
      '50',
      'realtime:junk',
      'phx_reply',
      { status: 'error', response: { reason: 'Broadcast payload is not valid JSON' } },
    ]);
    await heartbeatAnswered(raw);
    // Only the replies asked for came back: no reply to the unknown event.
    expect(raw.frames.filter((f) => Array.isArray(f) && f[1] === '9')).toEqual([]);
  });

  it('survives a client that drops its socket in the middle of a frame', async () => {
    const url = new URL(stackEnv().apiUrl);
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `GET /realtime/v1/websocket?apikey=${stackEnv().anonKey}&vsn=2.0.0 HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n` +
            `Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
        );
      });
      socket.once('data', (d) => {
        // A masked text frame announcing 120 bytes, of which only 10 arrive before the drop.
        socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | 120, 1, 2, 3, 4]), Buffer.from('[null,"1",')]));
        socket.destroy();
        resolve(d.toString());
      });
      socket.once('error', reject);
    });
    expect(response).toMatch(/^HTTP\/1\.1 101/);
    await heartbeatAnswered();
  });

  it('sends a vsn-2 binary broadcast to a vsn-1 client as JSON', async () => {
    const v1 = await Raw.open('1.0.0');
    v1.send({ topic: 'realtime:mixed', event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' });
    await v1.until((f) => !Array.isArray(f) && !Buffer.isBuffer(f) && f.event === 'phx_reply');
    const v2 = await Raw.open('2.0.0');
    await v2.call('realtime:mixed', 'phx_join', { config: {} }, '1');
    v2.send(userBroadcastPush('1', '2', 'realtime:mixed', 'typing', Buffer.from('{"who":"v2"}')));
    expect(await v1.until((f) => !Array.isArray(f) && !Buffer.isBuffer(f) && f.event === 'broadcast')).toEqual({
      topic: 'realtime:mixed',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing', payload: { who: 'v2' } },
      ref: null,
      join_ref: null,
    });
  });

  it('refuses an unsupported protocol version at the upgrade', async () => {
    const ws = new WebSocket(
      `${stackEnv().apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stackEnv().anonKey}&vsn=9.9.9`,
    );
    ws.on('error', () => undefined);
    const status = await new Promise<number>((resolve) =>
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(400);
    ws.terminate();
    await heartbeatAnswered();
  });
});
