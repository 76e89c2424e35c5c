import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { AuthConfig } from '../config.ts';
import { AuthError } from './errors.ts';
import type { Db, UserRow } from './users.ts';

/** Which users column mirrors the token, and its auth.one_time_tokens type. */
const KINDS = {
  confirmation: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'confirmation_token' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery_token' },
  email_change: { column: 'email_change_token_new', sentAt: 'email_change_sent_at', type: 'email_change_token_new' },
  // The second email-change token, mailed to the current address when double_confirm_changes is on.
  email_change_current: {
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    type: 'email_change_token_current',
  },
  reauthentication: {
    column: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    type: 'reauthentication_token',
  },
} as const;

export type TokenKind = keyof typeof KINDS;

/** The tokens an email link or typed code can spend (reauthentication nonces go to PUT /user instead). */
export type LinkKind = 'confirmation' | 'recovery' | 'email_change';

/** The email link type → which stored token it spends. magiclink shares recovery's, as in GoTrue. */
export function kindOfType(type: string): LinkKind | null {
  if (type === 'signup' || type === 'invite') return 'confirmation';
  if (type === 'recovery' || type === 'magiclink') return 'recovery';
  if (type === 'email_change') return 'email_change';
  return null;
}

export const PKCE_PREFIX = 'pkce_';

/** GoTrue's GenerateTokenHash: hex(SHA-224(email + otp)). */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** GoTrue's GenerateOtp: `length` random digits (`[auth.email] otp_length`). */
export const newOtp = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

/** The `[auth.email]` settings a code depends on: its length and how long it stays valid. */
export type OtpSettings = Pick<AuthConfig, 'otpLength' | 'otpExpiry'>;

// The CLI's GOTRUE_SMTP_MAX_FREQUENCY.
export const MAX_FREQUENCY_MS = 1000;

/** Refuses a second mail of one kind inside the CLI's 1 s SMTP max frequency. */
export function assertSendAllowed(sentAt: Date | null) {
  if (!sentAt) return;
  const left = sentAt.getTime() + MAX_FREQUENCY_MS - Date.now();
  if (left > 0) {
    const seconds = Math.ceil(left / 1000);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
}

export interface IssuedToken {
  otp: string;
  /** What goes into the link's `token=` (with the `pkce_` prefix in the PKCE flow). */
  hashedToken: string;
}

/** Creates a fresh OTP for `email`, stores its hash on the user and in auth.one_time_tokens. */
export async function issueToken(
  db: Db,
  user: UserRow,
  kind: TokenKind,
  email: string,
  pkce: boolean,
  settings: OtpSettings,
): Promise<IssuedToken> {
  const k = KINDS[kind];
  const otp = newOtp(settings.otpLength);
  const hashedToken = (pkce ? PKCE_PREFIX : '') + tokenHash(email, otp);
  await db.query(`update auth.users set ${k.column} = $2, ${k.sentAt} = now(), updated_at = now() where id = $1`, [
    user.id,
    hashedToken,
  ]);
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, k.type]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())`,
    [randomUUID(), user.id, k.type, hashedToken, email],
  );
  return { otp, hashedToken };
}

interface Match {
  user_id: string;
  expired: boolean;
}

/**
 * Finds the user a link token belongs to. `hashes` are the accepted stored values (the
 * link's token, or the hash of email+OTP with and without the PKCE prefix). Expiry is
 * decided by the database clock against the kind's *_sent_at, as GoTrue's isOtpExpired.
 */
export async function findByToken(
  db: Db,
  kind: TokenKind,
  settings: OtpSettings,
  hashes: string[],
  email?: string,
): Promise<Match | null> {
  const k = KINDS[kind];
  const wanted = hashes.filter((h) => h.length > 0);
  if (wanted.length === 0) return null;
  const { rows } = await db.query<Match>(
    `select id as user_id, coalesce(${k.sentAt} + make_interval(secs => $2) < now(), true) as expired
       from auth.users
      where ${k.column} = any($1::text[]) and ($3::text is null or lower(email) = lower($3) or lower(email_change) = lower($3))
      limit 1 for update`,
    [wanted, settings.otpExpiry, email ?? null],
  );
  return rows[0] ?? null;
}

/** Spends every one-time token of the user (GoTrue clears them all on confirm/recover). */
export async function clearTokens(db: Db, userId: string, kind: TokenKind) {
  const k = KINDS[kind];
  await db.query(`update auth.users set ${k.column} = '' where id = $1`, [userId]);
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
