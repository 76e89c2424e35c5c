// Realtime Authorization (private channels) as supabase-js uses it, against a project of its own
// whose policies follow Supabase's "Realtime Authorization" guide: a membership table says which
// extensions each user may read (select) and write (insert) on a topic.
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';
import { join } from '../support/realtime.ts';

type Msg = Record<string, unknown>;

const MIGRATION = `
create table public.rooms_users (
  user_id uuid not null,
  topic text not null,
  reads text[] not null default '{}',
  writes text[] not null default '{}',
  primary key (user_id, topic)
);
alter table public.rooms_users enable row level security;
create policy rooms_users_select_own on public.rooms_users for select to authenticated
  using (user_id = (select auth.uid()));

create policy members_read on realtime.messages for select to authenticated
  using (exists (select 1 from public.rooms_users ru
    where ru.user_id = (select auth.uid()) and ru.topic = (select realtime.topic())
      and realtime.messages.extension = any (ru.reads)));
create policy members_write on realtime.messages for insert to authenticated
  with check (exists (select 1 from public.rooms_users ru
    where ru.user_id = (select auth.uid()) and ru.topic = (select realtime.topic())
      and realtime.messages.extension = any (ru.writes)));

-- Broadcast from the database, the documented way: a trigger calling realtime.broadcast_changes.
create table public.notes (id bigint generated always as identity primary key, room text not null, body text not null);
create function public.notes_broadcast() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.broadcast_changes('notes:' || new.room, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end $$;
create trigger notes_broadcast after insert on public.notes for each row execute function public.notes_broadcast();
`;

let temp: TempStack;
let db: pg.Client;
const clients: SupabaseClient[] = [];

interface User {
  id: string;
  token: string;
}

const now = () => Math.floor(Date.now() / 1000);

function user(expiresIn = 3600): User {
  const id = randomUUID();
  const token = signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', iat: now(), exp: now() + expiresIn },
    temp.stack.keys.jwtSecret,
  );
  return { id, token };
}

/** supabase-js as a signed-in user; `token()` is re-read on every setAuth, like a session refresh. */
function clientAs(token: () => string): SupabaseClient {
  const client = createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, {
    accessToken: async () => token(),
    auth: { persistSession: false, autoRefreshToken: false },
  });
  clients.push(client);
  return client;
}

async function grant(u: User, topic: string, reads: string[], writes: string[] = []) {
  await db.query('insert into public.rooms_users (user_id, topic, reads, writes) values ($1, $2, $3, $4)', [
    u.id,
    topic,
    reads,
    writes,
  ]);
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

const topic = (name: string) => `${name}:${randomUUID().slice(0, 8)}`;

/**
 * Proof that a socket has handled everything sent to it so far: a public join on the same client
 * is answered only after the frames queued before it, so what had been let through has arrived.
 */
const fence = async (client: SupabaseClient) => subscribed(client.channel(topic('fence')));

beforeAll(async () => {
  temp = await startTempStack({ files: { 'migrations/20260101000000_rooms.sql': MIGRATION } });
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db?.end();
  await temp?.dispose();
});

describe('joining a private channel', () => {
  it('is allowed when the policies let the user read the topic, refused otherwise', async () => {
    const name = topic('room');
    const [member, outsider] = [user(), user()];
    await grant(member, name, ['broadcast']);

    expect((await join(clientAs(() => member.token).channel(name, { config: { private: true } }))).status).toBe(
      'SUBSCRIBED',
    );
    const refused = await join(clientAs(() => outsider.token).channel(name, { config: { private: true } }));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.err?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    );
    // The public channel of the same name is another topic, open to anyone.
    expect((await join(clientAs(() => outsider.token).channel(name))).status).toBe('SUBSCRIBED');
  });

  it('refuses the anon role even where a signed-in member is allowed', async () => {
    const name = topic('room');
    const member = user();
    await grant(member, name, ['broadcast', 'presence']);
    const anon = createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, { auth: { persistSession: false } });
    clients.push(anon);
    const r = await join(anon.channel(name, { config: { private: true } }));
    expect(r.err?.message).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${name}`);
    expect((await join(clientAs(() => member.token).channel(name, { config: { private: true } }))).status).toBe(
      'SUBSCRIBED',
    );
  });
});

describe('broadcast on a private channel', () => {
  it('reaches readers only from users who may write, over the socket and the REST API', async () => {
    const name = topic('room');
    const [reader, writer, readOnly] = [user(), user(), user()];
    await grant(reader, name, ['broadcast']);
    await grant(writer, name, ['broadcast'], ['broadcast']);
    await grant(readOnly, name, ['broadcast']);
    const got: Msg[] = [];
    await subscribed(
      clientAs(() => reader.token)
        .channel(name, { config: { private: true } })
        .on('broadcast', { event: 'say' }, (m: Msg) => got.push(m)),
    );
    const readOnlyClient = clientAs(() => readOnly.token);
    const refusedCh = await subscribed(readOnlyClient.channel(name, { config: { private: true } }));
    const writerClient = clientAs(() => writer.token);
    const allowedCh = await subscribed(writerClient.channel(name, { config: { private: true } }));

    await refusedCh.send({ type: 'broadcast', event: 'say', payload: { from: 'read-only' } });
    await fence(readOnlyClient);
    await allowedCh.send({ type: 'broadcast', event: 'say', payload: { from: 'writer' } });
    await until(got, (m) => (m.payload as Msg).from === 'writer');
    expect(got.map((m) => m.payload)).toEqual([{ from: 'writer' }]);

    // REST: the batch endpoint drops what the caller may not write (still 202), the single one says 403.
    const batch = (token: string, from: string) =>
      fetch(`${temp.stack.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: temp.stack.keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic: name, event: 'say', payload: { from }, private: true }] }),
      });
    expect((await batch(readOnly.token, 'rest-read-only')).status).toBe(202);
    expect((await batch(writer.token, 'rest-writer')).status).toBe(202);
    await until(got, (m) => (m.payload as Msg).from === 'rest-writer');
    await expect(
      readOnlyClient.channel(name, { config: { private: true } }).httpSend('say', { from: 'http-read-only' }),
    ).rejects.toThrow('Unauthorized');
    await expect(
      writerClient.channel(name, { config: { private: true } }).httpSend('say', { from: 'http-writer' }),
    ).resolves.toEqual({ success: true });
    await until(got, (m) => (m.payload as Msg).from === 'http-writer');
    expect(got.map((m) => (m.payload as Msg).from)).toEqual(['writer', 'rest-writer', 'http-writer']);
  });
});

describe('presence on a private channel', () => {
  it('lets only users who may write track, and shows it only to users who may read presence', async () => {
    const name = topic('room');
    const [tracker, watcher, intruder, broadcastOnly] = [user(), user(), user(), user()];
    await grant(tracker, name, ['presence'], ['presence']);
    await grant(watcher, name, ['presence']);
    await grant(intruder, name, ['presence']);
    await grant(broadcastOnly, name, ['broadcast']);

    const seen: string[][] = [];
    const watchCh = clientAs(() => watcher.token).channel(name, { config: { private: true } });
    watchCh.on('presence', { event: 'sync' }, () => seen.push(Object.keys(watchCh.presenceState()).sort()));
    await subscribed(watchCh);
    const blindSeen: string[][] = [];
    const blindClient = clientAs(() => broadcastOnly.token);
    const blindCh = blindClient.channel(name, { config: { private: true } });
    blindCh.on('presence', { event: 'sync' }, () => blindSeen.push(Object.keys(blindCh.presenceState())));
    await subscribed(blindCh);

    // Presence enabled at join, so the join asks about presence read (all the intruder has).
    const config = (key: string) => ({ config: { private: true, presence: { key, enabled: true } } });
    const intruderCh = await subscribed(clientAs(() => intruder.token).channel(name, config(intruder.id)));
    expect(await intruderCh.track({ pretending: true })).toBe('error');
    const trackCh = await subscribed(clientAs(() => tracker.token).channel(name, config(tracker.id)));
    expect(await trackCh.track({ online: true })).toBe('ok');
    await until(seen, (keys) => keys.includes(tracker.id));
    expect(watchCh.presenceState()[tracker.id]).toEqual([
      expect.objectContaining({ online: true, presence_ref: expect.any(String) }),
    ]);
    // The intruder's refused track (answered before the tracker joined) never showed up.
    expect(seen.flat()).not.toContain(intruder.id);
    // A user who may not read presence is sent none of it.
    await fence(blindClient);
    expect(blindSeen.flat()).toEqual([]);
    expect(Object.keys(blindCh.presenceState())).toEqual([]);
  });
});

describe('a private channel when the token changes', () => {
  it('re-checks the policies for the new user: still allowed stays, refused is shut down', async () => {
    const name = topic('room');
    const [first, second, outsider] = [user(), user(), user()];
    await grant(first, name, ['broadcast']);
    await grant(second, name, ['broadcast'], ['broadcast']);
    const got: Msg[] = [];
    const listener = await subscribed(
      clientAs(() => first.token)
        .channel(name, { config: { private: true } })
        .on('broadcast', { event: 'say' }, (m: Msg) => got.push(m)),
    );

    let token = first.token;
    const client = clientAs(() => token);
    const system: Msg[] = [];
    const statuses: string[] = [];
    const ch = client.channel(name, { config: { private: true } }).on('system', {}, (p: Msg) => system.push(p));
    await client.realtime.setAuth();
    await new Promise<void>((resolve) => ch.subscribe((s) => (statuses.push(s), s === 'SUBSCRIBED' && resolve())));

    // As `first` (read only) a send is dropped; after switching to `second` (who may write) it goes out.
    await ch.send({ type: 'broadcast', event: 'say', payload: { as: 'first' } });
    token = second.token;
    await client.realtime.setAuth();
    await ch.send({ type: 'broadcast', event: 'say', payload: { as: 'second' } });
    await until(got, (m) => (m.payload as Msg).as === 'second');
    expect(got.map((m) => m.payload)).toEqual([{ as: 'second' }]);
    expect(ch.state).toBe('joined');

    token = outsider.token;
    await client.realtime.setAuth();
    const err = await until(system, (p) => p.status === 'error');
    expect(err).toMatchObject({
      extension: 'system',
      message: `You do not have permissions to read from this Channel topic: ${name}`,
    });
    await vi.waitFor(() => expect(statuses).toContain('CLOSED'));
    expect(listener.state).toBe('joined');
  });

  it('shuts the channel down when its token expires', async () => {
    const name = topic('room');
    const shortLived = user(2);
    await grant(shortLived, name, ['broadcast']);
    const system: Msg[] = [];
    const statuses: string[] = [];
    const client = clientAs(() => shortLived.token);
    const ch = client.channel(name, { config: { private: true } }).on('system', {}, (p: Msg) => system.push(p));
    await client.realtime.setAuth();
    await new Promise<void>((resolve) => ch.subscribe((s) => (statuses.push(s), s === 'SUBSCRIBED' && resolve())));
    const err = await until(system, (p) => p.status === 'error');
    expect(err.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await vi.waitFor(() => expect(statuses).toContain('CLOSED'));
  });
});

describe('broadcast from the database', () => {
  it('delivers realtime.send() and broadcast_changes() rows to authorized readers only', async () => {
    const room = randomUUID().slice(0, 8);
    const name = `notes:${room}`;
    const [reader, presenceOnly] = [user(), user()];
    await grant(reader, name, ['broadcast']);
    await grant(presenceOnly, name, ['presence']);
    const got: Msg[] = [];
    await subscribed(
      clientAs(() => reader.token)
        .channel(name, { config: { private: true } })
        .on('broadcast', { event: '*' }, (m: Msg) => got.push(m)),
    );
    const blind: Msg[] = [];
    const blindClient = clientAs(() => presenceOnly.token);
    const blindCh = blindClient
      .channel(name, { config: { private: true } })
      .on('broadcast', { event: '*' }, (m: Msg) => blind.push(m))
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribed(blindCh);
    const publicGot: Msg[] = [];
    await subscribed(
      clientAs(() => presenceOnly.token)
        .channel(name)
        .on('broadcast', { event: '*' }, (m: Msg) => publicGot.push(m)),
    );

    await db.query(`select realtime.send('{"text":"hello"}'::jsonb, 'greeting', $1)`, [name]);
    const hello = await until(got, (m) => m.event === 'greeting');
    const id = (hello.payload as Msg).id;
    expect(hello).toEqual({ type: 'broadcast', event: 'greeting', payload: { text: 'hello', id }, meta: { id } });

    await db.query('insert into public.notes (room, body) values ($1, $2)', [room, 'written']);
    const change = await until(got, (m) => m.event === 'INSERT');
    expect(change.payload).toMatchObject({
      operation: 'INSERT',
      table: 'notes',
      schema: 'public',
      record: { room, body: 'written' },
      old_record: null,
    });

    // A public message on the same name reaches the public channel only.
    await db.query(`select realtime.send('{"text":"public"}'::jsonb, 'open', $1, false)`, [name]);
    await until(publicGot, (m) => m.event === 'open');
    // The presence-only reader joined the private topic but may not read its broadcasts.
    await fence(blindClient);
    expect(blind).toEqual([]);
    expect(publicGot.map((m) => m.event)).toEqual(['open']);
    expect(got.map((m) => m.event)).toEqual(['greeting', 'INSERT']);
  });
});
