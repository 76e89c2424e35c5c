import { str, type AuthCall, type Body } from '../call.ts';
import { notFound, unprocessable, validation } from '../errors.ts';
import { findUserById, UUID, type Db, type UserRow } from '../users.ts';
import { assertBcryptHash, checkPasswordStrength, hashPassword } from '../validate.ts';

// Fields the admin user endpoints share (GoTrue's AdminUserParams).

export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration ("24h", "1h30m") or "none", as GoTrue's ban_duration. null → leave as is; 'none' → unban. */
export function banUntil(body: Body): Date | 'none' | null {
  const raw = str(body, 'ban_duration');
  if (!raw) return null;
  if (raw === 'none') return 'none';
  let ms = 0;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  let consumed = 0;
  for (const m of raw.matchAll(re)) {
    ms += Number(m[1]) * UNIT_MS[m[2]!]!;
    consumed += m[0].length;
  }
  if (consumed !== raw.length) throw validation('invalid format for ban duration');
  return new Date(Date.now() + ms);
}

export async function passwordHashFrom(body: Body, minLength: number): Promise<string | null> {
  const password = str(body, 'password');
  const given = str(body, 'password_hash');
  if (password && given) throw validation('Only a password or a password hash should be provided');
  if (given) {
    assertBcryptHash(given);
    return given;
  }
  if (!password) return null;
  checkPasswordStrength(password, minLength);
  return hashPassword(password);
}

export async function applyBan(db: Db, id: string, ban: Date | 'none' | null) {
  if (ban === null) return;
  await db.query('update auth.users set banned_until = $2 where id = $1', [id, ban === 'none' ? null : ban]);
  if (ban !== 'none') await db.query('delete from auth.sessions where user_id = $1', [id]);
}

/** The {id} of /admin/users/{id}: a UUID of an existing user, else GoTrue's 404s. */
export async function loadTarget(call: AuthCall): Promise<UserRow> {
  const id = call.params[0] ?? '';
  if (!UUID.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(call.ctx.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}
