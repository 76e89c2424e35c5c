import { inTransaction } from '../../db.ts';
import { obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireAdmin } from '../bearer.ts';
import { AuthError, internal } from '../errors.ts';
import { actionLink, sendAuthMail } from '../mailer.ts';
import { issueToken } from '../one-time-tokens.ts';
import { spendEmailBudget } from '../rate-limit.ts';
import { referrer } from '../redirects.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  userWithIdentities,
  type UserRow,
} from '../users.ts';
import { validateEmail } from '../validate.ts';
import { emailExists } from './admin-fields.ts';

/**
 * POST /invite (service role; GoTrue's Invite): creates a user without a password, or re-invites one
 * who never confirmed, and mails an invite link. Following it confirms the address and signs the
 * user in, and the app lets them choose a password. A confirmed address is refused.
 */
export async function invite(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx } = call;
  const body = await call.body();
  const email = validateEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = referrer(call);
  const existing = await findUserByEmail(ctx.pool, email);
  if (existing?.email_confirmed_at) throw emailExists();

  const { user, otp, hashedToken } = await inTransaction(ctx.pool, async (db) => {
    let id = existing?.id;
    if (!id) {
      try {
        id = await insertUser(db, { email, passwordHash: null, userMetadata: data });
        await insertEmailIdentity(db, id, email);
      } catch (err) {
        if (err instanceof AuthError) throw err;
        ctx.log('auth', `saving invited user failed: ${(err as Error).message}`);
        throw internal('Database error saving new user');
      }
    }
    // GoTrue's sendInvite has no resend interval (each invite replaces the previous link), only the mail budget.
    spendEmailBudget(ctx);
    const issued = await issueToken(
      db,
      (await findUserById(db, id)) as UserRow,
      'confirmation',
      email,
      false,
      ctx.config.auth,
    );
    await db.query('update auth.users set invited_at = now() where id = $1', [id]);
    return { ...issued, user: await userWithIdentities(db, (await findUserById(db, id)) as UserRow) };
  });
  sendAuthMail(ctx, email, 'invite', actionLink(ctx, hashedToken, 'invite', redirectTo), otp);
  return ok(user);
}
