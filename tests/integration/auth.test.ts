import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT, anonClient, dbClient, signedInUser, stackEnv, uniqueEmail } from '../support/stack-env.ts';

/** A raw call to the auth API with the anon key, for checking status codes, headers and bodies exactly. */
function authFetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const env = stackEnv();
  return fetch(`${env.apiUrl}/auth/v1${path}`, {
    ...init,
    headers: { apikey: env.anonKey, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

describe('auth: sign-up', () => {
  // What a sign-up returns in either mode is in auth-confirmations (the project's mode, confirmations
  // on) and auth-autoconfirm (confirmations off); these checks hold in both.
  it('refuses a short password as weak_password with the reason', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('refuses a password bcrypt would truncate (over 72 bytes)', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    const ok = await anonClient().auth.signUp({
      email: uniqueEmail(),
      password: 'x'.repeat(72),
      options: { data: ADULT },
    });
    expect(ok.error).toBeNull();
  });

  it('refuses a malformed email address', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: 'password-123' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('answers 500 "Database error saving new user" when a project trigger on auth.users fails, and keeps nothing', async () => {
    // Kept out of the exposed schema (and with a fixed search_path) so suites linting `public` in parallel never see it.
    await db.query('create schema if not exists auth_test_hooks');
    await db.query(`create or replace function auth_test_hooks.explode_signup() returns trigger
      language plpgsql set search_path = '' as $$
      begin if new.email like 'explode-%' then raise exception 'nope'; end if; return new; end $$`);
    await db.query('drop trigger if exists test_explode_signup on auth.users');
    await db.query(
      'create trigger test_explode_signup before insert on auth.users for each row execute function auth_test_hooks.explode_signup()',
    );
    try {
      const email = uniqueEmail('explode');
      const res = await authFetch('/signup', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'password-123' }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });
      expect((await db.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
      const fine = await anonClient().auth.signUp({
        email: uniqueEmail('calm'),
        password: 'password-123',
        options: { data: ADULT },
      });
      expect(fine.error).toBeNull();
    } finally {
      await db.query('drop trigger if exists test_explode_signup on auth.users');
      await db.query('drop schema if exists auth_test_hooks cascade');
    }
  });
});

describe('auth: password sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const user = await signedInUser();
    const ok = await anonClient().auth.signInWithPassword({ email: user.email.toUpperCase(), password: user.password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    const wrong = await anonClient().auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever-1',
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('accepts pgcrypto crypt() hashes from seed data', async () => {
    const email = uniqueEmail('seeded');
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('seed-pass-1', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{"adult_confirmed":true}', now(), now())`,
      [email],
    );
    expect((await anonClient().auth.signInWithPassword({ email, password: 'seed-pass-1' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'seed-pass-2' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('refuses an unconfirmed account with email_not_confirmed only when the password is right', async () => {
    const email = uniqueEmail('unconfirmed');
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('password-123', extensions.gen_salt('bf')), '{"provider":"email","providers":["email"]}', '{"adult_confirmed":true}', now(), now())`,
      [email],
    );
    const right = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'password-124' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});

describe('auth: wire details', () => {
  it('answers malformed JSON with 400 bad_json in both error shapes and the version header', async () => {
    const res = await authFetch('/signup', { method: 'POST', body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('bad_json');
    const body = await res.json();
    expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
    expect(body.message).toMatch(/^Could not parse request body as JSON/);
    const wrongType = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 5, password: 'x' }),
    });
    expect(wrongType.status).toBe(400);
  });

  it('serves settings, health and an HS256-only JWKS; unknown routes are JSON 404s', async () => {
    const settings = await (await authFetch('/settings')).json();
    expect(settings).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
    const health = await fetch(`${stackEnv().apiUrl}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toHaveProperty('name', 'GoTrue');
    expect(await (await fetch(`${stackEnv().apiUrl}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
    const missing = await authFetch('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('code');
  });

  it('refuses an unknown grant type and an empty refresh token', async () => {
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    const empty = await authFetch('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });
  });
});
