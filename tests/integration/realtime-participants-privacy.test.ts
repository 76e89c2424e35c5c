// Issue 16, finding 7: realtime cannot check RLS for a deleted row, so every subscriber of a
// table receives each DELETE with the old row's primary key. With the key (conversation_id,
// user_id) an outsider learned both members of every chat deleted with an account; with the
// surrogate key they learn an opaque id, while a participant still gets their own UPDATEs.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
let carol: TestUser;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  db = await dbClient();
  alice = await mintUser(db, {}, 'alice');
  bob = await mintUser(db, {}, 'bob');
  eve = await mintUser(db, {}, 'eve');
  carol = await mintUser(db, {}, 'carol');
});
afterAll(async () => {
  await Promise.all(channels.map((c) => c.unsubscribe()));
  await db.end();
});

async function subscribe(user: TestUser, bindings: Array<{ event: '*' | 'UPDATE' | 'DELETE'; filter?: string }>) {
  const got: Change[] = [];
  let channel = user.client.channel(`participants-${Math.random().toString(36).slice(2)}`);
  for (const b of bindings) {
    channel = channel.on(
      'postgres_changes',
      {
        event: b.event,
        schema: 'public',
        table: 'conversation_participants',
        ...(b.filter ? { filter: b.filter } : {}),
      } as never,
      (p: Change) => got.push(p),
    );
  }
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : reject(err ?? new Error(status)))),
  );
  channels.push(channel);
  return got;
}

const until = (list: Change[], pred: (c: Change) => boolean) =>
  vi.waitFor(
    () => {
      if (!list.some(pred)) throw new Error(`still waiting; received ${JSON.stringify(list).slice(0, 400)}`);
    },
    { timeout: 8000, interval: 20 },
  );

const chat = async (a: TestUser, b: TestUser) =>
  String((await a.client.rpc('get_or_create_conversation', { user1_id: a.id, user2_id: b.id })).data);

describe('conversation_participants over realtime', () => {
  it('an outsider learns nothing about who chatted with whom; a participant still gets their own updates', async () => {
    const aliceAndBob = await chat(alice, bob);
    const eveAndCarol = await chat(eve, carol);
    // The outsider listens to everything on the table, and to DELETEs aimed at bob in particular.
    const toEve = await subscribe(eve, [{ event: '*' }, { event: 'DELETE', filter: `user_id=eq.${bob.id}` }]);
    // What the chat list subscribes to for the session (src/features/chat/api/use-chat-list-live.ts).
    const toAlice = await subscribe(alice, [{ event: 'UPDATE', filter: `user_id=eq.${alice.id}` }]);

    expect((await alice.client.rpc('mark_conversation_read', { conversation_id: aliceAndBob })).error).toBeNull();
    await until(toAlice, (c) => c.eventType === 'UPDATE' && c.new.conversation_id === aliceAndBob);
    expect(toAlice.every((c) => c.eventType === 'UPDATE' && c.new.user_id === alice.id)).toBe(true);

    expect((await bob.client.rpc('delete_account')).error).toBeNull();
    expect((await db.query('select 1 from public.conversations where id = $1', [aliceAndBob])).rowCount).toBe(0);

    // Changes arrive in commit order: once eve sees her own later update, the deletes have been sent.
    expect((await eve.client.rpc('mark_conversation_read', { conversation_id: eveAndCarol })).error).toBeNull();
    await until(toEve, (c) => c.eventType === 'UPDATE' && c.new.conversation_id === eveAndCarol);

    const seen = JSON.stringify(toEve);
    for (const secret of [alice.id, bob.id, aliceAndBob]) expect(seen).not.toContain(secret);
    for (const c of toEve.filter((e) => e.eventType === 'DELETE')) expect(Object.keys(c.old)).toEqual(['id']);
  });
});
