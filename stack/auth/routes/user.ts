import { inTransaction } from '../../db.ts';
import { obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireUser } from '../bearer.ts';
import { requestEmailChange } from '../email-change.ts';
import { badRequest, unprocessable, validation } from '../errors.ts';
import { parseChallenge } from '../pkce.ts';
import { nonceRequired, sendReauthentication, spendNonce } from '../reauthentication.ts';
import { referrer } from '../redirects.ts';
import { logout as endSessions, type LogoutScope } from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, userWithIdentities, type UserRow } from '../users.ts';
import { checkPasswordStrength, hashPassword, validateEmail, verifyPassword } from '../validate.ts';

/** GET /user */
export async function getUser(call: AuthCall): Promise<Reply> {
  const { user } = await requireUser(call);
  return ok(await userWithIdentities(call.ctx.pool, user));
}

/** GET /reauthenticate → 200 {}: mails the signed-in user a code for PUT /user's `nonce`. */
export async function reauthenticate(call: AuthCall): Promise<Reply> {
  const { user } = await requireUser(call);
  await sendReauthentication(call.ctx, user);
  return ok({});
}

/**
 * PUT /user (GoTrue's UserUpdate): metadata merge; a password change (other sessions end; with
 * secure_password_change an old session needs the reauthentication nonce); an email change, which
 * always waits for the mailed confirmation(s) and changes nothing until then.
 */
export async function updateUser(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const caller = await requireUser(call);
  const { user, sessionId } = caller;
  const body = await call.body();
  const password = body.password === undefined || body.password === null ? null : str(body, 'password');
  const nonce = str(body, 'nonce');
  const data = obj(body, 'data');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const email = rawEmail ? validateEmail(rawEmail) : null;
  if (password !== null) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  const newEmail = email && email !== user.email?.toLowerCase() ? email : null;
  if (newEmail) {
    const taken = await findUserByEmail(ctx.pool, newEmail);
    if (taken && taken.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  if (password !== null) {
    if (ctx.config.auth.securePasswordChange && nonceRequired(caller)) {
      if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      await spendNonce(ctx.pool, ctx.config.auth, user.id, nonce);
    }
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
  }
  const challenge = newEmail ? parseChallenge(str(body, 'code_challenge'), str(body, 'code_challenge_method')) : null;
  const passwordHash = password !== null ? await hashPassword(password) : null;
  const redirectTo = referrer(call);

  const outbox: Array<() => void> = [];
  const updated = await inTransaction(ctx.pool, async (db) => {
    if (passwordHash) {
      // GoTrue's UpdatePassword: a new password revokes what the old one may have granted, i.e.
      // every pending link and code and every other session.
      await db.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_token_current = '',
           email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      );
      await db.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      await endSessions(db, sessionId ? 'others' : 'global', user.id, sessionId);
    }
    if (data) {
      const current = (await findUserById(db, user.id))?.raw_user_meta_data ?? null;
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        mergeMetadata(current, data),
      ]);
    }
    if (newEmail) {
      const fresh = (await findUserById(db, user.id)) as UserRow;
      outbox.push(...(await requestEmailChange(ctx, db, fresh, newEmail, redirectTo, challenge)));
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
