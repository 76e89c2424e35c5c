import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { compressResponses } from './compress.ts';
import { HttpError, sendJson } from './http.ts';
import { JwtError, resolveApiKey, verifyJwt, type Keys } from './keys.ts';
import type { HttpService, UpgradeService } from './types.ts';

const EXPOSE =
  'Content-Range, Content-Length, Content-Type, Content-Encoding, Content-Location, Location, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link, x-sb-error-code, ETag, Accept-Ranges';

export interface GatewayRoutes {
  postgrestPort: number;
  auth: HttpService;
  storage: HttpService;
  realtime: UpgradeService & HttpService;
  /** /functions/v1: no apikey needed (webhooks call functions bare); the service applies Kong's rules. */
  functions?: HttpService;
}

/** Paths a browser reaches by navigation or <img src>, where no apikey can be sent (as on hosted Supabase). */
function isKeyless(method: string, path: string): boolean {
  if (/^\/auth\/v1\/(verify|callback|authorize)(\/|$|\?)/.test(path)) return true;
  if (/^\/auth\/v1\/(health|\.well-known\/jwks\.json)$/.test(path)) return true;
  if ((method === 'GET' || method === 'HEAD') && /^\/storage\/v1\/(object|render\/image)\/(public|sign)\//.test(path))
    return true;
  return false;
}

/**
 * How long a browser may reuse a preflight's answer: the hosted gateway's CORS policy says
 * `max_age: '3600'` (supabase/postgres, ansible/files/envoy_config/lds.yaml). Kong in the CLI sends none.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 3600;

function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSE,
  };
}

/** The apikey check Supabase's hosted gateway does: a JWT signed with the project secret, role anon or service_role. */
function checkApiKey(req: IncomingMessage, url: URL, keys: Keys): string {
  const raw = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
  if (!raw) {
    throw new HttpError(401, 'No API key found in request', {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const jwt = resolveApiKey(raw, keys);
  try {
    const claims = verifyJwt(jwt, keys.jwtSecret);
    if (claims.role !== 'anon' && claims.role !== 'service_role') throw new JwtError('not an API key');
  } catch (err) {
    if (!(err instanceof JwtError)) throw err;
    throw new HttpError(401, 'Invalid API key', {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return jwt;
}

/**
 * Like the proxy in front of a hosted project, the gateway states the client address itself: any
 * X-Forwarded-For a client sent is replaced by the address of the connection it came on, so
 * services that key on it (auth's rate limits, session IPs) cannot be given a made-up one.
 */
function setForwardedFor(req: IncomingMessage) {
  const address = req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-for'] = address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Kong's Authorization rewrite (wire facts §1): map `Bearer sb_…`, default to the apikey's JWT. */
function rewriteAuthorization(req: IncomingMessage, apiJwt: string | null, keys: Keys) {
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer\s+(sb_\S+)$/i.exec(auth) : null;
  if (m) req.headers.authorization = `Bearer ${resolveApiKey(m[1]!, keys)}`;
  else if (!auth && apiJwt) req.headers.authorization = `Bearer ${apiJwt}`;
}

function proxy(req: IncomingMessage, res: ServerResponse, port: number, path: string, cors: Record<string, string>) {
  return new Promise<void>((resolve) => {
    const headers = { ...req.headers, host: `127.0.0.1:${port}` };
    delete headers.connection;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path, headers }, (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) {
        if (v !== undefined && !k.startsWith('access-control-')) out[k] = v;
      }
      res.writeHead(up.statusCode ?? 502, { ...out, ...cors });
      up.pipe(res);
      up.on('end', resolve);
      up.on('error', () => resolve());
    });
    upstream.on('error', (err) => {
      sendJson(res, 502, { message: `Upstream PostgREST unavailable: ${err.message}` }, cors);
      resolve();
    });
    req.pipe(upstream);
  });
}

export function createGateway(routes: GatewayRoutes, keys: Keys, log: (m: string) => void) {
  const server = http.createServer(async (req, res) => {
    const cors = corsHeaders();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    // Every answer, functions' included, is compressed by the same rules (WebSocket upgrades never come here).
    compressResponses(req, res);
    if (routes.functions && /^\/functions\/v1(\/|$)/.test(url.pathname)) {
      await routes.functions.handle(req, res, url.pathname.slice('/functions/v1'.length), url);
      return;
    }
    try {
      if (method === 'OPTIONS') {
        res.writeHead(200, {
          ...cors,
          'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
          'content-length': '0',
        });
        res.end();
        return;
      }
      // Every service response carries CORS headers, whatever path writes it.
      for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
      const apiJwt = isKeyless(method, url.pathname) ? null : checkApiKey(req, url, keys);
      rewriteAuthorization(req, apiJwt, keys);
      setForwardedFor(req);
      const p = url.pathname;
      if (p.startsWith('/rest/v1/') || p === '/rest/v1') {
        await proxy(req, res, routes.postgrestPort, p.slice('/rest/v1'.length) + url.search || '/', cors);
      } else if (p.startsWith('/auth/v1/')) {
        await routes.auth.handle(req, res, p.slice('/auth/v1'.length), url);
      } else if (p.startsWith('/storage/v1/')) {
        await routes.storage.handle(req, res, p.slice('/storage/v1'.length), url);
      } else if (p.startsWith('/realtime/v1/')) {
        await routes.realtime.handle(req, res, p.slice('/realtime/v1'.length), url);
      } else {
        throw new HttpError(404, 'no Route matched with those values', {
          message: 'no Route matched with those values',
        });
      }
    } catch (err) {
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body ?? { message: err.message }, { ...cors, ...err.headers });
      } else {
        log(`gateway: ${(err as Error).stack ?? String(err)}`);
        sendJson(res, 500, { message: 'Internal server error' }, cors);
      }
    }
  });

  server.on('upgrade', (req, socket: Duplex, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    socket.on('error', () => socket.destroy());
    if (url.pathname !== '/realtime/v1/websocket') {
      socket.end(
        'HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\n\r\n{"message":"no Route matched with those values"}',
      );
      return;
    }
    try {
      const jwt = checkApiKey(req, url, keys);
      url.searchParams.set('apikey', jwt);
    } catch (err) {
      const body = JSON.stringify((err as HttpError).body ?? { message: 'Invalid API key' });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    routes.realtime.handleUpgrade(req, socket, head, url);
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\n\r\n{"message":"Bad Request"}');
    else socket.destroy();
  });
  return server;
}
