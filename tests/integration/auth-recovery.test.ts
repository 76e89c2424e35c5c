import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, signedInUser, stackEnv, uniqueEmail } from '../support/stack-env.ts';
import { codeIn } from '../support/mailpit.ts';

const APP = 'http://127.0.0.1:5173';
const RESET_URL = `${APP}/reset-password`;

interface Mail {
  ID: string;
  Subject: string;
  HTML: string;
  Text: string;
}

/** Waits for the newest mail to `email` through the Mailpit API, as a test against `supabase start` would. */
async function mailTo(email: string): Promise<Mail> {
  const { mailUrl } = stackEnv();
  const deadline = Date.now() + 5000;
  for (;;) {
    const res = await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`);
    const list = (await res.json()) as { messages: Array<{ ID: string }> };
    const id = list.messages[0]?.ID;
    if (id) return (await (await fetch(`${mailUrl}/api/v1/message/${id}`)).json()) as Mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const verifyLink = (mail: Mail) => {
  const m = /href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(mail.HTML);
  if (!m?.[1]) throw new Error('no verify link in mail');
  return m[1].replace(/&amp;/g, '&');
};

/** Follows the mail's link the way a browser's first hop does, without following the redirect. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

const pkceClient = () =>
  createClient(stackEnv().apiUrl, stackEnv().anonKey, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

describe('auth: password recovery (implicit flow)', () => {
  it('mails a link whose 303 carries a recovery session in the fragment; the session can set a new password', async () => {
    const user = await signedInUser();
    const sent = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: RESET_URL });
    expect(sent).toEqual({ data: {}, error: null });
    const mail = await mailTo(user.email);
    expect(mail.Subject).toBe('Reset your password');
    expect(codeIn(mail)).toMatch(/^\d{8}$/);
    const link = new URL(verifyLink(mail));
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_URL);

    const location = await follow(link.toString());
    expect(`${location.origin}${location.pathname}`).toBe(RESET_URL);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');
    expect(hash.has('sb')).toBe(true);

    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-pass' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'recovered-pass' })).error,
    ).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code,
    ).toBe('invalid_credentials');

    // The link is single-use: a second visit lands on the app with GoTrue's error fragment.
    const again = await follow(link.toString());
    const err = new URLSearchParams(again.hash.slice(1));
    expect(err.get('error')).toBe('access_denied');
    expect(err.get('error_code')).toBe('otp_expired');
    expect(err.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await anonClient().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    const list = await (
      await fetch(`${stackEnv().mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)
    ).json();
    expect(list.messages).toHaveLength(0);
  });

  it('refuses a second mail inside the 1 s send interval', async () => {
    const user = await signedInUser();
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const second = await anonClient().auth.resetPasswordForEmail(user.email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('keeps allowed redirect targets (site, loopback) and replaces others with site_url', async () => {
    const allowed = await signedInUser();
    await anonClient().auth.resetPasswordForEmail(allowed.email, { redirectTo: 'http://127.0.0.1:9999/callback' });
    expect(new URL(verifyLink(await mailTo(allowed.email))).searchParams.get('redirect_to')).toBe(
      'http://127.0.0.1:9999/callback',
    );

    const refused = await signedInUser();
    await anonClient().auth.resetPasswordForEmail(refused.email, { redirectTo: 'https://evil.example/steal' });
    const link = verifyLink(await mailTo(refused.email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(APP);
    expect((await follow(link)).origin).toBe(APP);
  });

  it('verifies the 6-digit code from the mail, and refuses a wrong one', async () => {
    const user = await signedInUser();
    await anonClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn(await mailTo(user.email));
    const wrong = await anonClient().auth.verifyOtp({
      email: user.email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const ok = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.id).toBe(user.id);
    const reused = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('refuses a link with an unknown token on GET /verify with an error redirect', async () => {
    const link = `${stackEnv().apiUrl}/auth/v1/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent(RESET_URL)}`;
    const location = await follow(link);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});

describe('auth: password recovery (PKCE flow)', () => {
  it('redirects with ?code= that only the requesting client can exchange, once', async () => {
    const user = await signedInUser();
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: RESET_URL })).error).toBeNull();
    const link = verifyLink(await mailTo(user.email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const location = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(RESET_URL);
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // Someone else with the code but not the verifier gets nothing.
    const stranger = await fetch(`${stackEnv().apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stackEnv().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ code: 'bad_code_verifier' });

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.id);
    // auth-js remembers it started a recovery, so the app gets PASSWORD_RECOVERY.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect((await client.auth.updateUser({ password: 'pkce-new-pass' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'pkce-new-pass' })).error,
    ).toBeNull();

    const replay = await fetch(`${stackEnv().apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stackEnv().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('auth: email sign-in links (OTP)', () => {
  it('mails a sign-in link to a known user, and refuses unknown addresses when it may not create users', async () => {
    const user = await signedInUser();
    expect(
      (await anonClient().auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } })).error,
    ).toBeNull();
    const mail = await mailTo(user.email);
    expect(mail.Subject).toBe('Your sign-in link');
    const hash = new URLSearchParams((await follow(verifyLink(mail))).hash.slice(1));
    expect(hash.get('type')).toBe('magiclink');
    expect(hash.get('access_token')).toBeTruthy();

    const stranger = await anonClient().auth.signInWithOtp({
      email: uniqueEmail('stranger'),
      options: { shouldCreateUser: false },
    });
    expect(stranger.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
