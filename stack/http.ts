import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error a service turns into an HTTP answer. `body` is sent as JSON when given. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end();
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Reads a whole (small) body. Rejects with 413 past `limit` bytes and keeps the connection usable. */
export async function readBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, 'Payload too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON object body; empty body → {}; malformed → HttpError 400 with `badJson` as body. */
export async function readJson(req: IncomingMessage, badJson: (message: string) => HttpError, limit?: number) {
  const buf = await readBody(req, limit);
  if (buf.length === 0) return {} as Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(buf.toString('utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw badJson('Request body must be a JSON object');
    }
    return value as Record<string, unknown>;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badJson('Could not parse request body as JSON: ' + (err as Error).message);
  }
}

/** The raw bearer token from `Authorization: Bearer x`, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1]!.trim() : null;
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * A browser request sent by a page of another origin: an `Origin` other than the one the request
 * addresses (`http://<Host>`), or `Sec-Fetch-Site` saying cross-site or same-site (another port on
 * 127.0.0.1, such as the app, is the same site). Node's fetch, curl and the test suites send
 * neither header, so they pass. Local tools that act without a key (the mail catcher, the payments
 * dashboard) refuse state-changing requests that fit, so a web page open in the developer's browser
 * cannot wipe an inbox or refund a payment with a form or a `no-cors` fetch.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  return origin !== undefined && origin !== `http://${req.headers.host ?? ''}`;
}
