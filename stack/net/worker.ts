import pg from 'pg';
import type { StackContext } from '../types.ts';

/** Matches the stand-in's version (stack/net/extension); requests carry it as pg_net's do. */
export const PG_NET_VERSION = '0.19.5';
/** What net.check_worker_is_up() looks for in pg_stat_activity. */
const APPLICATION_NAME = `pg_net ${PG_NET_VERSION} worker`;
const DEFAULT_TTL = '6 hours';
const DEFAULT_BATCH_SIZE = 200;
/** A wake-up can be missed while the listener reconnects; the queue is looked at this often anyway. */
const POLL_MS = 5_000;
const RECONNECT_MS = [1000, 2000, 5000, 15_000];

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  timeout_milliseconds: number;
  headers: string[];
  body: Buffer | null;
}

interface StoredResponse {
  id: string;
  status_code: number | null;
  content: string | null;
  headers: string | null;
  content_type: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

export interface NetWorker {
  wake(): void;
  close(): Promise<void>;
}

/** curl's wording for the failures pg_net reports in error_msg. */
function curlError(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const code = e.cause?.code ?? (e as { code?: string }).code;
  if (code === 'ECONNREFUSED') return "Couldn't connect to server";
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return "Couldn't resolve host name";
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') return 'Server returned nothing (no headers, no data)';
  return e.cause?.message ?? e.message;
}

/** One request as pg_net's curl handle sends it: redirects followed, http and https only. */
async function send(row: QueuedRequest, stop: AbortSignal): Promise<StoredResponse> {
  const base = { id: row.id, status_code: null, content: null, headers: null, content_type: null };
  const url = URL.canParse(row.url) ? new URL(row.url) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return { ...base, timed_out: false, error_msg: 'Unsupported protocol' };
  const started = performance.now();
  const timeout = AbortSignal.timeout(row.timeout_milliseconds);
  try {
    const headers = new Headers();
    for (const line of row.headers) {
      const at = line.indexOf(': ');
      if (at > 0) headers.append(line.slice(0, at), line.slice(at + 2));
    }
    if (!headers.has('user-agent')) headers.set('user-agent', `pg_net/${PG_NET_VERSION}`);
    const res = await fetch(url, {
      method: row.method.toUpperCase(),
      headers,
      // fetch sends no body with GET; net.http_get never queues one.
      body: row.body && row.method.toUpperCase() !== 'GET' ? new Uint8Array(row.body) : undefined,
      redirect: 'follow',
      signal: AbortSignal.any([timeout, stop]),
    });
    const text = await res.text();
    const received: Record<string, string> = {};
    res.headers.forEach((value, name) => (received[name] = value));
    return {
      id: row.id,
      status_code: res.status,
      // pg_net keeps the body as a C string: nothing after a NUL byte, and NULL when empty.
      content: text === '' ? null : (text.split('\0')[0] ?? null),
      headers: JSON.stringify(received),
      content_type: res.headers.get('content-type'),
      timed_out: false,
      error_msg: null,
    };
  } catch (err) {
    if (timeout.aborted)
      return {
        ...base,
        timed_out: true,
        error_msg: `Timeout of ${row.timeout_milliseconds} ms reached. Total time: ${(performance.now() - started).toFixed(6)} ms`,
      };
    return { ...base, timed_out: false, error_msg: curlError(err) };
  }
}

/**
 * pg_net's background worker, in the stack's process: woken by the NOTIFY that net.http_get/post/
 * delete send at commit (and every few seconds regardless), it takes up to pg_net.batch_size
 * requests from net.http_request_queue, sends them concurrently, stores each outcome in
 * net._http_response and drops responses older than pg_net.ttl — all in one transaction, as
 * pg_net does, so a crash mid-batch leaves the requests queued.
 */
export async function startNetWorker(ctx: StackContext, dbUrl: string): Promise<NetWorker> {
  const log = (m: string) => ctx.log('net', m);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const stop = new AbortController();

  /** One batch; resolves with how many requests it sent plus how many old responses it dropped. */
  async function batch(): Promise<number> {
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      const { rows: found } = await client.query<{ ok: boolean; ttl: string; size: number }>(
        `select to_regclass('net.http_request_queue') is not null and to_regclass('net._http_response') is not null as ok,
                coalesce(nullif(current_setting('pg_net.ttl', true), ''), $1) as ttl,
                coalesce(nullif(current_setting('pg_net.batch_size', true), '')::int, $2) as size`,
        [DEFAULT_TTL, DEFAULT_BATCH_SIZE],
      );
      const settings = found[0];
      if (!settings?.ok) {
        await client.query('rollback');
        return 0; // pg_net is not installed in this database
      }
      const expired = await client.query(
        `with old as (select ctid from net._http_response where created < now() - $1::interval order by created limit $2)
         delete from net._http_response r using old where r.ctid = old.ctid`,
        [settings.ttl, settings.size],
      );
      const { rows } = await client.query<QueuedRequest>(
        `with next as (select id from net.http_request_queue order by id limit $1)
         delete from net.http_request_queue q using next where q.id = next.id
         returning q.id::text, q.method, q.url, q.timeout_milliseconds,
                   array(select key || ': ' || value from jsonb_each_text(q.headers)) as headers, q.body`,
        [settings.size],
      );
      const responses = await Promise.all(rows.map((row) => send(row, stop.signal)));
      if (stopped) {
        // Cut short by a stop: the requests stay queued for the next start, as after a crash.
        await client.query('rollback');
        return 0;
      }
      if (responses.length > 0) {
        // The requests are sent: if their outcomes cannot be stored, they must still leave the queue.
        await client.query('savepoint responses');
        try {
          await insertResponses(client, responses);
        } catch (err) {
          await client.query('rollback to savepoint responses');
          const message = `could not store the response: ${(err as Error).message}`;
          log(message);
          await insertResponses(
            client,
            responses.map((r) => ({
              id: r.id,
              status_code: null,
              content: null,
              headers: null,
              content_type: null,
              timed_out: false,
              error_msg: message,
            })),
          );
        }
      }
      await client.query('commit');
      return rows.length + (expired.rowCount ?? 0);
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  const pass = async () => {
    for (;;) {
      again = false;
      const done = await batch();
      if (stopped || (done === 0 && !again)) return;
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => {
        if (!stopped) log(`worker: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        running = null;
      });
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: dbUrl, application_name: APPLICATION_NAME });
    const lost = (err: Error) => {
      if (stopped || listener !== client) return;
      listener = null;
      log(`listen connection lost (${err.message}); reconnecting`);
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', wake);
    await client.connect();
    await client.query('listen velvet_net');
    listener = client;
    attempt = 0;
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    retry = setTimeout(() => {
      connect()
        .then(wake)
        .catch(() => {
          if (!stopped) scheduleReconnect();
        });
    }, delay);
  };

  await connect();
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  wake(); // requests queued before a restart

  return {
    wake,
    async close() {
      stopped = true;
      stop.abort();
      clearInterval(poll);
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}

async function insertResponses(client: pg.PoolClient, responses: StoredResponse[]) {
  const column = <K extends keyof StoredResponse>(k: K) => responses.map((r) => r[k]);
  await client.query(
    `insert into net._http_response (id, status_code, content, headers, content_type, timed_out, error_msg)
     select * from unnest($1::bigint[], $2::int[], $3::text[], $4::jsonb[], $5::text[], $6::bool[], $7::text[])`,
    [
      column('id'),
      column('status_code'),
      column('content'),
      column('headers'),
      column('content_type'),
      column('timed_out'),
      column('error_msg'),
    ],
  );
}
