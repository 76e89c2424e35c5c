import type { IncomingMessage } from 'node:http';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import type { HttpService, StackContext, UpgradeService } from '../types.ts';
import type { Channel } from './channel.ts';
import { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { routeChanges } from './db-broadcast.ts';
import { handleHttp } from './http.ts';
import { Hub } from './hub.ts';
import { CONNECT_ERROR_BACKOFF_MS, MAX_FRAME_BYTES, RealtimeLimits } from './limits.ts';
import { ChangeCapture } from './postgres/capture.ts';
import { ChangeFeed } from './postgres/feed.ts';
import { TableCache } from './postgres/tables.ts';
import { PresenceRegistry } from './presence.ts';
import type { Vsn } from './protocol.ts';

const VERSIONS: ReadonlySet<string> = new Set(['1.0.0', '2.0.0']);

/** The upgrade request's `x-` headers, which Realtime hands to policies as `request.headers`. */
function xHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-') && value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * The realtime-js-compatible Realtime service (wire facts §5): Phoenix channels over WebSocket with
 * broadcast, presence and RLS-filtered postgres_changes, plus the REST broadcast endpoints.
 */
export async function createRealtimeService(ctx: StackContext): Promise<UpgradeService & HttpService> {
  const log = (m: string) => ctx.log('realtime', m);
  const connectionString = ctx.pool.options.connectionString;
  if (!connectionString) throw new Error('realtime: the stack pool has no connection string');
  // Its own small pool, so subscriber checks never starve auth and storage (and vice versa).
  const pool = new pg.Pool({
    connectionString,
    max: 6,
    options: '-c statement_timeout=5000',
    application_name: 'realtime',
  });
  pool.on('error', (e) => log(`pool: ${e.message}`));
  const tables = new TableCache(pool);
  const feed = new ChangeFeed(pool, tables, log);
  const hub = new Hub();
  // realtime.messages rows come through the same capture queue; they are broadcasts, not changes.
  let messagesRelid: number | null = null;
  const capture = new ChangeCapture(connectionString, {
    onChanges: (changes) => routeChanges(changes, messagesRelid, hub, (run) => feed.dispatchAll(run)),
    onDdl: () => tables.invalidate(),
    log,
  });
  try {
    const { rows } = await pool.query<{ oid: number | null }>(
      "select to_regclass('realtime.messages')::oid::int as oid",
    );
    messagesRelid = rows[0]?.oid ?? null;
    await capture.start();
  } catch (err) {
    await capture.close();
    await pool.end();
    throw err;
  }

  const limits = new RealtimeLimits(ctx.config.realtime, log);
  const rt: RealtimeContext = {
    keys: ctx.keys,
    hub,
    presence: new PresenceRegistry<Channel>(),
    feed,
    pool,
    limits,
    log,
  };
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_FRAME_BYTES, // larger frames close the socket with 1009, as Realtime's Cowboy does
  });

  return {
    handleUpgrade(req, socket, head, url) {
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      const token = url.searchParams.get('apikey') ?? '';
      if (!VERSIONS.has(vsn)) {
        const body = JSON.stringify({ message: `Unsupported protocol version ${vsn}` });
        socket.end(
          `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        return;
      }
      const refused = limits.refuseConnect();
      if (refused) {
        // Realtime answers after a pause (CONNECT_ERROR_BACKOFF_MS), which slows down reconnect loops.
        const body = JSON.stringify({ error: refused });
        setTimeout(() => {
          socket.end(
            `HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          );
        }, CONNECT_ERROR_BACKOFF_MS).unref();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn = new Connection(ws, vsn as Vsn, token, rt, socket, xHeaders(req));
        connections.add(conn);
        ws.once('close', () => connections.delete(conn));
      });
    },
    handle: (req, res, path, url) => handleHttp(rt, req, res, path, url),
    async close() {
      for (const conn of connections) conn.close();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await capture.close();
      await pool.end();
    },
  };
}
