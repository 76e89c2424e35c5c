import type pg from 'pg';
import { inTransaction } from '../../db.ts';
import type { StackContext } from '../../types.ts';
import { clientIp, ok, str, userAgent, type AuthCall, type Reply } from '../call.ts';
import { AuthError, badRequest, forbidden, validation } from '../errors.ts';
import { clearTokens, findByToken, kindOfType, PKCE_PREFIX, tokenHash, type TokenKind } from '../one-time-tokens.ts';
import { withOtpGuessLimit } from '../otp-guesses.ts';
import { issueAuthCode, methodOfType } from '../pkce.ts';
import { referrer } from '../redirects.ts';
import { issueSession, type ClientInfo } from '../sessions.ts';
import { confirmUser, findUserById } from '../users.ts';
import { validateEmail } from '../validate.ts';

/** Spends the token and applies what the link stands for (confirm, recover, change email). */
async function applyVerification(db: pg.PoolClient, userId: string, kind: TokenKind) {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden('otp_expired', 'Token has expired or is invalid');
  await clearTokens(db, userId, kind);
  if (kind === 'email_change' && user.email_change) {
    await db.query(
      `update auth.users set email = email_change, email_change = '', email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [userId],
    );
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [userId, user.email_change.toLowerCase()],
    );
  }
  if (!user.email_confirmed_at) await confirmUser(db, userId);
}

// GoTrue's oauthErrorMap for the `error` parameter of error redirects.
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** url.Values.Encode: keys sorted, form-encoded. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key]!);
  return params.toString();
}

function errorRedirect(redirectTo: string, err: AuthError, pkce: boolean): Reply {
  const u = new URL(redirectTo);
  const values: Record<string, string> = { error_code: err.code, error_description: err.message, sb: '' };
  const oauth = OAUTH_ERROR[err.status];
  if (oauth) values.error = oauth;
  const encoded = encodeSorted(values);
  u.search = pkce ? encoded : '';
  u.hash = encoded;
  return { status: 303, headers: { location: u.toString() } };
}

const expiredLink = () => forbidden('otp_expired', 'Email link is invalid or has expired');

/** GET /verify: the link in the mail. 303 to redirect_to with tokens in the fragment, or `?code=` for PKCE. */
export async function verifyGet(call: AuthCall): Promise<Reply> {
  const { ctx, url } = call;
  const token = (url.searchParams.get('token') ?? '').replace(/-/g, '');
  const type = url.searchParams.get('type') ?? '';
  if (!token) throw validation('Verify requires a token');
  if (!type) throw validation('Verify requires a verification type');
  const redirectTo = referrer(call, url.searchParams.get('redirect_to') ?? '');
  const pkce = token.startsWith(PKCE_PREFIX);
  const client = { userAgent: userAgent(call.req), ip: clientIp(call.req) };
  try {
    const kind = kindOfType(type);
    if (!kind) throw badRequest('validation_failed', 'Invalid email verification type');
    const outcome = await inTransaction(ctx.pool, async (db) => {
      const match = await findByToken(db, kind, ctx.config.auth, [token]);
      if (!match || match.expired) throw expiredLink();
      await applyVerification(db, match.user_id, kind);
      if (pkce) {
        const code = await issueAuthCode(db, match.user_id, methodOfType(type));
        if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found.');
        return { code };
      }
      return { session: await issueSession(ctx, match.user_id, 'otp', client, db) };
    });
    const target = new URL(redirectTo);
    if (outcome.code) {
      target.searchParams.set('code', outcome.code);
      return { status: 303, headers: { location: target.toString() } };
    }
    const s = outcome.session;
    if (!s) throw new Error('verify produced neither a session nor a code');
    const fragment = encodeSorted({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type,
    });
    return { status: 303, headers: { location: `${redirectTo.split('#')[0] ?? redirectTo}#${fragment}` } };
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(redirectTo, err, pkce);
    throw err;
  }
}

/** The stored hashes an OTP typed by the user can match (plain and PKCE-prefixed). */
const otpHashes = (email: string, otp: string) => [tokenHash(email, otp), PKCE_PREFIX + tokenHash(email, otp)];

async function verifyInTransaction(
  ctx: StackContext,
  kinds: TokenKind[],
  hashes: string[],
  email: string | undefined,
  client: ClientInfo,
) {
  return inTransaction(ctx.pool, async (db) => {
    for (const kind of kinds) {
      const match = await findByToken(db, kind, ctx.config.auth, hashes, email);
      if (!match) continue;
      if (match.expired) break;
      await applyVerification(db, match.user_id, kind);
      return issueSession(ctx, match.user_id, 'otp', client, db);
    }
    throw forbidden('otp_expired', 'Token has expired or is invalid');
  });
}

/** POST /verify: `{token_hash, type}` or `{email, token, type}` → session. */
export async function verifyPost(call: AuthCall): Promise<Reply> {
  const body = await call.body();
  const type = str(body, 'type');
  const hash = str(body, 'token_hash');
  const otp = str(body, 'token').replace(/-/g, '');
  if (!hash && !otp) throw validation('Verify requires either a token or a token hash');
  if (!type) throw validation('Verify requires a verification type');
  const single = kindOfType(type);
  const kinds: TokenKind[] = type === 'email' ? ['confirmation', 'recovery'] : single ? [single] : [];
  if (kinds.length === 0) throw validation('Unsupported verification type');
  const client = { userAgent: userAgent(call.req), ip: clientIp(call.req) };
  if (hash) return ok(await verifyInTransaction(call.ctx, kinds, [hash], undefined, client));
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(str(body, 'email'));
  return ok(
    await withOtpGuessLimit(call.ctx, email, type, () =>
      verifyInTransaction(call.ctx, kinds, otpHashes(email, otp), email, client),
    ),
  );
}
