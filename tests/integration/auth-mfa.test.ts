import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../support/client-address.ts';
import { anonClient, dbClient, serviceClient, signedInUser, stackEnv, type TestUser } from '../support/stack-env.ts';

// Two-factor sign-in (TOTP) through supabase-js's auth.mfa API, as an app and an attacker use it
// against hosted Supabase: GoTrue's /factors endpoints, aal/amr claims, its errors and limits.

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    aal: string;
    amr: Array<{ method: string; timestamp: number }>;
    session_id: string;
  };

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const accessTokenOf = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session?.access_token ?? '';

async function enroll(user: TestUser, friendlyName = 'Phone') {
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  if (!data || data.type !== 'totp') throw new Error('no TOTP factor enrolled');
  return data;
}

/** A user with a verified TOTP factor, signed in at aal2 on `user.client`. */
async function userWithFactor() {
  const user = await signedInUser({}, 'mfa');
  const factor = await enroll(user);
  const { error } = await user.client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret),
  });
  expect(error).toBeNull();
  return { user, factor, secret: factor.totp.secret };
}

/** The same person signing in again with their password on another device. */
async function signInAgain(user: TestUser, client = anonClient()) {
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return client;
}

describe('auth: TOTP enrolment', () => {
  it('enroll answers with the factor, a QR code data URI, the secret and the otpauth URI', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user, 'My phone');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#]*<\/svg>$/);
    // The site URL's host is the issuer when none is given, the email the account, as GoTrue writes it.
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/127.0.0.1:5173:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      algorithm: 'SHA1',
      digits: '6',
      issuer: '127.0.0.1:5173',
      period: '30',
      secret: factor.totp.secret,
    });
    // Unverified until a code proves the app has it: listed in `all`, not among the usable factors.
    const { data } = await user.client.auth.mfa.listFactors();
    expect(data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' })]);
    expect(data?.totp).toEqual([]);
    const { data: aal } = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses a friendly name used twice, an unknown factor type and an issuer of its own is kept', async () => {
    const user = await signedInUser({}, 'mfa');
    await enroll(user, 'Phone');
    const again = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await user.client.auth.mfa.enroll({ factorType: 'phone', phone: '+35312345678' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const issued = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet', issuer: 'Velvet' });
    expect(issued.data?.type === 'totp' && issued.data.totp.uri).toContain('otpauth://totp/Velvet:');
  });

  it('holds at most 10 factors per user', async () => {
    const user = await signedInUser({}, 'mfa');
    for (let i = 0; i < 10; i++) await enroll(user, `Device ${i}`);
    const eleventh = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 10' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });
});

describe('auth: TOTP challenge and verify', () => {
  it('a right code verifies the factor and gives an aal2 session with totp in amr; refresh keeps it', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user);
    const before = claimsOf(await accessTokenOf(user.client));
    expect(before).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });

    const challenge = await user.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const expiresIn = (challenge.data?.expires_at ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const verified = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a) => a.method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBe(before.session_id);
    // supabase-js keeps the new session.
    expect(claimsOf(await accessTokenOf(user.client)).aal).toBe('aal2');

    const { data: factors } = await user.client.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Phone' }),
    ]);
    const { data: aal } = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    const refreshed = await user.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session?.access_token ?? '')).toMatchObject({ aal: 'aal2' });
  });

  it('signing in with the password gives aal1 with aal2 next, until the code is entered', async () => {
    const { user, factor, secret } = await userWithFactor();
    const device = await signInAgain(user);
    const { data: aal } = await device.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(aal?.currentAuthenticationMethods).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const { data: list } = await device.auth.mfa.listFactors();
    expect(list?.totp.map((f) => f.id)).toEqual([factor.id]);
    const { error } = await device.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret, 1) });
    expect(error).toBeNull();
    const { data: after } = await device.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('a wrong code is refused and the factor stays unverified', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user);
    const right = codeFor(factor.totp.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const { error } = await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: wrong });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const empty = await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(claimsOf(await accessTokenOf(user.client)).aal).toBe('aal1');
    const { data } = await user.client.auth.mfa.listFactors();
    expect(data?.all[0]?.status).toBe('unverified');
  });

  it('a code is accepted once: replayed with a new challenge or the same one, it is refused', async () => {
    const { user, factor, secret } = await userWithFactor();
    const device = await signInAgain(user);
    const code = codeFor(secret, 1);
    const challenge = await device.auth.mfa.challenge({ factorId: factor.id });
    const first = await device.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code });
    expect(first.error).toBeNull();

    const thief = await signInAgain(user);
    const replay = await thief.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The code used to enrol (an earlier step) is spent too.
    const older = await thief.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) });
    expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const sameChallenge = await thief.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code,
    });
    expect(sameChallenge.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    expect(claimsOf(await accessTokenOf(thief)).aal).toBe('aal1');
  });

  it('an expired challenge is refused and removed', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user);
    const challenge = await user.client.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge.data?.id ?? '';
    await db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [
      challengeId,
    ]);
    const late = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const again = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const unknown = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: randomUUID(),
      code: codeFor(factor.totp.secret),
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });

  it('a challenge is verified only from the address that asked for it', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user);
    const challenge = await user.client.auth.mfa.challenge({ factorId: factor.id });
    const { apiUrl, anonKey } = stackEnv();
    const elsewhere = await fetchFrom('127.0.0.61')(`${apiUrl}/auth/v1/factors/${factor.id}/verify`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_id: challenge.data?.id, code: codeFor(factor.totp.secret) }),
    });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ code: 'mfa_ip_address_mismatch' });
  });

  it('verifying ends the same user’s other sessions still at aal1', async () => {
    const user = await signedInUser({}, 'mfa');
    const other = await signInAgain(user);
    const factor = await enroll(user);
    const otherToken = await accessTokenOf(other);
    await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    const { apiUrl, anonKey } = stackEnv();
    const res = await fetch(`${apiUrl}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${otherToken}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    // supabase-js on that device then finds itself signed out.
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('auth: TOTP unenrolment and assurance', () => {
  it('a verified factor is removed only from an aal2 session; the session then drops to aal1', async () => {
    const { user, factor, secret } = await userWithFactor();
    const device = await signInAgain(user);
    const early = await device.auth.mfa.unenroll({ factorId: factor.id });
    expect(early.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    // A second factor also needs aal2 once one is verified.
    const second = await device.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    await device.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret, 1) });
    const removed = await device.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const { data: list } = await device.auth.mfa.listFactors();
    expect(list?.all).toEqual([]);
    const refreshed = await device.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '')).toMatchObject({ aal: 'aal1' });
    expect(claimsOf(refreshed.data.session?.access_token ?? '').amr.map((a) => a.method)).toEqual(['password']);
    const fresh = await signInAgain(user);
    const { data: aal } = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  // Calls without a session: auth-mfa-upstream.test.ts (upstream's four "… without session" cases, straight
  // at the auth service and through the gateway).

  it('an unverified factor is removed from an aal1 session', async () => {
    const user = await signedInUser({}, 'mfa');
    const factor = await enroll(user);
    const { error } = await user.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
  });

  it('another user can neither challenge, verify nor remove my factor', async () => {
    const { user, factor, secret } = await userWithFactor();
    const attacker = await signedInUser({}, 'mfa-attacker');
    const challenge = await attacker.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const mine = await user.client.auth.mfa.challenge({ factorId: factor.id });
    const verify = await attacker.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: mine.data?.id ?? '',
      code: codeFor(secret, 1),
    });
    expect(verify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const remove = await attacker.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(remove.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const notUuid = await attacker.client.auth.mfa.unenroll({ factorId: 'not-a-factor' });
    expect(notUuid.error).toMatchObject({ status: 404, code: 'validation_failed' });
    expect((await user.client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    // Nobody reads the factors' table through the API.
    const { count } = await attacker.client
      .schema('auth' as 'public')
      .from('mfa_factors')
      .select('*', { count: 'exact' });
    expect(count ?? 0).toBe(0);
  });

  it('the admin API lists and deletes a user’s factors; deleting the user removes them', async () => {
    const { user, factor } = await userWithFactor();
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    const deleted = await admin.deleteFactor({ userId: user.id, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([]);

    const { user: gone } = await userWithFactor();
    expect((await serviceClient().auth.admin.deleteUser(gone.id)).error).toBeNull();
    const { rows } = await db.query('select 1 from auth.mfa_factors where user_id = $1', [gone.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('auth: MFA rate limits', () => {
  it('challenge and verify are limited per address like GoTrue (burst of 30, then 429)', async () => {
    // Its own address, so the limit spent here does not touch the other suites' 127.0.0.1.
    const { apiUrl, anonKey } = stackEnv();
    const client = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFrom('127.0.0.62') },
    });
    const user = await signedInUser({}, 'mfa');
    await signInAgain(user, client);
    const factor = await enroll({ ...user, client });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: randomUUID(),
        code: '000000',
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await client.auth.mfa.verify({ factorId: factor.id, challengeId: randomUUID(), code: '000000' });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Other addresses are not affected.
    const { error } = await user.client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toBeNull();
  });
});
