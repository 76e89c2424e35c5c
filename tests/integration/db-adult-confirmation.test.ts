import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../support/mailpit.ts';
import { ADULT, anonClient, dbClient, serviceClient, signedInUser, uniqueEmail } from '../support/stack-env.ts';

// Sign-up as the category requires (issue 28, M8): an account exists only with the explicit 18+
// confirmation, and the database keeps when it was given
// (supabase/migrations/20261208020000_adult_confirmation.sql).
let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

const confirmationOf = async (userId: string) =>
  (
    await db.query<{ confirmed_at: Date; source: string }>(
      'select confirmed_at, source from private.adult_confirmations where user_id = $1',
      [userId],
    )
  ).rows;

const usersWith = async (email: string) =>
  (await db.query('select 1 from auth.users where email = $1', [email])).rowCount;

describe('the 18+ confirmation at sign-up', () => {
  it('refuses a sign-up without it: no account, no profile, no mail', async () => {
    for (const data of [{ name: 'No Box' }, { name: 'False', adult_confirmed: false }, { adult_confirmed: 'true' }]) {
      const email = uniqueEmail('minor');
      const { data: result, error } = await anonClient().auth.signUp({
        email,
        password: 'password-123',
        options: { data },
      });
      // GoTrue's answer to a refusing trigger (supabase-js reads a 500 as retryable and drops the code).
      expect(error, JSON.stringify(data)).toMatchObject({ status: 500, message: 'Database error saving new user' });
      expect(result.user).toBeNull();
      expect(await usersWith(email)).toBe(0);
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it('refuses an account made by the admin API without it too', async () => {
    const email = uniqueEmail('operator');
    const { error } = await serviceClient().auth.admin.createUser({ email, password: 'password-123' });
    expect(error).toMatchObject({ status: 500 });
    expect(await usersWith(email)).toBe(0);
  });

  it('stores the date it was given with the account, out of every client’s reach', async () => {
    const email = uniqueEmail('adult');
    const before = Date.now();
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { name: 'Of Age', ...ADULT } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    const [row] = await confirmationOf(id);
    expect(row?.source).toBe('sign_up');
    expect(row!.confirmed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.confirmed_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const created = await db.query<{ created_at: Date }>('select created_at from auth.users where id = $1', [id]);
    expect(row!.confirmed_at.toISOString()).toBe(created.rows[0]!.created_at.toISOString());
    expect((await db.query('select 1 from public.profiles where id = $1', [id])).rowCount).toBe(1);

    // The metadata stays the user's to edit; the record does not follow it, and no client reads it.
    const user = await signedInUser({ name: 'Editor' });
    expect((await user.client.auth.updateUser({ data: { adult_confirmed: false } })).error).toBeNull();
    expect(await confirmationOf(user.id)).toEqual([expect.objectContaining({ source: 'sign_up' })]);
    const viaApi = await user.client
      .schema('private' as 'public')
      .from('adult_confirmations')
      .select('*');
    expect(viaApi.error).not.toBeNull();
    expect(viaApi.data).toBeNull();
  });

  it('has a record for every seeded demo account, given when the account was made', async () => {
    const { rows } = await db.query<{ email: string; source: string | null; same_time: boolean | null }>(
      `select u.email, a.source, a.confirmed_at = u.created_at as same_time
         from auth.users u left join private.adult_confirmations a on a.user_id = u.id
        where u.email like '%@velvet.test'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) expect(row, row.email).toMatchObject({ source: 'sign_up', same_time: true });
  });
});
