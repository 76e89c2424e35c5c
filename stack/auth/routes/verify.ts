import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../../db.ts';
import type { StackContext } from '../../types.ts';
import { clientIp, ok, str, userAgent, type AuthCall, type Reply } from '../call.ts';
import { confirmEmailChange, findEmailChange, withPkce } from '../email-change.ts';
import { AuthError, badRequest, forbidden, validation } from '../errors.ts';
import { clearTokens, findByToken, kindOfType, PKCE_PREFIX, tokenHash } from '../one-time-tokens.ts';
import { withOtpGuessLimit } from '../otp-guesses.ts';
import { issueAuthCode, methodOfType } from '../pkce.ts';
import { referrer } from '../redirects.ts';
import { issueSession, type ClientInfo, type SessionJson } from '../sessions.ts';
import { confirmUser, findUserById } from '../users.ts';
import { hashPassword, validateEmail } from '../validate.ts';
import { encodeSorted, errorRedirect, messageRedirect } from '../verify-redirects.ts';

// GoTrue's singleConfirmationAccepted (only with double_confirm_changes).
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Kind = 'confirmation' | 'recovery';

/** Spends a confirmation or recovery token and applies it; confirming also confirms the email. */
async function applyVerification(db: pg.PoolClient, userId: string, kind: Kind) {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden('otp_expired', 'Token has expired or is invalid');
  await clearTokens(db, userId, kind);
  // GoTrue's signupVerify: an invited user without a password gets an unguessable one; the app then
  // lets them choose theirs with the session this link hands out.
  if (kind === 'confirmation' && user.invited_at && !user.encrypted_password) {
    await db.query('update auth.users set encrypted_password = $2 where id = $1', [
      userId,
      await hashPassword(randomBytes(36).toString('base64url')),
    ]);
  }
  if (!user.email_confirmed_at) await confirmUser(db, userId);
}

/** What a verified token leads to: a session, a PKCE code, or (first of two email confirmations) a message. */
type Outcome = { session: SessionJson } | { code: string } | { message: string };

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
    const outcome = await inTransaction(ctx.pool, async (db): Promise<Outcome> => {
      let userId: string;
      if (kind === 'email_change') {
        const match = await findEmailChange(db, ctx.config.auth, [token]);
        if (!match || match.expired) throw expiredLink();
        if ((await confirmEmailChange(ctx, db, match)) === 'pending') return { message: SINGLE_CONFIRMATION };
        userId = match.user_id;
      } else {
        const match = await findByToken(db, kind, ctx.config.auth, [token]);
        if (!match || match.expired) throw expiredLink();
        await applyVerification(db, match.user_id, kind);
        userId = match.user_id;
      }
      if (pkce) {
        const code = await issueAuthCode(db, userId, methodOfType(type));
        if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found.');
        return { code };
      }
      return { session: await issueSession(ctx, userId, 'otp', client, db) };
    });
    if ('message' in outcome) return messageRedirect(redirectTo, outcome.message, pkce);
    const target = new URL(redirectTo);
    if ('code' in outcome) {
      target.searchParams.set('code', outcome.code);
      return { status: 303, headers: { location: target.toString() } };
    }
    const s = outcome.session;
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

const invalidToken = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** The stored hashes an OTP typed by the user can match (plain and PKCE-prefixed). */
const otpHashes = (email: string, otp: string) => withPkce(tokenHash(email, otp));

async function verifyInTransaction(
  ctx: StackContext,
  type: string,
  hashes: string[],
  email: string | undefined,
  client: ClientInfo,
): Promise<SessionJson | { msg: string; code: string }> {
  return inTransaction(ctx.pool, async (db) => {
    if (type === 'email_change') {
      const match = await findEmailChange(db, ctx.config.auth, hashes, email);
      if (!match || match.expired) throw invalidToken();
      if ((await confirmEmailChange(ctx, db, match)) === 'pending') return { msg: SINGLE_CONFIRMATION, code: '200' };
      return issueSession(ctx, match.user_id, 'otp', client, db);
    }
    const single = kindOfType(type);
    const kinds: Kind[] =
      type === 'email' ? ['confirmation', 'recovery'] : single && single !== 'email_change' ? [single] : [];
    if (kinds.length === 0) throw validation('Unsupported verification type');
    for (const kind of kinds) {
      const match = await findByToken(db, kind, ctx.config.auth, hashes, email);
      if (!match) continue;
      if (match.expired) break;
      await applyVerification(db, match.user_id, kind);
      return issueSession(ctx, match.user_id, 'otp', client, db);
    }
    throw invalidToken();
  });
}

/** POST /verify: `{token_hash, type}` or `{email, token, type}` → session (or GoTrue's single-confirmation message). */
export async function verifyPost(call: AuthCall): Promise<Reply> {
  const body = await call.body();
  const type = str(body, 'type');
  const hash = str(body, 'token_hash');
  const otp = str(body, 'token').replace(/-/g, '');
  if (!hash && !otp) throw validation('Verify requires either a token or a token hash');
  if (!type) throw validation('Verify requires a verification type');
  if (type !== 'email' && !kindOfType(type)) throw validation('Unsupported verification type');
  const client = { userAgent: userAgent(call.req), ip: clientIp(call.req) };
  if (hash) return ok(await verifyInTransaction(call.ctx, type, [hash], undefined, client));
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(str(body, 'email'));
  return ok(
    await withOtpGuessLimit(call.ctx, email, type, () =>
      verifyInTransaction(call.ctx, type, otpHashes(email, otp), email, client),
    ),
  );
}
