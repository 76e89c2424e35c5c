import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../stack/keys.ts';
import { codeIn, otherCode, waitForMails } from '../support/mailpit.ts';
import { anonClient, dbClient, signedInUser, stackEnv, type TestUser } from '../support/stack-env.ts';

// `[auth.email] secure_password_change = true`, as GoTrue applies it: a password change needs the
// mailed reauthentication code (`nonce`) when the session began more than 24 hours ago, or when the
// token belongs to no session. A recent sign-in is proof enough, as on hosted Supabase.
let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Moves the user's current session's sign-in 25 hours into the past (as if the tab had stayed open). */
async function ageSession(user: TestUser) {
  const sessionId = claimsOf(user.accessToken).session_id as string;
  await db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sessionId]);
}

const signsIn = async (email: string, password: string) =>
  (await anonClient().auth.signInWithPassword({ email, password })).error === null;

/** Asks for a code and returns it from the mail catcher. */
async function reauthenticate(user: TestUser, mailsBefore = 0) {
  const { error } = await user.client.auth.reauthenticate();
  expect(error).toBeNull();
  const [mail] = await waitForMails(user.email, mailsBefore + 1);
  return { mail, code: codeIn(mail) };
}

describe('auth: reauthentication for a password change', () => {
  it('mails the signed-in user a verification code', async () => {
    const user = await signedInUser();
    const { mail, code } = await reauthenticate(user);
    expect(code).toMatch(/^\d{6,10}$/);
    expect(mail?.Subject).toBe(`${code} is your verification code`);
    const { data } = await user.client.auth.getUser();
    expect(data.user).toHaveProperty('reauthentication_sent_at', expect.any(String));
    // One code per send interval, like every other auth mail.
    expect((await user.client.auth.reauthenticate()).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  it('is a GET that needs a signed-in user', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const anon = await fetch(`${apiUrl}/auth/v1/reauthenticate`, { headers: { apikey: anonKey } });
    // The gateway hands the anon key on as the bearer, as Kong does: a token for nobody.
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const user = await signedInUser();
    const post = await fetch(`${apiUrl}/auth/v1/reauthenticate`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    expect(post.status).toBe(405);
  });

  it('a session older than 24 h changes the password only with the right, fresh nonce', async () => {
    const user = await signedInUser();
    await ageSession(user);
    const missing = await user.client.auth.updateUser({ password: 'without-a-code' });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    // Without a code ever sent, any nonce is refused.
    const unsent = await user.client.auth.updateUser({ password: 'guessed-code', nonce: '12345678' });
    expect(unsent.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    const { code } = await reauthenticate(user);
    const wrong = otherCode(code);
    const refused = await user.client.auth.updateUser({ password: 'wrong-code-pass', nonce: wrong });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect(await signsIn(user.email, 'wrong-code-pass')).toBe(false);

    const { error } = await user.client.auth.updateUser({ password: 'right-code-pass', nonce: code });
    expect(error).toBeNull();
    expect(await signsIn(user.email, 'right-code-pass')).toBe(true);
    expect(await signsIn(user.email, user.password)).toBe(false);

    // The code is spent: it cannot change the password again.
    const again = await user.client.auth.updateUser({ password: 'second-change', nonce: code });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('refuses an expired nonce', async () => {
    const user = await signedInUser();
    await ageSession(user);
    const { code } = await reauthenticate(user);
    await db.query(`update auth.users set reauthentication_sent_at = now() - interval '2 hours' where id = $1`, [
      user.id,
    ]);
    const expired = await user.client.auth.updateUser({ password: 'too-late-pass', nonce: code });
    expect(expired.error?.code).toBe('reauthentication_not_valid');
    expect(await signsIn(user.email, user.password)).toBe(true);
  });

  it('a token that belongs to no session always needs the nonce', async () => {
    const user = await signedInUser();
    const claims = claimsOf(user.accessToken);
    delete claims.session_id;
    const sessionless = signJwt(claims, stackEnv().jwtSecret);
    const put = (body: object) =>
      fetch(`${stackEnv().apiUrl}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: stackEnv().anonKey,
          authorization: `Bearer ${sessionless}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const refused = await put({ password: 'no-session-pass' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'reauthentication_needed' });
    const { code } = await reauthenticate(user);
    expect((await put({ password: 'no-session-pass', nonce: code })).status).toBe(200);
    expect(await signsIn(user.email, 'no-session-pass')).toBe(true);
  });

  it('a session that signed in within 24 h changes the password without a nonce (GoTrue’s rule)', async () => {
    const user = await signedInUser();
    expect((await user.client.auth.updateUser({ password: 'recent-session-pass' })).error).toBeNull();
    expect(await signsIn(user.email, 'recent-session-pass')).toBe(true);
  });
});
