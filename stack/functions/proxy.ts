import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { EDGE_ERRORS, sendEdgeError } from './errors.ts';
import type { FunctionWorker } from './worker.ts';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** The address of the connection the request came on (IPv4 without its IPv6 mapping). */
function clientAddress(req: IncomingMessage) {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export interface ForwardOptions {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after /functions/v1, starting with /<name>: what the function sees, as on hosted. */
  rest: string;
  worker: FunctionWorker;
  agent: http.Agent;
  wallClockMs: number;
  maxBodyBytes: number;
  cors: Record<string, string>;
  log: (m: string) => void;
}

/**
 * Streams the request to the worker and its answer back, bytes untouched both ways (webhook
 * signatures are computed over the raw body). Limits: the body size, and a wall clock per request
 * after which the worker is killed, since it may be stuck in a loop that starves every request.
 */
export function forward(o: ForwardOptions): Promise<void> {
  const { req, res, worker } = o;
  return new Promise<void>((resolve) => {
    worker.enter();
    let settled = false;
    let timedOut = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy(); // the client went away: stop the function's work
      worker.leave();
      resolve();
    };
    res.once('close', finish);

    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    // As on hosted, the function learns the client's address from the proxy alone: whatever a
    // client sent in these headers is replaced, so reading the first X-Forwarded-For value is safe.
    const client = clientAddress(req);
    headers['x-forwarded-for'] = client;
    headers['x-real-ip'] = client;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';

    const upstream = http.request(
      {
        socketPath: worker.socketPath,
        agent: o.agent,
        method: req.method,
        path: o.rest + o.url.search,
        headers,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [k, v] of Object.entries(answer.headers)) {
          if (v !== undefined && k !== 'connection' && k !== 'keep-alive') out[k] = v;
        }
        // Kong's cors plugin sets this on every answer of the route.
        res.writeHead(answer.statusCode ?? 502, { ...out, ...o.cors });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err) => {
      if (timedOut || res.writableEnded || settled) return;
      o.log(`request failed: ${err.message} (the function's process ended?)`);
      // The process dropped the connection (it is exiting, or broken): the next request gets a new
      // one rather than racing the exit notice to this one.
      worker.retire();
      sendEdgeError(res, EDGE_ERRORS.workerError, o.cors);
    });

    const timer = setTimeout(() => {
      timedOut = true;
      o.log(`wall clock limit of ${o.wallClockMs / 1000} s reached; worker killed`);
      upstream.destroy();
      void worker.kill();
      sendEdgeError(res, EDGE_ERRORS.workerLimit, o.cors);
    }, o.wallClockMs);

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > o.maxBodyBytes && !res.headersSent) {
        upstream.destroy();
        req.unpipe(upstream);
        req.resume();
        res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close', ...o.cors });
        res.end(
          JSON.stringify({
            code: 'PAYLOAD_TOO_LARGE',
            message: `Request body is larger than the limit of ${o.maxBodyBytes} bytes`,
          }),
        );
      }
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  });
}
