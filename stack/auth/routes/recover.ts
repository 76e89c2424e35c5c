import { inTransaction } from '../../db.ts';
import { requestEmailChange } from '../email-change.ts';
import { bool, obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { AuthError, internal, unprocessable, validation } from '../errors.ts';
import { actionLink, sendAuthMail, type MailType } from '../mailer.ts';
import { assertSendAllowed, issueToken, kindOfType } from '../one-time-tokens.ts';
import { createFlowState, methodOfType, parseChallenge, type Challenge } from '../pkce.ts';
import { spendEmailBudget } from '../rate-limit.ts';
import { referrer } from '../redirects.ts';
import { findUserByEmail, findUserById, insertEmailIdentity, insertUser, type UserRow } from '../users.ts';
import { validateEmail } from '../validate.ts';

/** Issues a link token of `type` for an existing user and mails it once committed. */
async function mailLink(call: AuthCall, user: UserRow, email: string, type: MailType, challenge: Challenge | null) {
  const { ctx } = call;
  const redirectTo = referrer(call);
  const kind = kindOfType(type) ?? 'recovery';
  const sent = await inTransaction(ctx.pool, async (db) => {
    const fresh = (await findUserById(db, user.id)) as UserRow;
    const sentAt = {
      confirmation: fresh.confirmation_sent_at,
      recovery: fresh.recovery_sent_at,
      email_change: fresh.email_change_sent_at,
    };
    assertSendAllowed(sentAt[kind]);
    spendEmailBudget(ctx);
    if (challenge) await createFlowState(db, user.id, challenge, methodOfType(type));
    return issueToken(db, fresh, kind, email, challenge !== null, ctx.config.auth);
  });
  sendAuthMail(ctx, email, type, actionLink(ctx, sent.hashedToken, type, redirectTo), sent.otp);
}

/** POST /recover: always 200 {} so the answer never tells whether an address has an account. */
export async function recover(call: AuthCall): Promise<Reply> {
  const body = await call.body();
  const raw = str(body, 'email');
  if (!raw) throw unprocessable('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(raw);
  const challenge = parseChallenge(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  const user = await findUserByEmail(call.ctx.pool, email);
  if (user && !user.deleted_at) await mailLink(call, user, email, 'recovery', challenge);
  return ok({});
}

/** POST /otp (email): a sign-in link for known users; new users get a confirmation link if signups are allowed. */
export async function otp(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const body = await call.body();
  if (str(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(str(body, 'email'));
  const createUser = body.create_user === undefined ? true : bool(body, 'create_user');
  const challenge = parseChallenge(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  let user = await findUserByEmail(ctx.pool, email);
  if (!user) {
    if (!createUser || !ctx.config.auth.enableSignup)
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    const data = obj(body, 'data') ?? {};
    user = await inTransaction(ctx.pool, async (db) => {
      let id: string;
      try {
        id = await insertUser(db, { email, passwordHash: null, userMetadata: data });
        await insertEmailIdentity(db, id, email, data);
      } catch {
        throw internal('Database error saving new user');
      }
      return (await findUserById(db, id)) as UserRow;
    });
  }
  await mailLink(call, user, email, user.email_confirmed_at ? 'magiclink' : 'signup', challenge);
  return ok({});
}

/**
 * POST /resend: another confirmation mail for a pending signup or email change. Answers 200 {}
 * whether or not anything was pending, so it cannot be used to probe for accounts.
 */
export async function resend(call: AuthCall): Promise<Reply> {
  const body = await call.body();
  const type = str(body, 'type');
  if (type !== 'signup' && type !== 'email_change')
    throw validation('Missing one of these types: signup, email_change');
  const email = validateEmail(str(body, 'email'));
  const challenge = parseChallenge(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  const user = await findUserByEmail(call.ctx.pool, email);
  if (!user || user.deleted_at) return ok({});
  if (type === 'signup' && !user.email_confirmed_at) await mailLink(call, user, email, 'signup', challenge);
  if (type === 'email_change' && user.email_change) {
    // GoTrue resends the whole change: fresh tokens to both addresses, and both must confirm again.
    const { ctx } = call;
    const redirectTo = referrer(call);
    const mails = await inTransaction(ctx.pool, async (db) => {
      const fresh = (await findUserById(db, user.id)) as UserRow;
      return requestEmailChange(ctx, db, fresh, (fresh.email_change ?? '').toLowerCase(), redirectTo, challenge);
    });
    for (const send of mails) send();
  }
  return ok({});
}
