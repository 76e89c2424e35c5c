import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, follow, fragment, linkIn, mailsTo, otherCode, waitForMails } from '../support/mailpit.ts';
import { ADULT, anonClient, dbClient, stackEnv, uniqueEmail } from '../support/stack-env.ts';

// The project's own mode (`[auth.email] enable_confirmations = true`): a sign-up is a user without a
// session until the mailed link (or code) confirms the address.
let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

const pkceClient = () =>
  createClient(stackEnv().apiUrl, stackEnv().anonKey, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

const REDIRECT = 'http://127.0.0.1:5173/welcome';

describe('auth with email confirmations on', () => {
  it('signs up without a session and mails a confirmation link; the account cannot sign in until confirmed', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { name: 'Cy', ...ADULT }, emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'password-123' })).error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const [mail] = await waitForMails(email);
    expect(mail?.Subject).toBe('Confirm your email address');
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    const location = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const hash = fragment(location);
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('access_token')).toBeTruthy();
    // The link signs the user in: its session works as it is.
    const linked = anonClient();
    await linked.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    expect((await linked.auth.getUser()).data.user?.email).toBe(email);

    const signedIn = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ name: 'Cy', email_verified: true });
    const claims = claimsOf(signedIn.data.session?.access_token ?? '');
    expect(claims).toMatchObject({ sub: signedIn.data.user?.id, email, aal: 'aal1', role: 'authenticated' });
    expect(claims.amr[0].method).toBe('password');
  });

  it('answers a second signup for a confirmed email with an obfuscated user without identities, and mails nothing', async () => {
    const email = uniqueEmail('taken');
    await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    await follow(linkIn((await waitForMails(email))[0]));
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'other-password',
      options: { data: { x: 1 } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.user_metadata).toEqual({ x: 1 });
    const real = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    expect(data.user?.id).not.toBe(real.rows[0]?.id);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('re-sends the confirmation for an unconfirmed email, but not twice within a second', async () => {
    const email = uniqueEmail('again');
    const first = await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    const tooSoon = await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    const resent = await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    expect(resent.error).toBeNull();
    expect(resent.data.user?.id).toBe(first.data.user?.id);
    expect(resent.data.user?.identities).toHaveLength(1);
    const mails = await waitForMails(email, 2);
    // Only the newest link still works.
    expect(fragment(await follow(linkIn(mails[1]))).get('error_code')).toBe('otp_expired');
    expect(fragment(await follow(linkIn(mails[0]))).get('access_token')).toBeTruthy();
  });

  it('resends the confirmation through auth.resend, and quietly does nothing for a confirmed address', async () => {
    const email = uniqueEmail('resend');
    await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await waitForMails(email, 2);
    await follow(linkIn(mails[0]));
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('confirms with the mailed code (type email) instead of the link; a wrong code is refused', async () => {
    const email = uniqueEmail('code');
    await anonClient().auth.signUp({ email, password: 'password-123', options: { data: ADULT } });
    const code = codeIn((await waitForMails(email))[0]);
    const wrong = await anonClient().auth.verifyOtp({
      email,
      token: otherCode(code),
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await anonClient().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('confirms a PKCE signup with ?code= exchanged by the same client', async () => {
    const email = uniqueEmail('pkce');
    const c = pkceClient();
    expect(
      (await c.auth.signUp({ email, password: 'password-123', options: { data: ADULT, emailRedirectTo: REDIRECT } }))
        .error,
    ).toBeNull();
    const location = await follow(linkIn((await waitForMails(email))[0]));
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('reports the mode in /settings', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/auth/v1/settings`, { headers: { apikey: stackEnv().anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false, disable_signup: false });
  });
});
