import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The Supabase CLI's well-known local secret and keys, so one .env works with both stacks. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
}

export type JwtClaims = Record<string, unknown> & {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
};

export class JwtError extends Error {}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export interface UserTokenOptions {
  sub: string;
  email?: string;
  userMetadata?: Record<string, unknown>;
  /** Seconds until `exp`. */
  expiresIn?: number;
}

/**
 * An access token with the claims our auth service (like GoTrue) gives a signed-in email user, for
 * test suites and benchmarks that act as a user without signing in. The one copy of that claim set.
 */
export function userAccessToken(secret: string, user: UserTokenOptions): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      aud: 'authenticated',
      sub: user.sub,
      email: user.email ?? '',
      role: 'authenticated',
      iat,
      exp: iat + (user.expiresIn ?? 3600),
      aal: 'aal1',
      // As GoTrue's: how and when the session signed in (a password sign-in, just now).
      amr: [{ method: 'password', timestamp: iat }],
      session_id: randomUUID(),
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.userMetadata ?? {},
    },
    secret,
  );
}

/** Verifies an HS256 JWT; throws JwtError with a GoTrue/jwt-library style message. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed');
  const [head, body, sig] = parts as [string, string, string];
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed');
  }
  if (header.alg !== 'HS256')
    throw new JwtError('invalid JWT: unable to parse or verify signature, signing method is invalid');
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, signature is invalid');
  }
  if (typeof claims !== 'object' || claims === null) throw new JwtError('invalid JWT: claims are not an object');
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
  }
  return claims;
}

export function makeKeys(jwtSecret = DEFAULT_JWT_SECRET): Keys {
  // Exactly the CLI's claims (no iat/ref) so the default secret reproduces the well-known keys.
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, jwtSecret);
  return {
    jwtSecret,
    anonKey: key('anon'),
    serviceRoleKey: key('service_role'),
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
  };
}

/** Maps an opaque `sb_…` key to the JWT Kong would substitute; anything else is returned unchanged. */
export function resolveApiKey(value: string, keys: Keys): string {
  if (value === keys.secretKey) return keys.serviceRoleKey;
  if (value === keys.publishableKey) return keys.anonKey;
  return value;
}
