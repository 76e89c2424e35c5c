// Account deletion (issue 28, review m10) in the database: one's own account goes only with a fresh sign-in
// (a password sign-in of the last 10 minutes, and a code when two-factor is on), whichever way the client asks
// (delete_account() or a DELETE on its profile row); operators are not asked. A creator's running subscribers
// are told (creator_deleted). supabase/migrations/20261208021100_account_deletion_reauth.sql.
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { fundWallet, key, ledgerProblems, makeCreator } from '../support/money-fixtures.ts';
import {
  anonClient,
  dbClient,
  mintUser,
  serviceClient,
  signedInUser,
  stackEnv,
  type TestUser,
} from '../support/stack-env.ts';
import { createClient } from '@supabase/supabase-js';

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

const exists = async (id: string) => (await db.query('select 1 from auth.users where id = $1', [id])).rowCount === 1;

/** `user` acting with a token whose password sign-in happened `minutesAgo` (GoTrue's amr timestamps). */
function signedInAgo(user: TestUser, minutesAgo: number) {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    {
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      iat: now,
      exp: now + 3600,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now - minutesAgo * 60 }],
      session_id: crypto.randomUUID(),
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    },
    stackEnv().jwtSecret,
  );
  return createClient(stackEnv().apiUrl, stackEnv().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: async () => token,
  });
}

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

describe('deleting one’s own account needs a fresh sign-in', () => {
  it('refuses a session whose password sign-in is older than 10 minutes, by the RPC and by a direct DELETE', async () => {
    const user = await mintUser(db, {}, 'stale');
    const stale = signedInAgo(user, 11);
    const rpc = await stale.rpc('delete_account');
    expect(rpc.error).toMatchObject({ code: 'VU002', message: 'Enter your password again to continue.' });
    const direct = await stale.from('profiles').delete().eq('id', user.id);
    expect(direct.error).toMatchObject({ code: 'VU002' });
    expect(await exists(user.id)).toBe(true);

    // One signed in 9 minutes ago may.
    expect((await signedInAgo(user, 9).rpc('delete_account')).error).toBeNull();
    expect(await exists(user.id)).toBe(false);
  });

  it('refuses a token that does not say how it signed in at all', async () => {
    const user = await mintUser(db, {}, 'noamr');
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { aud: 'authenticated', sub: user.id, role: 'authenticated', iat: now, exp: now + 600, aal: 'aal1' },
      stackEnv().jwtSecret,
    );
    const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, { accessToken: async () => token });
    expect((await client.rpc('delete_account')).error).toMatchObject({ code: 'VU002' });
    expect(await exists(user.id)).toBe(true);
  });

  it('with two-factor on, wants the code too: a password-only sign-in is refused (VU003), with the code it goes', async () => {
    const user = await signedInUser({}, 'mfa-leaver');
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (enrolled.data?.type !== 'totp') throw new Error('no factor');
    const { id: factorId, totp } = enrolled.data;
    expect((await user.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error).toBeNull();

    // Signing in again with the password, as the app's deletion does: aal1 until the code.
    const again = anonClient();
    expect((await again.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    expect((await again.rpc('delete_account')).error).toMatchObject({
      code: 'VU003',
      message: 'Enter the code from your authenticator app to continue.',
    });
    expect(await exists(user.id)).toBe(true);
    expect((await again.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret, 1) })).error).toBeNull();
    expect((await again.rpc('delete_account')).error).toBeNull();
    expect(await exists(user.id)).toBe(false);
  });

  it('does not stand in an operator’s way (auth admin API, service role)', async () => {
    const user = await mintUser(db, {}, 'operated');
    expect((await serviceClient().auth.admin.deleteUser(user.id)).error).toBeNull();
    expect(await exists(user.id)).toBe(false);
  });

  it('the rule is not callable by clients', async () => {
    const user = await signedInUser({}, 'probe');
    const { error } = await user.client.schema('private' as 'public').rpc('require_recent_sign_in');
    expect(error).not.toBeNull();
    const { rows } = await db.query(
      `select has_function_privilege('authenticated', 'private.require_recent_sign_in(interval)', 'execute') as ok`,
    );
    expect(rows[0]).toEqual({ ok: false });
  });
});

describe('a creator’s subscribers hear that the creator deleted their account', () => {
  it('tells each fan whose subscription still runs (cancelled ones too), nobody else, naming the creator', async () => {
    const creator = await signedInUser({ name: 'Leaving Creator' }, 'leaving');
    await makeCreator(db, creator.id, 999);
    const { rows: handle } = await db.query<{ username: string }>(
      'select username from public.profiles where id = $1',
      [creator.id],
    );
    const [active, cancelled, expired, bystander] = await Promise.all(
      ['active', 'cancelled', 'expired', 'bystander'].map((p) => mintUser(db, {}, `sub-${p}`)),
    );
    for (const fan of [active!, cancelled!, expired!]) {
      await fundWallet(db, fan.id, 2000);
      expect((await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() })).error).toBeNull();
    }
    expect((await cancelled!.client.rpc('cancel_subscription', { creator_id: creator.id })).error).toBeNull();
    await db.query(
      `update public.subscriptions set status = 'expired', auto_renew = false, ended_at = now() - interval '1 day',
         current_period_start = now() - interval '40 days', current_period_end = now() - interval '1 day'
       where fan_id = $1`,
      [expired!.id],
    );

    expect((await creator.client.rpc('delete_account')).error).toBeNull();

    const noticeOf = async (fan: TestUser) =>
      (await fan.client.from('notification_cards').select('*').eq('type', 'creator_deleted')).data ?? [];
    for (const fan of [active!, cancelled!]) {
      expect(await noticeOf(fan)).toEqual([
        expect.objectContaining({
          actor_id: null,
          creator_name: 'Leaving Creator',
          creator_username: handle[0]!.username,
          read_at: null,
        }),
      ]);
    }
    expect(await noticeOf(expired!)).toEqual([]);
    expect(await noticeOf(bystander!)).toEqual([]);
    // The subscriptions went with the account.
    const left = await db.query('select 1 from public.subscriptions where creator_id = $1', [creator.id]);
    expect(left.rowCount).toBe(0);
  });
});
