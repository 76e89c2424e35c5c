import { inTransaction } from '../../db.ts';
import { obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireAdmin } from '../bearer.ts';
import { internal, notFound, unprocessable, validation } from '../errors.ts';
import { actionLink, type MailType } from '../mailer.ts';
import { issueToken, type TokenKind } from '../one-time-tokens.ts';
import { referrer } from '../redirects.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  userWithIdentities,
  type Db,
  type UserRow,
} from '../users.ts';
import { checkPasswordStrength, hashPassword, validateEmail } from '../validate.ts';

const LINK_TYPES: Record<string, { mail: MailType; kind: TokenKind }> = {
  signup: { mail: 'signup', kind: 'confirmation' },
  invite: { mail: 'invite', kind: 'confirmation' },
  magiclink: { mail: 'magiclink', kind: 'recovery' },
  recovery: { mail: 'recovery', kind: 'recovery' },
  email_change_current: { mail: 'email_change', kind: 'email_change_current' },
  email_change_new: { mail: 'email_change', kind: 'email_change' },
};

async function createForLink(
  db: Db,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
  invited: boolean,
) {
  try {
    const id = await insertUser(db, { email, passwordHash, userMetadata: data });
    await insertEmailIdentity(db, id, email, data);
    if (invited) await db.query('update auth.users set invited_at = now() where id = $1', [id]);
    return (await findUserById(db, id)) as UserRow;
  } catch {
    throw internal('Database error saving new user');
  }
}

/**
 * POST /admin/generate_link: the same link and OTP a mail would carry, returned instead of
 * sent (flat: user fields plus action_link, email_otp, hashed_token, redirect_to, verification_type).
 */
export async function generateLink(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx } = call;
  const body = await call.body();
  const type = str(body, 'type');
  const spec = LINK_TYPES[type];
  if (!spec) throw validation('Invalid email action link type requested');
  const email = validateEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = referrer(call, str(body, 'redirect_to'));
  const existing = await findUserByEmail(ctx.pool, email);
  const creates = type === 'signup' || type === 'invite';
  if (creates && existing?.email_confirmed_at) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (!creates && !existing) throw notFound('user_not_found', 'User with this email not found');
  let passwordHash: string | null = null;
  if (type === 'signup' && !existing) {
    const password = str(body, 'password');
    checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    passwordHash = await hashPassword(password);
  }
  let newEmail = '';
  if (type === 'email_change_current' && !ctx.config.auth.doubleConfirmChanges) {
    throw validation('Enable secure email change to generate link for current email');
  }
  if (type.startsWith('email_change')) {
    newEmail = validateEmail(str(body, 'new_email'));
    if (await findUserByEmail(ctx.pool, newEmail)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  const result = await inTransaction(ctx.pool, async (db) => {
    const user = existing ?? (await createForLink(db, email, passwordHash, data, type === 'invite'));
    if (newEmail) {
      await db.query('update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1', [
        user.id,
        newEmail,
      ]);
    }
    const hashedFor = type === 'email_change_new' ? newEmail : email;
    const { otp, hashedToken } = await issueToken(db, user, spec.kind, hashedFor, false, ctx.config.auth);
    const json = await userWithIdentities(db, (await findUserById(db, user.id)) as UserRow);
    return {
      ...json,
      action_link: actionLink(ctx, hashedToken, spec.mail, redirectTo),
      email_otp: otp,
      hashed_token: hashedToken,
      redirect_to: redirectTo,
      verification_type: spec.mail,
    };
  });
  return ok(result);
}
