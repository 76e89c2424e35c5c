import { createClient, type RealtimeChannel, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbClient, mintUser, stackEnv, type TestUser } from '../support/stack-env.ts';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let db: pg.Client;
let owner: TestUser;
let other: TestUser;
const channels: RealtimeChannel[] = [];

/** Subscribes as `user` (token through the accessToken callback, see realtime-changes) and collects events. */
async function listen(user: TestUser, table: string) {
  const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, { accessToken: async () => user.accessToken });
  await client.realtime.setAuth();
  const got: Change[] = [];
  const channel = client
    .channel(`${table}-${Math.random()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'rt_capture', table }, (p: Change) => got.push(p));
  channels.push(channel);
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((s, err) => (s === 'SUBSCRIBED' ? resolve() : reject(err ?? new Error(s)))),
  );
  return got;
}

const labels = (got: Change[]) => got.map((e) => (e.new as Row).label);
const waitForCount = (got: Change[], n: number) =>
  vi.waitFor(() => expect(got.length).toBe(n), { timeout: 10_000, interval: 10 });

async function item(label: string, writer: pg.Client = db, who = owner) {
  await writer.query('insert into rt_capture.rt_items (owner_id, label) values ($1, $2)', [who.id, label]);
}

beforeAll(async () => {
  db = await dbClient();
  // A schema of its own keeps these fixtures out of the API schema the lint suite checks.
  await db.query(`
    create schema if not exists rt_capture;
    grant usage on schema rt_capture to authenticated;
    create table if not exists rt_capture.rt_items (
      id bigint generated always as identity primary key, owner_id uuid not null, label text not null);
    alter table rt_capture.rt_items enable row level security;
    grant select, insert on rt_capture.rt_items to authenticated;
    drop policy if exists rt_items_owner on rt_capture.rt_items;
    create policy rt_items_owner on rt_capture.rt_items for all to authenticated
      using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
    alter publication supabase_realtime add table rt_capture.rt_items;
  `);
  owner = await mintUser(db, {}, 'rtcap-owner');
  other = await mintUser(db, {}, 'rtcap-other');
});

afterAll(async () => {
  await Promise.all(channels.map((ch) => ch.socket.removeAllChannels()));
  await db?.end();
});

describe('realtime change capture', () => {
  it('delivers 50 quick inserts complete and in commit order', async () => {
    const got = await listen(owner, 'rt_items');
    for (let i = 0; i < 50; i++) await item(`quick ${i}`);
    await waitForCount(got, 50);
    expect(labels(got)).toEqual(Array.from({ length: 50 }, (_, i) => `quick ${i}`));
  });

  it('keeps order across an id digit boundary when one transaction commits many rows', async () => {
    const got = await listen(owner, 'rt_items');
    // Queue ids 999_990.. so one batch spans 999_999 → 1_000_000 (text order would swap them).
    await db.query(
      `select setval(pg_get_serial_sequence('realtime.changes', 'id'), greatest(999990, (select last_value from realtime.changes_id_seq)))`,
    );
    await db.query(
      `insert into rt_capture.rt_items (owner_id, label) select $1, 'bulk ' || g from generate_series(1, 30) g`,
      [owner.id],
    );
    await waitForCount(got, 30);
    expect(labels(got)).toEqual(Array.from({ length: 30 }, (_, i) => `bulk ${i + 1}`));
  });

  it('loses nothing when several writers commit at once, including writers acting as a user', async () => {
    const got = await listen(owner, 'rt_items');
    const writers = await Promise.all([dbClient(), dbClient(), dbClient()]);
    try {
      await Promise.all(
        writers.map(async (w, wi) => {
          for (let i = 0; i < 20; i++) {
            // One writer goes through RLS as the owner, like an app insert through PostgREST would.
            if (wi === 0) {
              await w.query(
                `begin; select set_config('role', 'authenticated', true), set_config('request.jwt.claim.sub', '${owner.id}', true)`,
              );
              await item(`w${wi}-${i}`, w);
              await w.query('commit');
            } else await item(`w${wi}-${i}`, w);
          }
        }),
      );
    } finally {
      await Promise.all(writers.map((w) => w.end()));
    }
    await waitForCount(got, 60);
    expect(new Set(labels(got)).size).toBe(60);
    // Each writer's own rows keep their order.
    for (const wi of [0, 1, 2]) {
      const mine = labels(got).filter((l) => String(l).startsWith(`w${wi}-`));
      expect(mine).toEqual(Array.from({ length: 20 }, (_, i) => `w${wi}-${i}`));
    }
  });

  it('catches up on changes committed while its database connection was down', async () => {
    const got = await listen(owner, 'rt_items');
    const otherGot = await listen(other, 'rt_items');
    await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'realtime_capture'`,
    );
    await item('while reconnecting 1');
    await item('while reconnecting 2');
    await item('for the other user', db, other);
    await waitForCount(got, 2);
    expect(labels(got)).toEqual(['while reconnecting 1', 'while reconnecting 2']);
    await waitForCount(otherGot, 1);
  });

  it('follows a table added to the publication by a later migration', async () => {
    await db.query(`create table rt_capture.rt_late (id bigint generated always as identity primary key, label text);
      grant select on rt_capture.rt_late to authenticated;
      alter publication supabase_realtime add table rt_capture.rt_late`);
    const got = await listen(other, 'rt_late');
    await db.query(`insert into rt_capture.rt_late (label) values ('late row')`);
    await waitForCount(got, 1);
    expect(got[0]!.new).toMatchObject({ label: 'late row' });
  });

  it('stops capturing a table removed from the publication', async () => {
    await db.query(`create table rt_capture.rt_leaving (id bigint generated always as identity primary key);
      alter publication supabase_realtime add table rt_capture.rt_leaving`);
    const has = async () =>
      (
        await db.query(
          `select 1 from pg_trigger where tgrelid = 'rt_capture.rt_leaving'::regclass and tgname = 'realtime_capture'`,
        )
      ).rowCount;
    expect(await has()).toBe(1);
    await db.query('alter publication supabase_realtime drop table rt_capture.rt_leaving');
    expect(await has()).toBe(0);
  });
});
