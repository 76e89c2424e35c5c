import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonClient, dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

type Row = Record<string, unknown>;

/**
 * supabase-js re-reads the realtime token from its `accessToken` callback after every join, so a
 * bare `realtime.setAuth(token)` (what mintUser does) falls back to the anon key. An app signed in
 * through auth never notices; here the callback hands out the minted token instead.
 */
const realtimeClient = (user: TestUser) =>
  createClient(stackEnv().apiUrl, stackEnv().anonKey, { accessToken: async () => user.accessToken });
type Change = RealtimePostgresChangesPayload<Row>;

async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  // The client fetches its token asynchronously; settle it first so the join carries it.
  await channel.socket.setAuth();
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : reject(err ?? new Error(status)))),
  );
  return channel;
}

/** Waits (polling, no fixed sleep) until `list` holds an item matching `pred`. */
const until = <T>(list: T[], pred: (item: T) => boolean) =>
  vi.waitFor(
    () => {
      const hit = list.find(pred);
      if (!hit) throw new Error(`still waiting; received ${JSON.stringify(list).slice(0, 500)}`);
      return hit;
    },
    { timeout: 8000, interval: 10 },
  );

/** Subscribes `client` to changes of one table and collects what arrives. */
async function listen(
  client: SupabaseClient,
  table: string,
  opts: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
) {
  const got: Change[] = [];
  const name = `${table}-${Math.random().toString(36).slice(2)}`;
  const filter = {
    event: opts.event ?? '*',
    schema: 'rt_changes',
    table,
    ...(opts.filter ? { filter: opts.filter } : {}),
  } as const;
  const channel = client.channel(name).on('postgres_changes', filter as never, (p: Change) => got.push(p));
  await subscribed(channel);
  return { got, channel };
}

const bodies = (list: Change[]) => list.map((c) => (c.new as Row).body ?? (c.old as Row).body);

let db: pg.Client;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let anon: SupabaseClient;
const conv: Record<'ac' | 'bc' | 'ab', number> = { ac: 0, bc: 0, ab: 0 };
const clients: SupabaseClient[] = [];

async function message(conversation: number, body: string, extra: Row = {}) {
  const { rows } = await db.query<{ id: string }>(
    'insert into rt_changes.rt_messages (conversation_id, sender_id, body, secret) values ($1, $2, $3, $4) returning id::text',
    [conversation, a.id, body, extra.secret ?? null],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  db = await dbClient();
  // A schema of its own keeps these fixtures out of the API schema the lint suite checks.
  await db.query(`
    create schema if not exists rt_changes;
    grant usage on schema rt_changes to anon, authenticated;
    create table if not exists rt_changes.rt_conversations (
      id bigint generated always as identity primary key, user_a uuid not null, user_b uuid not null);
    alter table rt_changes.rt_conversations enable row level security;
    grant select on rt_changes.rt_conversations to authenticated;
    drop policy if exists rt_conversations_participants on rt_changes.rt_conversations;
    create policy rt_conversations_participants on rt_changes.rt_conversations for select to authenticated
      using ((select auth.uid()) in (user_a, user_b));
    create table if not exists rt_changes.rt_messages (
      id bigint generated always as identity primary key,
      conversation_id bigint not null references rt_changes.rt_conversations (id) on delete cascade,
      sender_id uuid not null, body text not null, is_read boolean not null default false,
      secret text, created_at timestamptz not null default now());
    create index if not exists rt_messages_conversation on rt_changes.rt_messages (conversation_id);
    alter table rt_changes.rt_messages enable row level security;
    drop policy if exists rt_messages_participants on rt_changes.rt_messages;
    create policy rt_messages_participants on rt_changes.rt_messages for select to authenticated
      using (exists (select 1 from rt_changes.rt_conversations c where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)));
    grant select (id, conversation_id, sender_id, body, is_read, created_at) on rt_changes.rt_messages to anon, authenticated;
    create table if not exists rt_changes.rt_notes (id bigint generated always as identity primary key, body text not null);
    alter table rt_changes.rt_notes replica identity full;
    grant select on rt_changes.rt_notes to anon, authenticated;
    alter publication supabase_realtime add table rt_changes.rt_messages, rt_changes.rt_notes;
  `);
  a = await mintUser(db, {}, 'rt-a');
  b = await mintUser(db, {}, 'rt-b');
  c = await mintUser(db, {}, 'rt-c');
  for (const u of [a, b, c]) u.client = realtimeClient(u);
  anon = anonClient();
  clients.push(a.client, b.client, c.client, anon);
  const pair = async (x: TestUser, y: TestUser) =>
    Number(
      (
        await db.query('insert into rt_changes.rt_conversations (user_a, user_b) values ($1, $2) returning id', [
          x.id,
          y.id,
        ])
      ).rows[0].id,
    );
  conv.ac = await pair(a, c);
  conv.bc = await pair(b, c);
  conv.ab = await pair(a, b);
});

afterAll(async () => {
  await Promise.all(clients.map((cl) => cl.removeAllChannels()));
  await db?.end();
});

describe('realtime postgres_changes', () => {
  it('delivers an insert only to subscribers whose RLS policy shows them the row', async () => {
    const [toA, toB, toAnon] = await Promise.all([
      listen(a.client, 'rt_messages', { event: 'INSERT' }),
      listen(b.client, 'rt_messages', { event: 'INSERT' }),
      listen(anon, 'rt_messages', { event: 'INSERT' }),
    ]);
    const notes = await listen(anon, 'rt_notes', { event: 'INSERT' });
    await message(conv.ac, 'for a and c', { secret: 'hidden' });
    await message(conv.bc, 'for b and c');
    await db.query(`insert into rt_changes.rt_notes (body) values ('public note')`);

    const got = await until(toA.got, (e) => (e.new as Row).body === 'for a and c');
    expect(got).toMatchObject({
      schema: 'rt_changes',
      table: 'rt_messages',
      eventType: 'INSERT',
      errors: null,
      old: {},
    });
    expect(got.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Values are typed by column (bigint → number, boolean stays boolean), like hosted Realtime.
    expect(got.new).toMatchObject({ conversation_id: conv.ac, sender_id: a.id, is_read: false });
    expect(typeof (got.new as Row).id).toBe('number');
    // A column the role cannot SELECT never leaves the server.
    expect(got.new).not.toHaveProperty('secret');

    // B is told about B's own conversation, which was written after A's: had A's row leaked to B,
    // it would have arrived first.
    await until(toB.got, (e) => (e.new as Row).body === 'for b and c');
    expect(bodies(toB.got)).toEqual(['for b and c']);
    // The anonymous visitor sees the later public note and nothing of either conversation.
    await until(notes.got, (e) => (e.new as Row).body === 'public note');
    expect(toAnon.got).toEqual([]);
  });

  it('applies eq and in filters', async () => {
    const eq = await listen(a.client, 'rt_messages', { event: 'INSERT', filter: `conversation_id=eq.${conv.ab}` });
    const inList = await listen(a.client, 'rt_messages', {
      event: 'INSERT',
      filter: `conversation_id=in.(${conv.ab},${conv.ac})`,
    });
    const neq = await listen(a.client, 'rt_messages', { event: 'INSERT', filter: `conversation_id=neq.${conv.ab}` });
    await message(conv.ac, 'filter: a-c');
    await message(conv.ab, 'filter: a-b');
    await until(eq.got, (e) => (e.new as Row).body === 'filter: a-b');
    await until(inList.got, (e) => (e.new as Row).body === 'filter: a-b');
    await until(neq.got, (e) => (e.new as Row).body === 'filter: a-c');
    expect(bodies(eq.got)).toEqual(['filter: a-b']);
    expect(bodies(inList.got)).toEqual(['filter: a-c', 'filter: a-b']);
    expect(bodies(neq.got)).toEqual(['filter: a-c']);
  });

  it('never matches a filter on a column the subscriber may not read', async () => {
    const probe: Change[] = [];
    const plain: Change[] = [];
    const channel = a.client
      .channel('rt-probe')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'rt_changes', table: 'rt_messages', filter: 'secret=eq.guess' },
        (p: Change) => probe.push(p),
      )
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'rt_changes', table: 'rt_messages', filter: `conversation_id=eq.${conv.ac}` },
        (p: Change) => plain.push(p),
      );
    await subscribed(channel);
    await message(conv.ac, 'probe target', { secret: 'guess' });
    await until(plain, (e) => (e.new as Row).body === 'probe target');
    expect(probe).toEqual([]);
  });

  it('sends UPDATE with the new row and only the key as old, and DELETE with only the key', async () => {
    const all = await listen(a.client, 'rt_messages', { event: '*' });
    const id = await message(conv.ab, 'before edit');
    await db.query(`update rt_changes.rt_messages set body = 'after edit', is_read = true where id = $1`, [id]);
    // Like Supabase, RLS is checked against the row as it is when the change is processed, so the
    // delete waits until the update has been seen.
    const upd = await until(all.got, (e) => e.eventType === 'UPDATE' && (e.new as Row).id === id);
    await db.query('delete from rt_changes.rt_messages where id = $1', [id]);
    const del = await until(all.got, (e) => e.eventType === 'DELETE' && (e.old as Row).id === id);
    expect(upd.new).toMatchObject({ id, body: 'after edit', is_read: true });
    expect(upd.old).toEqual({ id });
    expect(del.new).toEqual({});
    expect(del.old).toEqual({ id });
    expect(all.got.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('sends whole old rows under REPLICA IDENTITY FULL on a table without RLS', async () => {
    const notes = await listen(b.client, 'rt_notes', { event: '*' });
    const { rows } = await db.query(`insert into rt_changes.rt_notes (body) values ('n1') returning id::int`);
    const id = rows[0].id as number;
    await db.query(`update rt_changes.rt_notes set body = 'n2' where id = $1`, [id]);
    await db.query('delete from rt_changes.rt_notes where id = $1', [id]);
    const del = await until(notes.got, (e) => e.eventType === 'DELETE');
    expect(notes.got.find((e) => e.eventType === 'UPDATE')?.old).toEqual({ id, body: 'n1' });
    expect(del.old).toEqual({ id, body: 'n2' });
  });

  it('follows a refreshed access token: RLS decides as the new user from then on', async () => {
    let token = c.accessToken;
    const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, { accessToken: async () => token });
    clients.push(client);
    const { got, channel } = await listen(client, 'rt_messages', { event: 'INSERT' });
    await message(conv.ac, 'seen as c');
    await until(got, (e) => (e.new as Row).body === 'seen as c');
    token = b.accessToken;
    await client.realtime.setAuth();
    // access_token gets no reply; a presence round trip on the same socket orders after it.
    await channel.track({});
    await message(conv.ac, 'only for a and c');
    await message(conv.ab, 'for a and b');
    await until(got, (e) => (e.new as Row).body === 'for a and b');
    expect(bodies(got)).toEqual(['seen as c', 'for a and b']);
  });

  it('answers a subscription to a table outside the publication with a system error', async () => {
    const system: Array<Record<string, unknown>> = [];
    const channel = a.client
      .channel('rt-missing')
      .on('postgres_changes', { event: '*', schema: 'rt_changes', table: 'rt_no_such_table' }, () => undefined)
      .on('system', {}, (p: Record<string, unknown>) => system.push(p));
    await subscribed(channel);
    const err = await until(system, () => true);
    expect(err).toMatchObject({ extension: 'postgres_changes', status: 'error', channel: 'rt-missing' });
    expect(String(err.message)).toMatch(/^Unable to subscribe to changes with given parameters/);

    const ok: Array<Record<string, unknown>> = [];
    await subscribed(
      a.client
        .channel('rt-present')
        .on('postgres_changes', { event: '*', schema: 'rt_changes', table: 'rt_notes' }, () => undefined)
        .on('system', {}, (p: Record<string, unknown>) => ok.push(p)),
    );
    expect(await until(ok, () => true)).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
  });
});
