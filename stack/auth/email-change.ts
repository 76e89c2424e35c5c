import type { StackContext } from '../types.ts';
import { forbidden } from './errors.ts';
import { actionLink, sendAuthMail } from './mailer.ts';
import { assertSendAllowed, issueToken, PKCE_PREFIX, type OtpSettings } from './one-time-tokens.ts';
import { createFlowState, type Challenge } from './pkce.ts';
import { spendEmailBudget } from './rate-limit.ts';
import { confirmUser, findUserById, type Db, type UserRow } from './users.ts';

/**
 * GoTrue's sendEmailChange: nothing about the login address changes yet. The new address gets a
 * token; with double_confirm_changes the current address gets its own. Returns the mails to send
 * once the transaction commits.
 */
export async function requestEmailChange(
  ctx: StackContext,
  db: Db,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: Challenge | null,
): Promise<Array<() => void>> {
  assertSendAllowed(user.email_change_sent_at);
  // One send in GoTrue's accounting, however many addresses it reaches.
  spendEmailBudget(ctx);
  if (challenge) await createFlowState(db, user.id, challenge, 'email_change');
  const pkce = challenge !== null;
  const current = user.email ?? '';
  const both = ctx.config.auth.doubleConfirmChanges && current !== '';
  await db.query(
    `update auth.users set email_change = $2, email_change_token_current = '', email_change_confirm_status = 0 where id = $1`,
    [user.id, newEmail],
  );
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change_token_current'`, [
    user.id,
  ]);
  const data = { email: current, newEmail };
  const toNew = await issueToken(db, user, 'email_change', newEmail, pkce, ctx.config.auth);
  const mails = [
    () =>
      sendAuthMail(
        ctx,
        newEmail,
        'email_change',
        actionLink(ctx, toNew.hashedToken, 'email_change', redirectTo),
        toNew.otp,
        data,
      ),
  ];
  if (both) {
    const toCurrent = await issueToken(db, user, 'email_change_current', current, pkce, ctx.config.auth);
    mails.push(() =>
      sendAuthMail(
        ctx,
        current,
        'email_change',
        actionLink(ctx, toCurrent.hashedToken, 'email_change', redirectTo),
        toCurrent.otp,
        data,
      ),
    );
  }
  return mails;
}

export interface EmailChangeMatch {
  user_id: string;
  /** Which of the two addresses the token was mailed to. */
  side: 'current' | 'new';
  expired: boolean;
}

/**
 * Finds the pending change a token belongs to, on either address. `hashes` are the link's token
 * or hash(email + code) with and without the PKCE prefix; expiry runs from email_change_sent_at.
 */
export async function findEmailChange(
  db: Db,
  settings: OtpSettings,
  hashes: string[],
  email?: string,
): Promise<EmailChangeMatch | null> {
  const wanted = hashes.filter((h) => h.length > 0);
  if (wanted.length === 0) return null;
  const { rows } = await db.query<EmailChangeMatch>(
    `select id as user_id,
            case when email_change_token_current = any($1::text[]) then 'current' else 'new' end as side,
            coalesce(email_change_sent_at + make_interval(secs => $2) < now(), true) as expired
       from auth.users
      where (email_change_token_current = any($1::text[]) or email_change_token_new = any($1::text[]))
        and ($3::text is null or lower(email) = lower($3) or lower(email_change) = lower($3))
      limit 1 for update`,
    [wanted, settings.otpExpiry, email ?? null],
  );
  return rows[0] ?? null;
}

/** The stored hashes a typed code can match on an email-change token. */
export const withPkce = (hash: string) => [hash, PKCE_PREFIX + hash];

/**
 * GoTrue's emailChangeVerify. With confirmations on and double_confirm_changes, the first of the two
 * tokens only records itself ('pending'); the second applies the change. Otherwise the first applies it.
 */
export async function confirmEmailChange(
  ctx: StackContext,
  db: Db,
  match: EmailChangeMatch,
): Promise<'pending' | 'applied'> {
  const user = await findUserById(db, match.user_id);
  if (!user?.email_change) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  const cfg = ctx.config.auth;
  if (cfg.enableConfirmations && cfg.doubleConfirmChanges && user.email_change_confirm_status === 0 && user.email) {
    const column = match.side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
    const type = match.side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
    await db.query(`update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`, [user.id]);
    await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, type]);
    return 'pending';
  }
  const newEmail = user.email_change.toLowerCase();
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, newEmail],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  if (!user.email_confirmed_at) await confirmUser(db, user.id);
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  return 'applied';
}
