import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthService, type AuthService } from '../support/auth-service.ts';
import { codeIn, follow, fragment, linkIn, waitForMails } from '../support/mailpit.ts';
import { ADULT, dbClient, signedInUser, uniqueEmail } from '../support/stack-env.ts';

// The modes Velvet does not use but other projects do, each served by an auth service of its own
// over the shared database: the project's config.toml with one or two switches flipped.
let autoconfirm: AuthService;
let relaxed: AuthService;
let db: pg.Client;

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

beforeAll(async () => {
  const config = await readFile('supabase/config.toml', 'utf8');
  const flip = (key: string, value: boolean, toml: string) => {
    const out = toml.replace(new RegExp(`^${key}\\s*=\\s*\\w+$`, 'm'), `${key} = ${value}`);
    expect(out).toContain(`${key} = ${value}`);
    return out;
  };
  autoconfirm = await startAuthService(flip('enable_confirmations', false, config));
  relaxed = await startAuthService(
    flip('secure_password_change', false, flip('double_confirm_changes', false, config)),
  );
  db = await dbClient();
});

afterAll(async () => {
  await autoconfirm?.stop();
  await relaxed?.stop();
  await db?.end();
});

describe('auth with email confirmations off (enable_confirmations = false)', () => {
  it('signs up with a session, the metadata, one email identity and GoTrue-style claims', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await autoconfirm
      .client()
      .auth.signUp({ email, password: 'password-123', options: { data: { name: 'Ada', ...ADULT } } });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toMatch(/^[a-zA-Z0-9]{12}$/);
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ada', email_verified: true });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id: data.user?.id });
    const claims = claimsOf(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${autoconfirm.url}/auth/v1`,
      sub: data.user?.id,
      email,
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.amr[0].method).toBe('password');
    expect((await db.query('select 1 from auth.sessions where id = $1', [claims.session_id])).rows).toHaveLength(1);
    const settings = await (await fetch(`${autoconfirm.url}/auth/v1/settings`)).json();
    expect(settings.mailer_autoconfirm).toBe(true);
  });

  it('refuses an email that is already registered with user_already_exists', async () => {
    const user = await signedInUser();
    const { data, error } = await autoconfirm.client().auth.signUp({ email: user.email, password: 'another-pass' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('still mails an email change (GoTrue ≥ 2.156), and the first of the two confirmations applies it', async () => {
    const user = await signedInUser();
    const client = autoconfirm.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const next = uniqueEmail('auto');
    const { data } = await client.auth.updateUser({ email: next });
    expect(data.user).toMatchObject({ email: user.email, new_email: next });
    const [toCurrent] = await waitForMails(user.email, 1, autoconfirm.mailUrl);
    const [toNew] = await waitForMails(next, 1, autoconfirm.mailUrl);
    expect(fragment(await follow(linkIn(toCurrent))).get('type')).toBe('email_change');
    expect((await client.auth.signInWithPassword({ email: next, password: user.password })).error).toBeNull();
    expect(fragment(await follow(linkIn(toNew))).get('error_code')).toBe('otp_expired');
  });
});

describe('auth with double_confirm_changes = false and secure_password_change = false', () => {
  it('mails only the new address, whose confirmation alone changes the email', async () => {
    const user = await signedInUser();
    const client = relaxed.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const next = uniqueEmail('single');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const [toNew] = await waitForMails(next, 1, relaxed.mailUrl);
    const { data, error } = await client.auth.verifyOtp({ email: next, token: codeIn(toNew), type: 'email_change' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(next);
    const toCurrent = await fetch(
      `${relaxed.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${user.email}"`)}`,
    ).then((r) => r.json());
    expect(toCurrent.messages).toHaveLength(0);
  });

  it('changes the password of a session older than 24 h without a nonce', async () => {
    const user = await signedInUser();
    await db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      claimsOf(user.accessToken).session_id,
    ]);
    const res = await fetch(`${relaxed.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'relaxed-new-pass' }),
    });
    expect(res.status).toBe(200);
    const signedIn = await relaxed
      .client()
      .auth.signInWithPassword({ email: user.email, password: 'relaxed-new-pass' });
    expect(signedIn.error).toBeNull();
  });
});
