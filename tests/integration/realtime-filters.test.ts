import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonClient, dbClient } from '../support/stack-env.ts';

type Row = Record<string, unknown>;
type System = { extension: string; status: string; message: string; channel: string };

/** Subscribes an anonymous supabase-js client to inserts on the fixture table, as an attacker could. */
async function watch(filter: string) {
  const client = anonClient();
  clients.push(client);
  const rows: Row[] = [];
  const system: System[] = [];
  const name = `filters-${Math.random().toString(36).slice(2)}`;
  const channel: RealtimeChannel = client
    .channel(name)
    .on('postgres_changes', { event: 'INSERT', schema: 'rt_filters', table: 'items', filter }, (p) =>
      rows.push(p.new as Row),
    )
    .on('system', {}, (p: System) => system.push(p));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : reject(err ?? new Error(status)))),
  );
  const firstSystem = () =>
    vi.waitFor(
      () => {
        if (!system[0]) throw new Error('no system message yet');
        return system[0];
      },
      { timeout: 8000, interval: 10 },
    );
  return { rows, firstSystem, name };
}

const insert = (content: string) =>
  db.query<{ id: string }>('insert into rt_filters.items (content) values ($1) returning id::text', [content]);

const exception = (filters: string, text: string) =>
  `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: INSERT, schema: rt_filters, table: items, filters: ${filters}, select: nil]. Exception: ${text}`;

let db: pg.Client;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  db = await dbClient();
  // A schema of its own keeps this fixture out of the API schema the lint suite checks.
  await db.query(`
    create schema if not exists rt_filters;
    grant usage on schema rt_filters to anon, authenticated;
    create table if not exists rt_filters.items (id bigint generated always as identity primary key, content text);
    grant select on rt_filters.items to anon, authenticated;
    alter publication supabase_realtime add table rt_filters.items;
  `);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db?.end();
});

describe('postgres_changes filters', () => {
  it('refuses a backtracking like filter as hosted Realtime does, while an eq filter still delivers', async () => {
    const attack = await watch('content=like.%a%a%a%a%a%a!');
    expect(await attack.firstSystem()).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message: 'Error parsing `filter` params: ["like", "%a%a%a%a%a%a!"]',
      channel: attack.name,
    });
    const normal = await watch('content=eq.hello');
    expect((await normal.firstSystem()).message).toBe('Subscribed to PostgreSQL');

    // A row a backtracking matcher would spend seconds on, then the one the normal subscriber waits for.
    await insert('a'.repeat(100));
    const started = performance.now();
    await insert('hello');
    await vi.waitFor(() => expect(normal.rows.map((r) => r.content)).toEqual(['hello']), { timeout: 8000 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(attack.rows).toEqual([]);
  });

  it('accepts only the operators hosted Realtime accepts, with its parse errors', async () => {
    const refused = async (filter: string) => (await (await watch(filter)).firstSystem()).message;
    expect(await refused('content=ilike.%A%')).toBe('Error parsing `filter` params: ["ilike", "%A%"]');
    expect(await refused('id=not.eq.1')).toBe('Error parsing `filter` params: ["not", "eq.1"]');
    expect(await refused('id=in.1,2')).toBe(
      'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    );
    expect(await refused('id=gt.1,')).toBe(
      'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)',
    );
    expect(await refused('undefined')).toBe('Error parsing `filter` params: ["undefined"]');
  });

  it('caps an in list at 100 values, with the database exception hosted reports', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const tooMany = await watch(`id=in.(${list(101)})`);
    expect((await tooMany.firstSystem()).message).toBe(
      exception(
        `[\n  {"id", "in",\n   "{${list(101)}}"}\n]`,
        'ERROR P0001 (raise_exception) too many values for `in` filter. Maximum 100',
      ),
    );

    // Like hosted Realtime, a change is matched against the subscriptions when the WAL poller reads it,
    // so a row inserted just before a subscription can still reach it: wait until 'first' has gone out.
    const everything = await watch('id=gt.0');
    const { rows } = await insert('first');
    const first = Number(rows[0]!.id);
    await vi.waitFor(() => expect(everything.rows.map((r) => r.content)).toContain('first'), { timeout: 8000 });
    // A hundred values is allowed: the list names this row and the 99 after it.
    const allowed = await watch(`id=in.(${Array.from({ length: 100 }, (_, i) => first + i).join(',')})`);
    expect((await allowed.firstSystem()).message).toBe('Subscribed to PostgreSQL');
    await insert('inside the list');
    await vi.waitFor(() => expect(allowed.rows.map((r) => r.content)).toEqual(['inside the list']), { timeout: 8000 });
    expect(tooMany.rows).toEqual([]);
  });
});
