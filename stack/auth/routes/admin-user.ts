import { inTransaction } from '../../db.ts';
import { bool, obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireAdmin } from '../bearer.ts';
import { internal } from '../errors.ts';
import {
  confirmUser,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  userWithIdentities,
  type UserRow,
} from '../users.ts';
import { validateEmail } from '../validate.ts';
import { applyBan, banUntil, emailExists, loadTarget, passwordHashFrom } from './admin-fields.ts';

/** GET /admin/users/{id} */
export async function adminGetUser(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  return ok(await userWithIdentities(call.ctx.pool, await loadTarget(call)));
}

/** PUT /admin/users/{id}: admins change email and password directly, no mail involved. */
export async function adminUpdateUser(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx } = call;
  const user = await loadTarget(call);
  const body = await call.body();
  const email = str(body, 'email') ? validateEmail(str(body, 'email')) : null;
  if (email && email !== user.email) {
    const other = await findUserByEmail(ctx.pool, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  const passwordHash = await passwordHashFrom(body, ctx.config.auth.minimumPasswordLength);
  const ban = banUntil(body);
  const userMeta = obj(body, 'user_metadata');
  const appMeta = obj(body, 'app_metadata');
  const role = str(body, 'role');
  const updated = await inTransaction(ctx.pool, async (db) => {
    if (email && email !== user.email) {
      await db.query('update auth.users set email = $2 where id = $1', [user.id, email]);
      await db.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (passwordHash)
      await db.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, passwordHash]);
    if (userMeta)
      await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        user.id,
        mergeMetadata(user.raw_user_meta_data, userMeta),
      ]);
    if (appMeta)
      await db.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
        user.id,
        mergeMetadata(user.raw_app_meta_data, appMeta),
      ]);
    if (role) await db.query('update auth.users set role = $2 where id = $1', [user.id, role]);
    if (bool(body, 'email_confirm')) await confirmUser(db, user.id);
    await applyBan(db, user.id, ban);
    await db.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    return userWithIdentities(db, (await findUserById(db, user.id)) as UserRow);
  });
  return ok(updated);
}

/** DELETE /admin/users/{id} → {} ; soft delete keeps the row but ends every way into the account. */
export async function adminDeleteUser(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx } = call;
  const user = await loadTarget(call);
  const body = await call.body();
  if (bool(body, 'should_soft_delete')) {
    await inTransaction(ctx.pool, async (db) => {
      await db.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
           confirmation_token = '', recovery_token = '', raw_user_meta_data = '{}', updated_at = now() where id = $1`,
        [user.id],
      );
      await db.query('delete from auth.identities where user_id = $1', [user.id]);
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      // GoTrue's DeleteFactorsByUserId (a hard delete cascades from auth.users).
      await db.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    });
  } else {
    try {
      await ctx.pool.query('delete from auth.users where id = $1', [user.id]);
    } catch {
      throw internal('Database error deleting user');
    }
  }
  return ok({});
}
