import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db.ts';
import type { StackContext } from '../../types.ts';
import { clientIp, obj, ok, str, userAgent, type AuthCall, type Reply } from '../call.ts';
import { AuthError, badRequest, internal, unprocessable, validation } from '../errors.ts';
import { actionLink, sendAuthMail } from '../mailer.ts';
import { assertSendAllowed, issueToken } from '../one-time-tokens.ts';
import { createFlowState, parseChallenge } from '../pkce.ts';
import { spendEmailBudget } from '../rate-limit.ts';
import { referrer } from '../redirects.ts';
import { issueSession } from '../sessions.ts';
import {
  confirmUser,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  userWithIdentities,
  type UserRow,
} from '../users.ts';
import { checkPasswordStrength, hashPassword, validateEmail } from '../validate.ts';

/** What GoTrue answers for an already-confirmed email when confirmations are on: a look-alike that reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Runs the project's triggers on auth.users; a failing trigger surfaces as GoTrue's 500. */
async function createUser(
  ctx: StackContext,
  db: Parameters<typeof insertUser>[0],
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
) {
  try {
    const id = await insertUser(db, { email, passwordHash, userMetadata: data });
    await insertEmailIdentity(db, id, email, data);
    return id;
  } catch (err) {
    if (err instanceof AuthError) throw err;
    ctx.log('auth', `saving new user failed: ${(err as Error).message}`);
    throw internal('Database error saving new user');
  }
}

/** POST /signup (GoTrue's Signup, email provider). */
export async function signup(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const cfg = ctx.config.auth;
  if (!cfg.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = await call.body();
  const password = str(body, 'password');
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  const data = obj(body, 'data') ?? {};
  if (!password) throw validation('Signup requires a valid password');
  checkPasswordStrength(password, cfg.minimumPasswordLength);
  if (rawEmail && phone) throw validation('Only an email address or phone number should be provided on signup.');
  const challenge = parseChallenge(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  if (!rawEmail) {
    if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw validation('Sign up only available with email provider');
  }
  const email = validateEmail(rawEmail);
  const existing = await findUserByEmail(ctx.pool, email);
  const autoconfirm = !cfg.enableConfirmations;
  if (existing?.email_confirmed_at) {
    if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return ok(obfuscatedUser(email, data));
  }
  // An unconfirmed account can only be finished through its mailbox; handing out a session
  // here would let anyone who knows the address in without the password.
  if (existing && autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
  // Hash outside the transaction: bcrypt is slow and must not hold row locks.
  const passwordHash = existing ? null : await hashPassword(password);
  const redirectTo = referrer(call);
  const client = { userAgent: userAgent(call.req), ip: clientIp(call.req) };

  const outbox: Array<() => void> = [];
  const result = await inTransaction(ctx.pool, async (db) => {
    const id = existing ? existing.id : await createUser(ctx, db, email, passwordHash ?? '', data);
    if (autoconfirm) {
      await confirmUser(db, id);
      return issueSession(ctx, id, 'password', client, db);
    }
    const user = (await findUserById(db, id)) as UserRow;
    assertSendAllowed(user.confirmation_sent_at);
    spendEmailBudget(ctx);
    if (challenge) await createFlowState(db, id, challenge, 'email/signup');
    const { otp, hashedToken } = await issueToken(db, user, 'confirmation', email, challenge !== null, cfg);
    const link = actionLink(ctx, hashedToken, 'signup', redirectTo);
    outbox.push(() => sendAuthMail(ctx, email, 'signup', link, otp));
    return userWithIdentities(db, (await findUserById(db, id)) as UserRow);
  });
  // Mail goes out only once the user and token are committed, so a link never points at nothing.
  for (const send of outbox) send();
  return ok(result);
}
