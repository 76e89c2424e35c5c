import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

type Msg = Record<string, unknown>;

/** A client whose realtime token comes from `token()` (supabase-js re-reads it after each join). */
const clientWith = (token: () => string) =>
  createClient(stackEnv().apiUrl, stackEnv().anonKey, { accessToken: async () => token() });

async function join(channel: RealtimeChannel): Promise<{ status: string; err?: Error }> {
  // The client fetches its token asynchronously; settle it first so the join carries it.
  await channel.socket.setAuth();
  return new Promise((resolve) => channel.subscribe((status, err) => resolve({ status, err })));
}

async function subscribed(channel: RealtimeChannel) {
  const r = await join(channel);
  if (r.status !== 'SUBSCRIBED') throw r.err ?? new Error(r.status);
  return channel;
}

const until = <T>(list: T[], pred: (item: T) => boolean) =>
  vi.waitFor(
    () => {
      const hit = list.find(pred);
      if (!hit) throw new Error(`still waiting; received ${JSON.stringify(list).slice(0, 400)}`);
      return hit;
    },
    { timeout: 8000, interval: 10 },
  );

const topic = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

let db: pg.Client;
let users: TestUser[];
const clients: SupabaseClient[] = [];
const userClient = (u: TestUser) => {
  const cl = clientWith(() => u.accessToken);
  clients.push(cl);
  return cl;
};

beforeAll(async () => {
  db = await dbClient();
  users = [];
  for (const name of ['rtc-a', 'rtc-b', 'rtc-c']) users.push(await mintUser(db, {}, name));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db?.end();
});

describe('realtime broadcast', () => {
  it('reaches the other subscribers as binary frames, without an echo when self is false', async () => {
    const name = topic('typing');
    const [a, b] = [userClient(users[0]!), userClient(users[1]!)];
    const gotA: Msg[] = [];
    const gotB: Msg[] = [];
    const chA = await subscribed(a.channel(name).on('broadcast', { event: 'typing' }, (m: Msg) => gotA.push(m)));
    const chB = await subscribed(b.channel(name).on('broadcast', { event: 'typing' }, (m: Msg) => gotB.push(m)));

    expect(await chA.send({ type: 'broadcast', event: 'typing', payload: { who: 'a', text: 'héllo 👋' } })).toBe('ok');
    expect(await until(gotB, () => true)).toEqual({
      type: 'broadcast',
      event: 'typing',
      payload: { who: 'a', text: 'héllo 👋' },
    });
    await chB.send({ type: 'broadcast', event: 'typing', payload: { who: 'b' } });
    await until(gotA, () => true);
    // A's own message would have reached A before B's reply did.
    expect(gotA.map((m) => m.payload)).toEqual([{ who: 'b' }]);
    expect(gotB.map((m) => m.payload)).toEqual([{ who: 'a', text: 'héllo 👋' }]);
  });

  it('echoes to the sender with self: true, acknowledges with ack: true, and carries binary payloads', async () => {
    const name = topic('echo');
    const got: Msg[] = [];
    const peer: Msg[] = [];
    const ch = await subscribed(
      userClient(users[0]!)
        .channel(name, { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: '*' }, (m: Msg) => got.push(m)),
    );
    await subscribed(
      userClient(users[1]!)
        .channel(name)
        .on('broadcast', { event: 'bytes' }, (m: Msg) => peer.push(m)),
    );
    expect(await ch.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect(await until(got, () => true)).toMatchObject({ event: 'ping', payload: { n: 1 } });

    await ch.send({ type: 'broadcast', event: 'bytes', payload: new Uint8Array([1, 2, 250]).buffer });
    const bin = await until(peer, () => true);
    expect(new Uint8Array(bin.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 250]));
  });

  it('accepts REST broadcasts for subscribers and refuses them without a valid token', async () => {
    const name = topic('rest');
    const got: Msg[] = [];
    await subscribed(
      userClient(users[2]!)
        .channel(name)
        .on('broadcast', { event: 'note' }, (m: Msg) => got.push(m)),
    );
    const post = (auth: string) =>
      fetch(`${stackEnv().apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stackEnv().anonKey, authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: name, event: 'note', payload: { n: 1 } }] }),
      });
    const forged = await post(users[0]!.accessToken.slice(0, -3) + 'xyz');
    expect(forged.status).toBe(401);
    const bad = await fetch(`${stackEnv().apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stackEnv().anonKey, 'content-type': 'application/json' },
      body: '{"messages":',
    });
    expect(bad.status).toBe(400);
    const ok = await post(users[0]!.accessToken);
    expect(ok.status).toBe(202);
    expect(await until(got, () => true)).toEqual({ type: 'broadcast', event: 'note', payload: { n: 1 } });
    // Nothing from the forged request got through before the accepted one.
    expect(got).toHaveLength(1);

    // send() before joining falls back to the same endpoint.
    const early = userClient(users[0]!).channel(name);
    expect(await early.send({ type: 'broadcast', event: 'note', payload: { n: 2 } })).toBe('ok');
    await until(got, (m) => (m.payload as Msg).n === 2);
  });
});

describe('realtime presence', () => {
  it('syncs state, announces joins, and announces a leave when a client disconnects', async () => {
    const name = topic('online');
    const [a, b] = [users[0]!, users[1]!];
    const events: Msg[] = [];
    const chA = userClient(a).channel(name, { config: { presence: { key: a.id } } });
    chA
      .on('presence', { event: 'join' }, (p) => events.push({ ...p }))
      .on('presence', { event: 'leave' }, (p) => events.push({ ...p }));
    await subscribed(chA);
    expect(await chA.track({ name: 'a' })).toBe('ok');
    await until(events, (e) => e.event === 'join' && e.key === a.id);

    const bClient = userClient(b);
    const chB = bClient.channel(name, { config: { presence: { key: b.id } } });
    const bSynced: Msg[] = [];
    chB.on('presence', { event: 'sync' }, () => bSynced.push({ ...chB.presenceState() }));
    await subscribed(chB);
    await chB.track({ name: 'b' });
    // B's first sync already lists A, who was there before B joined.
    expect(Object.keys((await until(bSynced, () => true)) as object)).toContain(a.id);
    const joined = await until(events, (e) => e.event === 'join' && e.key === b.id);
    expect((joined.newPresences as Msg[])[0]).toMatchObject({ name: 'b', presence_ref: expect.any(String) });
    expect(Object.keys(chA.presenceState()).sort()).toEqual([a.id, b.id].sort());

    bClient.realtime.disconnect();
    const left = await until(events, (e) => e.event === 'leave' && e.key === b.id);
    expect((left.leftPresences as Msg[])[0]).toMatchObject({ name: 'b' });
    expect(Object.keys(chA.presenceState())).toEqual([a.id]);
  });
});

describe('realtime channel tokens', () => {
  const secret = () => stackEnv().jwtSecret;
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a join with an expired or forged token and admits a valid one', async () => {
    const expired = signJwt({ sub: users[0]!.id, role: 'authenticated', exp: now() - 60 }, secret());
    const r1 = await join(clientWith(() => expired).channel(topic('exp')));
    expect(r1.status).toBe('CHANNEL_ERROR');
    expect(r1.err?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago/);

    const noExp = signJwt({ sub: users[0]!.id, role: 'authenticated' }, secret());
    const r2 = await join(clientWith(() => noExp).channel(topic('noexp')));
    expect(r2.err?.message).toMatch(/Fields `role` and `exp` are required in JWT/);

    const forged = signJwt(
      { sub: users[0]!.id, role: 'authenticated', exp: now() + 60 },
      'not-the-secret-at-all-not-the-secret',
    );
    const r3 = await join(clientWith(() => forged).channel(topic('forged')));
    expect(r3.err?.message).toMatch(/^JwtSignatureError/);

    expect((await join(userClient(users[0]!).channel(topic('fine')))).status).toBe('SUBSCRIBED');
  });

  it('closes a channel whose refreshed token has expired, after a system error', async () => {
    let token = users[1]!.accessToken;
    const client = clientWith(() => token);
    clients.push(client);
    const statuses: string[] = [];
    const system: Msg[] = [];
    const ch = client.channel(topic('refresh')).on('system', {}, (p: Msg) => system.push(p));
    await client.realtime.setAuth();
    await new Promise<void>((resolve) => ch.subscribe((s) => (statuses.push(s), s === 'SUBSCRIBED' && resolve())));

    // A fresh valid token is taken silently (no reply, channel stays up).
    token = signJwt({ sub: users[1]!.id, role: 'authenticated', exp: now() + 600 }, secret());
    await client.realtime.setAuth();
    token = signJwt({ sub: users[1]!.id, role: 'authenticated', exp: now() - 5 }, secret());
    await client.realtime.setAuth();
    const err = await until(system, (p) => p.status === 'error');
    expect(err).toMatchObject({ extension: 'system', message: expect.stringMatching(/^Token has expired/) });
    await vi.waitFor(() => expect(statuses).toContain('CLOSED'));
    expect(system.filter((p) => p.status === 'error')).toHaveLength(1);
  });
});
