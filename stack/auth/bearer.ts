import { bearerToken } from '../http.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../keys.ts';
import type { AuthCall } from './call.ts';
import { AuthError, forbidden } from './errors.ts';
import { findUserById, UUID, type UserRow } from './users.ts';

function claimsOf(call: AuthCall): JwtClaims {
  const token = bearerToken(call.req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return verifyJwt(token, call.ctx.keys.jwtSecret);
  } catch (err) {
    if (err instanceof JwtError) throw forbidden('bad_jwt', err.message);
    throw err;
  }
}

export interface Caller {
  claims: JwtClaims;
  user: UserRow;
  /** The session the token belongs to; null for tokens minted without one. */
  sessionId: string | null;
  /** When that session began (sign-in), which decides whether a password change needs a nonce. */
  sessionCreatedAt: Date | null;
}

/** GoTrue's requireAuthentication + loadUser/session: a valid token for a user and session that still exist. */
export async function requireUser(call: AuthCall): Promise<Caller> {
  const claims = claimsOf(call);
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(call.ctx.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  let sessionCreatedAt: Date | null = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    const { rows } = UUID.test(claims.session_id)
      ? await call.ctx.pool.query<{ created_at: Date }>(
          'select created_at from auth.sessions where id = $1 and user_id = $2',
          [claims.session_id, user.id],
        )
      : { rows: [] };
    if (!rows[0]) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claims.session_id;
    sessionCreatedAt = rows[0].created_at;
  }
  return { claims, user, sessionId, sessionCreatedAt };
}

// GOTRUE_JWT_ADMIN_ROLES in the CLI.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** Admin endpoints need a JWT whose role is an admin role (the service_role key). */
export function requireAdmin(call: AuthCall): JwtClaims {
  const claims = claimsOf(call);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role))
    throw forbidden('not_admin', 'User not allowed');
  return claims;
}
