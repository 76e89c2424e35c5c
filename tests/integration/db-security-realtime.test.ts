// Velvet's private realtime channels, tried as its users and as an attacker would with supabase-js:
// a conversation's typing (broadcast on `chat:<conversation id>`) and each user's online state
// (presence on `online:<user id>`), guarded by the realtime.messages policies in supabase/migrations.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertConversation } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';
import { join, privately, tokenClient } from '../support/realtime.ts';

type Msg = Record<string, unknown>;

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
let convo: string;
const clients: SupabaseClient[] = [];

/** A separate supabase-js client per channel family (one client holds one channel per topic). */
function clientOf(user: TestUser | null): SupabaseClient {
  const client = user ? tokenClient(user.accessToken) : anonClient();
  clients.push(client);
  return client;
}

async function subscribed(channel: RealtimeChannel) {
  const r = await join(channel);
  if (r.status !== 'SUBSCRIBED') throw r.err ?? new Error(r.status);
  return channel;
}

const refusal = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

const until = <T>(list: T[], pred: (item: T) => boolean) =>
  vi.waitFor(
    () => {
      const hit = list.find(pred);
      if (!hit) throw new Error(`still waiting; received ${JSON.stringify(list).slice(0, 400)}`);
      return hit;
    },
    { timeout: 8000, interval: 10 },
  );

/** A socket answers a join only after the frames before it, so what it was sent earlier has arrived. */
const fence = (client: SupabaseClient) => subscribed(client.channel(`fence-${Math.random().toString(36).slice(2)}`));

beforeAll(async () => {
  db = await dbClient();
  [alice, bob, eve] = await Promise.all([
    mintUser(db, {}, 'rt-alice'),
    mintUser(db, {}, 'rt-bob'),
    mintUser(db, {}, 'rt-eve'),
  ]);
  convo = await insertConversation(db, alice.id, bob.id);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db?.end();
});

describe("a conversation's typing channel", () => {
  it('carries typing between the two participants', async () => {
    const topic = `chat:${convo}`;
    const got: Msg[] = [];
    await subscribed(
      clientOf(bob)
        .channel(topic, privately())
        .on('broadcast', { event: 'typing' }, (m: Msg) => got.push(m)),
    );
    const aliceCh = await subscribed(clientOf(alice).channel(topic, privately()));
    await aliceCh.send({ type: 'broadcast', event: 'typing', payload: { user_id: alice.id } });
    expect(await until(got, () => true)).toMatchObject({ event: 'typing', payload: { user_id: alice.id } });
  });

  it('is closed to a signed-in outsider: no join, and nothing they send reaches the participants', async () => {
    const topic = `chat:${convo}`;
    const got: Msg[] = [];
    await subscribed(
      clientOf(bob)
        .channel(topic, privately())
        .on('broadcast', { event: 'typing' }, (m: Msg) => got.push(m)),
    );

    const eveClient = clientOf(eve);
    const joined = await join(eveClient.channel(topic, privately()));
    expect(joined.status).toBe('CHANNEL_ERROR');
    expect(joined.err?.message).toBe(refusal(topic));
    // Forged typing over the REST API: accepted as a request (202, as Supabase does), never delivered …
    const rest = await fetch(`${stackEnv().apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: stackEnv().anonKey,
        authorization: `Bearer ${eve.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messages: [{ topic, event: 'typing', payload: { user_id: alice.id }, private: true }],
      }),
    });
    expect(rest.status).toBe(202);
    // … and refused outright by the single-message endpoint.
    await expect(clientOf(eve).channel(topic, privately()).httpSend('typing', { user_id: alice.id })).rejects.toThrow(
      'Unauthorized',
    );
    // The public channel of the same name is a different topic that no participant listens to.
    const eveOpen = clientOf(eve);
    const publicCh = await subscribed(eveOpen.channel(topic));
    await publicCh.send({ type: 'broadcast', event: 'typing', payload: { user_id: alice.id } });
    await fence(eveOpen);

    const aliceCh = await subscribed(clientOf(alice).channel(topic, privately()));
    await aliceCh.send({ type: 'broadcast', event: 'typing', payload: { user_id: alice.id, real: true } });
    await until(got, (m) => (m.payload as Msg).real === true);
    expect(got).toHaveLength(1);
  });

  it('is closed to visitors who are not signed in', async () => {
    const topic = `chat:${convo}`;
    const r = await join(clientOf(null).channel(topic, privately()));
    expect(r.err?.message).toBe(refusal(topic));
  });
});

describe('online state', () => {
  it('is shown to chat partners, live, and hidden from everyone else', async () => {
    const topic = `online:${alice.id}`;
    const aliceCh = await subscribed(clientOf(alice).channel(topic, privately(alice.id)));
    expect(await aliceCh.track({ online_at: new Date().toISOString() })).toBe('ok');

    const seen: string[][] = [];
    const bobCh = clientOf(bob).channel(topic, privately());
    bobCh.on('presence', { event: 'sync' }, () => seen.push(Object.keys(bobCh.presenceState())));
    await subscribed(bobCh);
    await until(seen, (keys) => keys.includes(alice.id));

    // Eve shares no conversation with Alice; visitors even less.
    const eveJoin = await join(clientOf(eve).channel(topic, privately(eve.id)));
    expect(eveJoin.err?.message).toBe(refusal(topic));
    const anonJoin = await join(clientOf(null).channel(topic, privately()));
    expect(anonJoin.err?.message).toBe(refusal(topic));

    // Alice going offline is seen live.
    expect(await aliceCh.untrack()).toBe('ok');
    await until(seen, (keys) => keys.length === 0);
  });

  it("cannot be faked: nobody but its owner can appear on a user's online topic", async () => {
    const topic = `online:${alice.id}`;
    const seen: string[][] = [];
    const watchCh = clientOf(bob).channel(topic, privately());
    watchCh.on('presence', { event: 'sync' }, () => seen.push(Object.keys(watchCh.presenceState())));
    await subscribed(watchCh);

    // Bob may watch Alice's topic but not track on it, under her key or his own.
    const asAlice = await subscribed(clientOf(bob).channel(topic, privately(alice.id)));
    expect(await asAlice.track({ online_at: new Date().toISOString() })).toBe('error');
    const asBob = await subscribed(clientOf(bob).channel(topic, privately(bob.id)));
    expect(await asBob.track({ online_at: new Date().toISOString() })).toBe('error');

    // Only Alice herself shows up there.
    const aliceCh = await subscribed(clientOf(alice).channel(topic, privately(alice.id)));
    expect(await aliceCh.track({ online_at: new Date().toISOString() })).toBe('ok');
    await until(seen, (keys) => keys.length > 0);
    expect(seen.flat().every((key) => key === alice.id)).toBe(true);
    expect(watchCh.presenceState()[alice.id]).toHaveLength(1);
    // Where Bob may track is his own topic.
    const ownCh = await subscribed(clientOf(bob).channel(`online:${bob.id}`, privately(bob.id)));
    expect(await ownCh.track({ online_at: new Date().toISOString() })).toBe('ok');
  });
});
