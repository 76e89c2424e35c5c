import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../db.ts';
import { signJwt } from '../keys.ts';
import type { StackContext } from '../types.ts';
import { AAL2_METHODS } from './mfa.ts';
import { findUserById, INSTANCE_ID, userWithIdentities, type Db, type UserRow } from './users.ts';

/** How a session was authenticated; becomes the `amr` claim (GoTrue's AuthenticationMethod). */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'magiclink' | 'email/signup' | 'invite' | 'email_change';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A v1 refresh token: 12 random alphanumeric characters, as GoTrue issues by default. */
export function newRefreshToken(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

export async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/**
 * GoTrue's access token claims, HS256 with the project secret. `aal` and `amr` come from the
 * session's claims (CalculateAALAndAMR): aal2 once an MFA method joined them, newest first, each
 * stamped with when it was last used; a refresh re-reads them, so it keeps aal2.
 */
export async function accessToken(ctx: StackContext, db: Db, user: UserRow, sessionId: string) {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.auth.jwtExpiry;
  const claims = {
    iss: ctx.config.auth.externalUrl,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: rows.some((r) => AAL2_METHODS.has(r.authentication_method)) ? 'aal2' : 'aal1',
    amr: rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.updated_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: signJwt(claims, ctx.keys.jwtSecret), exp };
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Awaited<ReturnType<typeof userWithIdentities>>;
  weak_password?: unknown;
}

/** Builds the session answer for an existing session and refresh token (re-reading the user after any update). */
export async function sessionJson(
  ctx: StackContext,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  const { token, exp } = await accessToken(ctx, db, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.auth.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userWithIdentities(db, user),
  };
}

/** Starts a session (GoTrue's issueRefreshToken): session row, first refresh token, amr claim, last sign-in. */
export async function issueSession(
  ctx: StackContext,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
  tx?: pg.PoolClient,
) {
  const run = async (db: pg.PoolClient) => {
    const sessionId = randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', $3, $4)`,
      [sessionId, userId, client.userAgent, client.ip],
    );
    const refresh = await insertRefreshToken(db, userId, sessionId, null);
    await db.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
       values ($1, now(), now(), $2, $3)`,
      [sessionId, method, randomUUID()],
    );
    await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
    return sessionJson(ctx, db, userId, sessionId, refresh);
  };
  return tx ? run(tx) : inTransaction(ctx.pool, run);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting sessions cascades to their refresh tokens, which is what ends them for clients. */
export async function logout(db: Db, scope: LogoutScope, userId: string, sessionId: string | null) {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
