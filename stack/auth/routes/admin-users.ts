import { inTransaction } from '../../db.ts';
import { bool, obj, ok, str, type AuthCall, type Reply } from '../call.ts';
import { requireAdmin } from '../bearer.ts';
import { internal, unprocessable, validation } from '../errors.ts';
import {
  confirmUser,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  userWithIdentities,
  UUID,
  type UserRow,
} from '../users.ts';
import { validateEmail } from '../validate.ts';
import { applyBan, banUntil, emailExists, passwordHashFrom } from './admin-fields.ts';

/** POST /admin/users */
export async function adminCreateUser(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx } = call;
  const body = await call.body();
  const email = str(body, 'email') ? validateEmail(str(body, 'email')) : null;
  const id = str(body, 'id');
  if (id && !UUID.test(id)) throw validation('user id must be a valid UUID');
  if (email && (await findUserByEmail(ctx.pool, email))) throw emailExists();
  if (id && (await findUserById(ctx.pool, id))) throw unprocessable('user_already_exists', 'User already registered');
  const passwordHash = await passwordHashFrom(body, ctx.config.auth.minimumPasswordLength);
  const ban = banUntil(body);
  const userMetadata = obj(body, 'user_metadata') ?? {};
  const created = await inTransaction(ctx.pool, async (db) => {
    let newId: string;
    try {
      newId = await insertUser(db, {
        id: id || undefined,
        email,
        passwordHash,
        userMetadata,
        appMetadata: obj(body, 'app_metadata'),
        role: str(body, 'role') || undefined,
      });
      if (email) await insertEmailIdentity(db, newId, email, userMetadata);
    } catch {
      throw internal('Database error creating new user');
    }
    if (email && bool(body, 'email_confirm')) await confirmUser(db, newId);
    await applyBan(db, newId, ban);
    return userWithIdentities(db, (await findUserById(db, newId)) as UserRow);
  });
  return ok(created);
}

const MAX_UINT64 = 2n ** 64n - 1n;

/**
 * A pagination parameter as GoTrue's paginate() reads it (strconv.ParseUint): absent → default;
 * a sign, a fraction or any other character → 400 with Go's own error text.
 */
function pageParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const fail = (why: string) =>
    validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${why}`);
  if (!/^[0-9]+$/.test(raw)) throw fail('invalid syntax');
  if (BigInt(raw) > MAX_UINT64) throw fail('value out of range');
  return Number(raw);
}

/** GET /admin/users?page=&per_page=&filter= with GoTrue's X-Total-Count and Link headers. */
export async function adminListUsers(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const { ctx, url } = call;
  const page = Math.max(1, pageParam(url, 'page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam(url, 'per_page', 50)));
  const filter = url.searchParams.get('filter') ?? '';
  const like = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
  const where = `where ($1 = '' or email ilike $2 or raw_user_meta_data->>'full_name' ilike $2)`;
  const total = Number(
    (await ctx.pool.query<{ n: string }>(`select count(*) as n from auth.users ${where}`, [filter, like])).rows[0]?.n ??
      0,
  );
  const { rows } = await ctx.pool.query<UserRow>(
    `select * from auth.users ${where} order by created_at desc, id limit $3 offset $4`,
    [filter, like, perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const u of rows) users.push(await userWithIdentities(ctx.pool, u));
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.config.auth.externalUrl}/admin/users`;
  const links = page + 1 <= last ? [`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`] : [];
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
  return {
    status: 200,
    body: { users, aud: 'authenticated' },
    headers: { 'x-total-count': String(total), link: links.join(', ') },
  };
}
