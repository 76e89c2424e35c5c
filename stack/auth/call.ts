import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { HttpError, readJson } from '../http.ts';
import type { StackContext } from '../types.ts';
import { AuthError, badRequest } from './errors.ts';

/** What a route handler gets: the stack, the request, and lazy access to its JSON body. */
export interface AuthCall {
  ctx: StackContext;
  req: IncomingMessage;
  url: URL;
  /** Path parameters captured by the router (e.g. the user id of /admin/users/{id}). */
  params: string[];
  body(): Promise<Body>;
}

/** A route's answer; index.ts adds GoTrue's common headers. `body` undefined → empty body. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Body = Record<string, unknown>;

export const ok = (body: unknown): Reply => ({ status: 200, body });

export async function readAuthJson(req: IncomingMessage): Promise<Body> {
  try {
    return await readJson(req, (message) => new HttpError(400, message));
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw badRequest('bad_json', err.message);
    if (err instanceof HttpError && err.status === 413)
      throw new AuthError(413, 'request_timeout', 'Request body too large');
    throw err;
  }
}

/** A string field; absent or null → ''. Any other type is a JSON shape error, as Go's decoder reports it. */
export function str(body: Body, key: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string')
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be a string`);
  return v;
}

export function bool(body: Body, key: string): boolean {
  const v = body[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean')
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be a boolean`);
  return v;
}

/** An object field (user metadata and the like); absent or null → undefined. */
export function obj(body: Body, key: string): Body | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be an object`);
  }
  return v as Body;
}

export function userAgent(req: IncomingMessage): string | null {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' && ua ? ua : null;
}

export function clientIp(req: IncomingMessage): string | null {
  const fwd = req.headers['x-forwarded-for'];
  const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
  // Only real addresses reach the inet column; anything else falls back to the socket's peer.
  const ip = first && isIP(first) ? first : (req.socket.remoteAddress ?? null);
  return ip?.startsWith('::ffff:') ? ip.slice(7) : ip;
}
