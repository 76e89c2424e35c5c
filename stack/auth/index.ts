import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../http.ts';
import type { HttpService, StackContext } from '../types.ts';
import { readAuthJson, type AuthCall, type Body, type Reply } from './call.ts';
import { API_VERSION, AuthError, sendAuthError } from './errors.ts';
import { generateLink } from './routes/admin-links.ts';
import { adminDeleteUser, adminGetUser, adminUpdateUser } from './routes/admin-user.ts';
import { adminCreateUser, adminListUsers } from './routes/admin-users.ts';
import {
  adminDeleteFactor,
  adminListFactors,
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './mfa.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { invite } from './routes/invite.ts';
import { health, jwks, settings } from './routes/meta.ts';
import { otp, recover, resend } from './routes/recover.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, logout, reauthenticate, updateUser } from './routes/user.ts';
import { verifyGet, verifyPost } from './routes/verify.ts';

type Handler = (call: AuthCall) => Promise<Reply>;

const ID_SEGMENT = '([^/]+)';

// [method, path pattern, handler]; patterns are anchored, captures become call.params.
const ROUTES: Array<[string, RegExp, Handler]> = [
  ['POST', /^\/signup$/, signup],
  ['POST', /^\/token$/, token],
  ['GET', /^\/user$/, getUser],
  ['PUT', /^\/user$/, updateUser],
  ['POST', /^\/logout$/, logout],
  // A GET in GoTrue's router and in auth-js's reauthenticate().
  ['GET', /^\/reauthenticate$/, reauthenticate],
  ['POST', /^\/invite$/, invite],
  ['POST', /^\/recover$/, recover],
  ['POST', /^\/resend$/, resend],
  ['POST', /^\/otp$/, otp],
  ['POST', /^\/magiclink$/, otp],
  ['GET', /^\/verify$/, verifyGet],
  ['POST', /^\/verify$/, verifyPost],
  ['GET', /^\/settings$/, settings],
  ['GET', /^\/health$/, health],
  ['GET', /^\/\.well-known\/jwks\.json$/, jwks],
  ['POST', /^\/admin\/users$/, adminCreateUser],
  ['GET', /^\/admin\/users$/, adminListUsers],
  ['GET', new RegExp(`^/admin/users/${ID_SEGMENT}$`), adminGetUser],
  ['PUT', new RegExp(`^/admin/users/${ID_SEGMENT}$`), adminUpdateUser],
  ['DELETE', new RegExp(`^/admin/users/${ID_SEGMENT}$`), adminDeleteUser],
  ['POST', /^\/admin\/generate_link$/, generateLink],
  ['GET', new RegExp(`^/admin/users/${ID_SEGMENT}/factors/?$`), adminListFactors],
  ['DELETE', new RegExp(`^/admin/users/${ID_SEGMENT}/factors/${ID_SEGMENT}/?$`), adminDeleteFactor],
  ['POST', /^\/factors\/?$/, enrollFactor],
  ['POST', new RegExp(`^/factors/${ID_SEGMENT}/challenge/?$`), challengeFactor],
  ['POST', new RegExp(`^/factors/${ID_SEGMENT}/verify/?$`), verifyFactor],
  ['DELETE', new RegExp(`^/factors/${ID_SEGMENT}/?$`), unenrollFactor],
];

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function route(method: string, path: string): { handler: Handler; params: string[] } | 'method' | null {
  let pathMatched = false;
  for (const [m, pattern, handler] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (m === method || (method === 'HEAD' && m === 'GET')) return { handler, params: match.slice(1).map(safeDecode) };
  }
  return pathMatched ? 'method' : null;
}

function send(res: ServerResponse, reply: Reply) {
  const headers = { 'x-supabase-api-version': API_VERSION, ...(reply.headers ?? {}) };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
  } else {
    sendJson(res, reply.status, reply.body, headers);
  }
}

/** The GoTrue-compatible auth service mounted at /auth/v1 (see wire facts §2). */
export function createAuthService(ctx: StackContext): HttpService {
  return {
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
      try {
        const found = route(req.method ?? 'GET', path);
        if (found === null) throw new AuthError(404, 'not_found', 'Not Found');
        if (found === 'method') throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        let body: Promise<Body> | null = null;
        const call: AuthCall = { ctx, req, url, params: found.params, body: () => (body ??= readAuthJson(req)) };
        await enforceRateLimit(call, req.method ?? 'GET', path);
        send(res, await found.handler(call));
      } catch (err) {
        if (err instanceof AuthError) return sendAuthError(res, err);
        if (err instanceof HttpError)
          return sendAuthError(res, new AuthError(err.status, 'unexpected_failure', err.message));
        ctx.log('auth', (err as Error).stack ?? String(err));
        sendAuthError(
          res,
          new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
        );
      }
    },
  };
}
