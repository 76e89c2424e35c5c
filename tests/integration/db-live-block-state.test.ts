// A block reaching an open conversation live (issue 19 §1): when a block between two participants
// starts or ends, the database broadcasts an empty `block_changed` on chat-state:<conversation>.
// Both participants receive it, blocked or not; nobody else may listen, nobody may send it, and it
// says nothing about who blocked whom.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertConversation } from '../support/db-fixtures.ts';
import { join, privately, tokenClient } from '../support/realtime.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let alice: TestUser; // blocks
let bob: TestUser; // is blocked
let carol: TestUser; // has a chat with Alice, not with Bob
let convo: string;
let carolConvo: string;
const clients: SupabaseClient[] = [];

const clientOf = (user: TestUser) => {
  const client = tokenClient(user.accessToken);
  clients.push(client);
  return client;
};
const refusal = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

/** A participant's open chat listening for block changes, as the app's chat screen does. */
async function listen(user: TestUser, topic: string) {
  const got: unknown[] = [];
  const channel: RealtimeChannel = clientOf(user).channel(topic, privately());
  channel.on('broadcast', { event: 'block_changed' }, ({ payload }) => got.push(payload));
  const joined = await join(channel);
  return { got, joined, channel };
}

beforeAll(async () => {
  db = await dbClient();
  [alice, bob, carol] = await Promise.all([
    mintUser(db, {}, 'liveblocker'),
    mintUser(db, {}, 'liveblocked'),
    mintUser(db, {}, 'livebystander'),
  ]);
  convo = await insertConversation(db, alice.id, bob.id);
  carolConvo = await insertConversation(db, alice.id, carol.id);
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await db.end();
});

describe('chat-state topic: block changes reach an open chat', () => {
  it('tells both participants when a block starts and ends, with nothing in it about who blocked whom', async () => {
    const topic = `chat-state:${convo}`;
    const aliceSide = await listen(alice, topic);
    const bobSide = await listen(bob, topic);
    expect(aliceSide.joined.status).toBe('SUBSCRIBED');
    expect(bobSide.joined.status).toBe('SUBSCRIBED');
    const carolSide = await listen(carol, `chat-state:${carolConvo}`);

    expect((await alice.client.rpc('block_user', { target: bob.id })).error).toBeNull();
    for (const side of [aliceSide, bobSide]) await vi.waitFor(() => expect(side.got).toHaveLength(1));
    // The payload is only the message's own id: no user, no direction, no state.
    for (const payload of [...aliceSide.got, ...bobSide.got]) expect(Object.keys(payload as object)).toEqual(['id']);
    // Blocking again changes nothing and says nothing; unblocking says so once more.
    expect((await alice.client.rpc('block_user', { target: bob.id })).error).toBeNull();
    expect((await alice.client.rpc('unblock_user', { target: bob.id })).error).toBeNull();
    for (const side of [aliceSide, bobSide]) await vi.waitFor(() => expect(side.got).toHaveLength(2));
    // One row per change (two), none for the block that was already there.
    const sent = await db.query<{ n: string }>('select count(*) as n from realtime.messages where topic = $1', [topic]);
    expect(sent.rows[0]?.n).toBe('2');
    // Carol's conversation with Alice heard nothing of it.
    expect(carolSide.got).toEqual([]);
  });

  it('lets both participants listen while blocked (the chat topic itself is closed to them)', async () => {
    expect((await alice.client.rpc('block_user', { target: bob.id })).error).toBeNull();
    try {
      expect((await listen(bob, `chat-state:${convo}`)).joined.status).toBe('SUBSCRIBED');
      expect((await listen(alice, `chat-state:${convo}`)).joined.status).toBe('SUBSCRIBED');
      expect((await join(clientOf(bob).channel(`chat:${convo}`, privately()))).status).toBe('CHANNEL_ERROR');
    } finally {
      await alice.client.rpc('unblock_user', { target: bob.id });
    }
  });

  it('refuses anyone else, signed in or not, and a block with no conversation broadcasts nothing', async () => {
    const topic = `chat-state:${convo}`;
    const intruder = await listen(carol, topic);
    expect(intruder.joined).toMatchObject({ status: 'CHANNEL_ERROR', err: { message: refusal(topic) } });
    const visitor = anonClient();
    clients.push(visitor);
    const anonJoin = await join(visitor.channel(topic, privately()));
    expect(anonJoin.status).toBe('CHANNEL_ERROR');
    // Bob and Carol have no conversation: nothing is inserted for their block.
    const before = await db.query<{ n: string }>(
      `select count(*) as n from realtime.messages where topic like 'chat-state:%'`,
    );
    expect((await bob.client.rpc('block_user', { target: carol.id })).error).toBeNull();
    const after = await db.query<{ n: string }>(
      `select count(*) as n from realtime.messages where topic like 'chat-state:%'`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    await bob.client.rpc('unblock_user', { target: carol.id });
  });

  it('refuses a participant sending on it, so a block change cannot be forged', async () => {
    const topic = `chat-state:${convo}`;
    await expect(clientOf(bob).channel(topic, privately()).httpSend('block_changed', {})).rejects.toThrow(
      'Unauthorized',
    );
    await expect(clientOf(alice).channel(topic, privately()).httpSend('block_changed', {})).rejects.toThrow(
      'Unauthorized',
    );
    // The chat topic stays writable for typing, as before.
    await expect(clientOf(bob).channel(`chat:${convo}`, privately()).httpSend('typing', {})).resolves.toEqual({
      success: true,
    });
  });
});
