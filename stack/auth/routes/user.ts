import { inTransaction } from '../../db.ts';
import { obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireUser } from '../bearer.ts';
import { badRequest, unprocessable, validation } from '../errors.ts';
import { actionLink, sendAuthMail } from '../mailer.ts';
import { assertSendAllowed, issueToken } from '../one-time-tokens.ts';
import { spendEmailBudget } from '../rate-limit.ts';
import { referrer } from '../redirects.ts';
import { logout as endSessions, type LogoutScope } from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, userWithIdentities, type Db, type UserRow } from '../users.ts';
import { checkPasswordStrength, hashPassword, validateEmail, verifyPassword } from '../validate.ts';

/** GET /user */
export async function getUser(call: AuthCall): Promise<Reply> {
  const { user } = await requireUser(call);
  return ok(await userWithIdentities(call.ctx.pool, user));
}

/** Applies an email change at once (GoTrue does this when mail autoconfirm is on). */
async function changeEmailNow(db: Db, user: UserRow, email: string) {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, email],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
}

/** PUT /user: metadata merge, password change (other sessions end), email change. */
export async function updateUser(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const { user, sessionId } = await requireUser(call);
  const body = await call.body();
  const password = body.password === undefined || body.password === null ? null : str(body, 'password');
  const data = obj(body, 'data');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (password !== null) {
    checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
  }
  const email = rawEmail ? validateEmail(rawEmail) : null;
  const newEmail = email && email !== user.email?.toLowerCase() ? email : null;
  if (newEmail) {
    const taken = await findUserByEmail(ctx.pool, newEmail);
    if (taken && taken.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  const passwordHash = password !== null ? await hashPassword(password) : null;
  const redirectTo = referrer(call);

  const outbox: Array<() => void> = [];
  const updated = await inTransaction(ctx.pool, async (db) => {
    if (data) {
      const current = (await findUserById(db, user.id))?.raw_user_meta_data ?? null;
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        mergeMetadata(current, data),
      ]);
    }
    if (passwordHash) {
      // A new password revokes what the old one may have granted: pending links and every other session.
      await db.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '',
           email_change_token_new = '', email_change_token_current = '', reauthentication_token = '', updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      );
      await db.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      await endSessions(db, sessionId ? 'others' : 'global', user.id, sessionId);
    }
    if (newEmail) {
      if (!ctx.config.auth.enableConfirmations) {
        await changeEmailNow(db, user, newEmail);
      } else {
        assertSendAllowed(user.email_change_sent_at);
        spendEmailBudget(ctx);
        await db.query('update auth.users set email_change = $2 where id = $1', [user.id, newEmail]);
        const { otp, hashedToken } = await issueToken(db, user, 'email_change', newEmail, false, ctx.config.auth);
        const link = actionLink(ctx, hashedToken, 'email_change', redirectTo);
        outbox.push(() => sendAuthMail(ctx, newEmail, 'email_change', link, otp));
      }
    }
    return userWithIdentities(db, (await findUserById(db, user.id)) as UserRow);
  });
  for (const send of outbox) send();
  return ok(updated);
}

const SCOPES: ReadonlySet<string> = new Set(['global', 'local', 'others']);

/** POST /logout?scope=global|local|others → 204 */
export async function logout(call: AuthCall): Promise<Reply> {
  const scope = call.url.searchParams.get('scope') ?? 'global';
  if (!SCOPES.has(scope)) throw validation(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(call);
  await endSessions(call.ctx.pool, scope as LogoutScope, user.id, sessionId);
  return { status: 204 };
}
