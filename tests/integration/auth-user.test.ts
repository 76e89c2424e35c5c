import { createClient, type Session } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { anonClient, dbClient, signedInUser, stackEnv } from '../support/stack-env.ts';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** A raw call to the auth API with the anon key, for checking status codes, headers and bodies exactly. */
function authFetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const env = stackEnv();
  return fetch(`${env.apiUrl}/auth/v1${path}`, {
    ...init,
    headers: { apikey: env.anonKey, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** Signs an existing user in on a fresh client, i.e. a second device with its own session. */
async function signInElsewhere(email: string, password: string): Promise<Session> {
  const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** Whether a refresh token can still be exchanged (it is spent by the check when it can). */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const { error } = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
  return error === null;
}

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

describe('auth: current user', () => {
  it('getUser returns the signed-in user', async () => {
    const user = await signedInUser({ bio: 'hi' });
    const { data, error } = await user.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, user_metadata: { bio: 'hi' } });
  });

  it('refuses forged, key-only and ended-session tokens with GoTrue codes', async () => {
    const user = await signedInUser();
    const forged = user.accessToken.slice(0, -3) + (user.accessToken.endsWith('abc') ? 'xyz' : 'abc');
    const bad = await authFetch('/user', { headers: { authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('x-sb-error-code')).toBe('bad_jwt');
    const keyOnly = await authFetch('/user', { headers: { authorization: `Bearer ${stackEnv().anonKey}` } });
    expect(keyOnly.status).toBe(403);
    expect(await keyOnly.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const expiredClaims = { ...claimsOf(user.accessToken), exp: Math.floor(Date.now() / 1000) - 60 };
    const expired = await authFetch('/user', {
      headers: { authorization: `Bearer ${signJwt(expiredClaims, stackEnv().jwtSecret)}` },
    });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('expired') });
    const notBearer = await authFetch('/user', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(notBearer.status).toBe(401);
    expect(await notBearer.json()).toMatchObject({ code: 'no_authorization' });
    await db.query('delete from auth.sessions where id = $1', [claimsOf(user.accessToken).session_id]);
    const ended = await authFetch('/user', { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('updateUser merges metadata: new keys added, null removes', async () => {
    const user = await signedInUser({ keep: 1, drop: 2 });
    const { data, error } = await user.client.auth.updateUser({ data: { added: 'yes', drop: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ keep: 1, added: 'yes' });
    expect(data.user?.user_metadata).not.toHaveProperty('drop');
  });

  it('updateUser changes the password of a recent session: the new one signs in, the old one and a repeat are refused', async () => {
    const user = await signedInUser();
    const same = await user.client.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await user.client.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const other = await signInElsewhere(user.email, user.password);
    expect((await user.client.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'brand-new-pass' })).error,
    ).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code,
    ).toBe('invalid_credentials');
    // A password change ends every other session, as GoTrue does.
    expect(await refreshWorks(other.refresh_token)).toBe(false);
  });
  // Email changes (mailed confirmations) are in auth-email-change.test.ts.
});

describe('auth: sign-out scopes', () => {
  it('local ends only this session', async () => {
    const user = await signedInUser();
    const here = await signInElsewhere(user.email, user.password);
    const there = await signInElsewhere(user.email, user.password);
    const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await client.auth.setSession(here);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await refreshWorks(here.refresh_token)).toBe(false);
    expect(await refreshWorks(there.refresh_token)).toBe(true);
  });

  it('others ends every session but this one; global ends them all', async () => {
    const user = await signedInUser();
    const mine = await signInElsewhere(user.email, user.password);
    const other = await signInElsewhere(user.email, user.password);
    const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await client.auth.setSession(mine);
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await refreshWorks(other.refresh_token)).toBe(false);
    const { data } = await client.auth.getSession();
    expect(data.session).not.toBeNull();

    const third = await signInElsewhere(user.email, user.password);
    expect((await client.auth.signOut()).error).toBeNull();
    expect(await refreshWorks(third.refresh_token)).toBe(false);
    const res = await authFetch('/user', { headers: { authorization: `Bearer ${mine.access_token}` } });
    expect(res.status).toBe(403);
  });

  it('answers 204 and refuses an unknown scope', async () => {
    const user = await signedInUser();
    const bad = await authFetch('/logout?scope=everyone', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    const ok = await authFetch('/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(ok.status).toBe(204);
  });
});
