import { inTransaction } from '../db.ts';
import type { StackContext } from '../types.ts';
import type { Caller } from './bearer.ts';
import { badRequest, unprocessable } from './errors.ts';
import { sendReauthenticationMail } from './mailer.ts';
import { assertSendAllowed, issueToken, PKCE_PREFIX, tokenHash, type OtpSettings } from './one-time-tokens.ts';
import { spendEmailBudget } from './rate-limit.ts';
import { findUserById, type Db, type UserRow } from './users.ts';

/** GoTrue's Reauthenticate (email users): a fresh code to the confirmed address, mailed after the commit. */
export async function sendReauthentication(ctx: StackContext, user: UserRow) {
  const email = user.email ?? '';
  if (!email) {
    throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const { otp } = await inTransaction(ctx.pool, async (db) => {
    const fresh = (await findUserById(db, user.id)) as UserRow;
    assertSendAllowed(fresh.reauthentication_sent_at);
    spendEmailBudget(ctx);
    return issueToken(db, fresh, 'reauthentication', email, false, ctx.config.auth);
  });
  sendReauthenticationMail(ctx, email, otp);
}

/** How long a sign-in counts as recent for a password change (GoTrue's UserUpdate, hard-coded there too). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/**
 * GoTrue's rule for `secure_password_change`: only a token without a session, or a session that
 * began more than 24 h ago, must bring a nonce. A recent session changes the password without one,
 * and a nonce it does send is not looked at.
 */
export function nonceRequired(caller: Caller, now = Date.now()): boolean {
  return caller.sessionCreatedAt === null || now > caller.sessionCreatedAt.getTime() + RECENT_SIGN_IN_MS;
}

const invalidNonce = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');

/**
 * GoTrue's verifyReauthentication: the nonce must hash (with the user's email) to the stored
 * reauthentication token within the OTP lifetime. A valid nonce is spent with every other pending
 * one-time token, and stays spent even if the update then fails, as in GoTrue.
 */
export async function spendNonce(db: Db, settings: OtpSettings, userId: string, nonce: string) {
  const { rows } = await db.query<{ email: string | null; token: string | null; fresh: boolean | null }>(
    `select email, reauthentication_token as token,
            reauthentication_sent_at + make_interval(secs => $2) >= now() as fresh
       from auth.users where id = $1 for update`,
    [userId, settings.otpExpiry],
  );
  const row = rows[0];
  if (!row?.token || !row.fresh || !row.email) throw invalidNonce();
  const hash = tokenHash(row.email, nonce);
  if (row.token !== hash && row.token !== PKCE_PREFIX + hash) throw invalidNonce();
  await db.query(`update auth.users set reauthentication_token = '' where id = $1`, [userId]);
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
