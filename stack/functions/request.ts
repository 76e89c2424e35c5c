import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerValue } from '../http.ts';
import { JwtError, verifyJwt, type Keys } from '../keys.ts';
import type { StackContext } from '../types.ts';
import { readSecrets } from './secrets.ts';

/**
 * Kong's cors plugin on the CLI's functions route answers a browser preflight itself (the function
 * never sees it); any other OPTIONS request reaches the function.
 */
export function preflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS' || !req.headers.origin || !req.headers['access-control-request-method']) return false;
  res.writeHead(200, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'content-length': '0',
  });
  res.end();
  return true;
}

/**
 * The CLI's Kong Authorization rule for /functions/v1 (start.go, BearerToken): a JWT bearer passes
 * untouched; otherwise the apikey picks it (secret key → service_role JWT, publishable key → anon
 * JWT, anything else as it is). Functions have no apikey requirement: webhooks call them bare.
 */
export function kongAuthorization(req: IncomingMessage, keys: Keys) {
  const auth = req.headers.authorization;
  if (auth !== undefined && !auth.startsWith('Bearer sb_')) return;
  const apikey = headerValue(req, 'apikey');
  if (apikey === keys.secretKey) req.headers.authorization = `Bearer ${keys.serviceRoleKey}`;
  else if (apikey === keys.publishableKey) req.headers.authorization = `Bearer ${keys.anonKey}`;
  else if (apikey !== undefined) req.headers.authorization = apikey;
  else delete req.headers.authorization;
}

/**
 * verify_jwt: any JWT signed with the project secret (anon key, service key, a user's access token)
 * gets through. The refusal carries the CLI's `msg` and hosted Supabase's `code`/`message`.
 */
export function verifyFunctionJwt(req: IncomingMessage, secret: string): Record<string, unknown> | null {
  const header = req.headers.authorization;
  const refuse = (message: string, msg = `Error: ${message}`) => ({ code: 401, message, msg });
  if (!header) return refuse('Missing authorization header');
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return refuse("Auth header is not 'Bearer {token}'");
  try {
    verifyJwt(token, secret);
    return null;
  } catch (err) {
    if (err instanceof JwtError) return refuse('Invalid JWT', 'Invalid JWT');
    throw err;
  }
}

/** What a function finds in Deno.env, as under `supabase functions serve`, plus the secrets. */
export function functionEnv(
  ctx: StackContext,
  supabaseDir: string,
  extra: Record<string, string>,
  log: (m: string) => void,
): Record<string, string> {
  const { keys, config } = ctx;
  return {
    ...readSecrets(supabaseDir, log),
    ...extra,
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${config.ports.db}/postgres`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
  };
}
