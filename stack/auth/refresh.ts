import { inTransaction } from '../db.ts';
import type { StackContext } from '../types.ts';
import { badRequest, validation } from './errors.ts';
import { insertRefreshToken, sessionJson, type ClientInfo, type SessionJson } from './sessions.ts';
import { isBanned, findUserById } from './users.ts';

/** The CLI's `refresh_token_reuse_interval` (seconds); rotation is always on, as in config.toml. */
export const REUSE_INTERVAL_SECONDS = 10;

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_exists: boolean;
  session_expired: boolean;
  past_reuse_window: boolean;
}

const alreadyUsed = () => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * GoTrue's RefreshTokenGrant for v1 tokens. A revoked token is still honoured when it is the
 * parent of the session's active token (the client lost the last answer: it gets that active
 * token back) or while it is inside the reuse interval (concurrent refreshes). Anything older
 * is treated as theft: the whole session's token family is revoked and the call refused.
 */
export async function refreshGrant(ctx: StackContext, refreshToken: string, client: ClientInfo): Promise<SessionJson> {
  if (!refreshToken) throw validation('refresh_token required');
  let abuse = false;
  const session = await inTransaction(ctx.pool, async (db) => {
    // Row locks serialise concurrent refreshes of one token the way GoTrue's FOR UPDATE does.
    const { rows } = await db.query<TokenRow>(
      `select rt.id, rt.token, rt.user_id, rt.revoked, rt.session_id,
              s.id is not null as session_exists,
              coalesce(s.not_after < now(), false) as session_expired,
              rt.updated_at + make_interval(secs => $2) < now() as past_reuse_window
         from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
        where rt.token = $1
        for update of rt`,
      [refreshToken, REUSE_INTERVAL_SECONDS],
    );
    const row = rows[0];
    if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUserById(db, row.user_id);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!row.session_id || !row.session_exists) {
      await db.query('delete from auth.refresh_tokens where id = $1', [row.id]);
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    if (row.session_expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    await db.query('select 1 from auth.sessions where id = $1 for update', [row.session_id]);

    let issued: string | null = null;
    if (row.revoked) {
      const active = await db.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [row.session_id],
      );
      const current = active.rows[0];
      if (current && current.parent === row.token) {
        issued = current.token;
      } else if (row.past_reuse_window) {
        await db.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
          [row.session_id],
        );
        abuse = true;
        return null;
      }
    }
    if (!issued) {
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      issued = await insertRefreshToken(db, row.user_id, row.session_id, row.token);
    }
    await db.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1',
      [row.session_id, client.userAgent, client.ip],
    );
    return sessionJson(ctx, db, row.user_id, row.session_id, issued);
  });
  // The family revocation must commit before the refusal goes out, as GoTrue's CommitWithError does.
  if (abuse || !session) throw alreadyUsed();
  return session;
}
