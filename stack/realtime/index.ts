import pg from 'pg';
import { WebSocketServer } from 'ws';
import type { HttpService, StackContext, UpgradeService } from '../types.ts';
import type { Channel } from './channel.ts';
import { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { handleHttp } from './http.ts';
import { Hub } from './hub.ts';
import { ChangeCapture } from './postgres/capture.ts';
import { ChangeFeed } from './postgres/feed.ts';
import { TableCache } from './postgres/tables.ts';
import { PresenceRegistry } from './presence.ts';
import type { Vsn } from './protocol.ts';

const VERSIONS: ReadonlySet<string> = new Set(['1.0.0', '2.0.0']);

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
  const capture = new ChangeCapture(connectionString, {
    onChanges: (changes) => feed.dispatchAll(changes),
    onDdl: () => tables.invalidate(),
    log,
  });
  try {
    await capture.start();
  } catch (err) {
    await capture.close();
    await pool.end();
    throw err;
  }

  const rt: RealtimeContext = { keys: ctx.keys, hub: new Hub(), presence: new PresenceRegistry<Channel>(), feed, log };
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: 3 * 1024 * 1024,
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
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn = new Connection(ws, vsn as Vsn, token, rt);
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
