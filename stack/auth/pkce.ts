import { createHash, randomUUID } from 'node:crypto';
import { inTransaction } from '../db.ts';
import type { StackContext } from '../types.ts';
import { badRequest, notFound, validation } from './errors.ts';
import { issueSession, type AuthMethod, type ClientInfo } from './sessions.ts';
import type { Db } from './users.ts';

export interface Challenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's validatePKCEParams: both or neither, a known method, 43–128 characters. Null → implicit flow. */
export function parseChallenge(challenge: string, method: string): Challenge | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validation('PKCE flow requires code_challenge_method and code_challenge');
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validation(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128)
    throw validation('code challenge has to be between 43 and 128 characters');
  return { challenge, method: m };
}

/** The link type → GoTrue's authentication method recorded on the flow state and in `amr`. */
export function methodOfType(type: string): AuthMethod {
  if (type === 'signup') return 'email/signup';
  if (type === 'recovery' || type === 'magiclink' || type === 'invite' || type === 'email_change') return type;
  return 'otp';
}

export async function createFlowState(db: Db, userId: string, c: Challenge, method: AuthMethod) {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), c.method, c.challenge, method],
  );
}

/** After a verified PKCE link: stamp the user's latest flow state and hand out its auth code. */
export async function issueAuthCode(db: Db, userId: string, method: AuthMethod): Promise<string | null> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                  order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? null;
}

// GoTrue's FlowStateExpiryDuration default.
const FLOW_STATE_EXPIRY_SECONDS = 300;

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  expired: boolean;
}

function verifierMatches(flow: FlowRow, verifier: string): boolean {
  if (flow.code_challenge_method === 'plain') return verifier === flow.code_challenge;
  return createHash('sha256').update(verifier).digest('base64url') === flow.code_challenge;
}

/**
 * grant_type=pkce: trade a single-use auth code plus the verifier for a session. Only codes
 * handed out by a verified link count, and they expire 5 minutes after that.
 */
export async function pkceGrant(ctx: StackContext, authCode: string, verifier: string, client: ClientInfo) {
  if (!authCode || !verifier) throw validation('invalid request: both auth code and code verifier should be non-empty');
  return inTransaction(ctx.pool, async (db) => {
    const { rows } = await db.query<FlowRow>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method,
              auth_code_issued_at + make_interval(secs => $2) < now() as expired
         from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
      [authCode, FLOW_STATE_EXPIRY_SECONDS],
    );
    const flow = rows[0];
    if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.expired) throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
    if (!verifierMatches(flow, verifier)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    return issueSession(ctx, flow.user_id, flow.authentication_method as AuthMethod, client, db);
  });
}
