import { readFile } from 'node:fs/promises';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/stack-env.ts';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// A second stack of our own: the project's config with `[auth.email] enable_confirmations = true`.
let temp: TempStack;
let db: pg.Client;

beforeAll(async () => {
  const config = await readFile('supabase/config.toml', 'utf8');
  const confirming = config.replace(/enable_confirmations\s*=\s*false/, 'enable_confirmations = true');
  expect(confirming).toContain('enable_confirmations = true');
  // With confirmations on every sign-up sends mail, past email_sent's 2 per hour: limits relaxed (test-only).
  temp = await startTempStack(
    { copyRepoSupabase: true, configToml: confirming },
    { authRateLimits: RELAXED_AUTH_RATE_LIMITS },
  );
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await temp?.dispose();
});

const client = (flowType: 'implicit' | 'pkce' = 'implicit') => {
  const options: SupabaseClientOptions<'public'> = {
    auth: { flowType, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  };
  return createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, options);
};

interface Mail {
  Subject: string;
  HTML: string;
  Text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const list = await (
    await fetch(`${temp.stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)
  ).json();
  const out: Mail[] = [];
  for (const m of list.messages as Array<{ ID: string }>)
    out.push(await (await fetch(`${temp.stack.mailUrl}/api/v1/message/${m.ID}`)).json());
  return out;
}

const linkIn = (mail: Mail | undefined) =>
  (/href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(mail?.HTML ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
const codeIn = (mail: Mail | undefined) => /\b(\d{8})\b/.exec(mail?.Text ?? '')?.[1] ?? '';

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

const REDIRECT = 'http://127.0.0.1:5173/welcome';

describe('auth with email confirmations on', () => {
  it('signs up without a session and mails a confirmation link; the account cannot sign in until confirmed', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await client().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { name: 'Cy' }, emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await client().auth.signInWithPassword({ email, password: 'password-123' })).error?.code).toBe(
      'email_not_confirmed',
    );

    const [mail] = await mailsTo(email);
    expect(mail?.Subject).toBe('Confirm your email address');
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    const location = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('access_token')).toBeTruthy();

    const signedIn = await client().auth.signInWithPassword({ email, password: 'password-123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ name: 'Cy', email_verified: true });
  });

  it('answers a second signup for a confirmed email with an obfuscated user without identities, and mails nothing', async () => {
    const email = uniqueEmail('taken');
    await client().auth.signUp({ email, password: 'password-123' });
    await follow(linkIn((await mailsTo(email))[0]));
    const { data, error } = await client().auth.signUp({
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
    const first = await client().auth.signUp({ email, password: 'password-123' });
    const tooSoon = await client().auth.signUp({ email, password: 'password-123' });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    const resent = await client().auth.signUp({ email, password: 'password-123' });
    expect(resent.error).toBeNull();
    expect(resent.data.user?.id).toBe(first.data.user?.id);
    expect(resent.data.user?.identities).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // Only the newest link still works.
    const stale = new URLSearchParams((await follow(linkIn(mails[1]))).hash.slice(1));
    expect(stale.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams((await follow(linkIn(mails[0]))).hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('resends the confirmation through auth.resend, and quietly does nothing for a confirmed address', async () => {
    const email = uniqueEmail('resend');
    await client().auth.signUp({ email, password: 'password-123' });
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    await follow(linkIn(mails[0]));
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [
      email,
    ]);
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('confirms with the 6-digit code (type email) instead of the link', async () => {
    const email = uniqueEmail('code');
    await client().auth.signUp({ email, password: 'password-123' });
    const code = codeIn((await mailsTo(email))[0]);
    const { data, error } = await client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('confirms a PKCE signup with ?code= exchanged by the same client', async () => {
    const email = uniqueEmail('pkce');
    const c = client('pkce');
    expect(
      (await c.auth.signUp({ email, password: 'password-123', options: { emailRedirectTo: REDIRECT } })).error,
    ).toBeNull();
    const location = await follow(linkIn((await mailsTo(email))[0]));
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('changes the email only after the new address confirms', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const c = client();
    await c.auth.signUp({ email, password: 'password-123' });
    await c.auth.verifyOtp({ email, token: codeIn((await mailsTo(email))[0]), type: 'signup' });
    const { data, error } = await c.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const [mail] = await mailsTo(newEmail);
    expect(mail?.Subject).toBe('Confirm your new email address');
    await follow(linkIn(mail));
    expect((await client().auth.signInWithPassword({ email: newEmail, password: 'password-123' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'password-123' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('reports the mode in /settings', async () => {
    const res = await fetch(`${temp.stack.apiUrl}/auth/v1/settings`, { headers: { apikey: temp.stack.keys.anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false, disable_signup: false });
  });
});
