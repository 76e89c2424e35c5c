// pg_net on the local stack (stack/net): the SQL interface of supabase/pg_net, with the stack's
// worker sending queued requests after their transaction commits and storing each outcome in
// net._http_response. A receiver in this process records what arrives.
import http from 'node:http';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../stack/ports.ts';
import { anonClient, dbClient, serviceClient } from '../support/stack-env.ts';

interface Arrival {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let db: pg.Client;
let server: http.Server;
let base: string;
const arrivals: Arrival[] = [];
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  db = await dbClient();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (req.url?.startsWith('/slow')) return void held.push(res); // never answered in time
      res.writeHead(201, { 'content-type': 'application/json', 'x-reply': 'yes' });
      res.end(JSON.stringify({ got: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await db?.end();
});

const one = async <T extends pg.QueryResultRow>(client: pg.Client, sql: string, params: unknown[] = []) =>
  (await client.query<T>(sql, params)).rows[0]!;

interface Response {
  status_code: number | null;
  content: string | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

/** Waits for the worker to store the outcome of request `id`. */
const responseOf = (id: string) =>
  vi.waitFor(
    async () => {
      const { rows } = await db.query<Response>(
        'select status_code, content, content_type, headers, timed_out, error_msg from net._http_response where id = $1',
        [id],
      );
      if (!rows[0]) throw new Error(`no response stored for request ${id}`);
      return rows[0];
    },
    { timeout: 10_000, interval: 50 },
  );
const arrived = (path: string) => arrivals.filter((a) => a.url.startsWith(path));

describe('pg_net on the local stack', () => {
  it('is installed like on hosted projects, and create extension if not exists succeeds again', async () => {
    await db.query('create extension if not exists pg_net with schema extensions');
    await db.query('create extension if not exists pg_net');
    expect(
      await one(
        db,
        `select extversion, extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_net'`,
      ),
    ).toEqual({ extversion: '0.19.5', schema: 'extensions' });
  });

  it('net.http_post sends JSON with its headers and query parameters after commit, and stores the response', async () => {
    const { id } = await one<{ id: string }>(
      db,
      `select net.http_post(url := $1, body := '{"hello": "world"}', params := '{"q": "a b"}',
                            headers := '{"Content-Type": "application/json", "X-Test": "1"}') as id`,
      [`${base}/post`],
    );
    const response = await responseOf(id);
    const [request] = arrived('/post');
    expect(request).toMatchObject({ method: 'POST', url: '/post?q=a%20b', body: '{"hello": "world"}' });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-test': '1',
      'user-agent': 'pg_net/0.19.5',
    });
    expect(response).toMatchObject({
      status_code: 201,
      content: '{"got":"/post?q=a%20b"}',
      content_type: 'application/json',
      timed_out: false,
      error_msg: null,
    });
    expect(response.headers).toMatchObject({ 'x-reply': 'yes' });
    expect(
      await one(db, 'select (net._http_collect_response($1, async := false)).status::text as status', [id]),
    ).toEqual({
      status: 'SUCCESS',
    });
  });

  it('net.http_get and net.http_delete send their method, parameters and body', async () => {
    const get = await one<{ id: string }>(db, `select net.http_get($1, params := '{"page": "2"}') as id`, [
      `${base}/get`,
    ]);
    const del = await one<{ id: string }>(db, `select net.http_delete($1, body := '{"id": 7}') as id`, [
      `${base}/delete`,
    ]);
    expect((await responseOf(get.id)).status_code).toBe(201);
    expect((await responseOf(del.id)).status_code).toBe(201);
    expect(arrived('/get')).toMatchObject([{ method: 'GET', url: '/get?page=2', body: '' }]);
    expect(arrived('/delete')).toMatchObject([{ method: 'DELETE', url: '/delete', body: '{"id": 7}' }]);
  });

  it('sends a request only once its transaction commits, and never one that rolled back', async () => {
    const open = await dbClient();
    const rolledBack = await dbClient();
    try {
      await open.query('begin');
      const pending = await one<{ id: string }>(open, 'select net.http_post($1) as id', [`${base}/after-commit`]);
      await rolledBack.query('begin');
      await rolledBack.query('select net.http_post($1)', [`${base}/rolled-back`]);
      await rolledBack.query('rollback');

      // A request committed after both has gone out and come back; the uncommitted one has not left.
      const marker = await one<{ id: string }>(db, 'select net.http_get($1) as id', [`${base}/marker`]);
      await responseOf(marker.id);
      expect(arrived('/after-commit')).toEqual([]);

      await open.query('commit');
      expect((await responseOf(pending.id)).status_code).toBe(201);
      expect(arrived('/after-commit')).toHaveLength(1);
      expect(arrived('/rolled-back')).toEqual([]);
    } finally {
      await open.end();
      await rolledBack.end();
    }
  });

  it('records a timeout and a refused connection as pg_net does', async () => {
    const slow = await one<{ id: string }>(db, 'select net.http_get($1, timeout_milliseconds := 300) as id', [
      `${base}/slow`,
    ]);
    const refused = await one<{ id: string }>(db, 'select net.http_get($1) as id', [
      `http://127.0.0.1:${await freePort()}/nobody`,
    ]);
    const timedOut = await responseOf(slow.id);
    expect(timedOut).toMatchObject({ status_code: null, timed_out: true });
    expect(timedOut.error_msg).toMatch(/^Timeout of 300 ms reached/);
    expect(await responseOf(refused.id)).toMatchObject({
      status_code: null,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    });
    expect(await one(db, 'select (net._http_collect_response($1)).status::text as status', [refused.id])).toEqual({
      status: 'ERROR',
    });
  });

  it('refuses what pg_net refuses: a non-JSON POST, a URL without a scheme, a null URL', async () => {
    await expect(
      db.query(`select net.http_post($1, headers := '{"Content-Type": "text/plain"}')`, [`${base}/x`]),
    ).rejects.toThrow('Content-Type header must be "application/json"');
    await expect(db.query(`select net.http_get('/relative')`)).rejects.toThrow('invalid URL "/relative"');
    await expect(db.query(`select net.http_get('localhost:1')`)).rejects.toThrow('Unsupported URL scheme');
    await expect(db.query('select net.http_post(null)')).rejects.toThrow('null value in column "url"');
  });

  it('is not reachable through the Data API, by visitors or the service role', async () => {
    for (const client of [anonClient(), serviceClient()]) {
      const { data, error } = await client.schema('net').rpc('http_get', { url: `${base}/via-api` });
      expect(data).toBeNull();
      expect(error?.code).toBe('PGRST106');
    }
    expect(arrived('/via-api')).toEqual([]);
  });
});
