import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, follow, fragment, linkIn, otherCode, waitForMails } from '../support/mailpit.ts';
import { anonClient, dbClient, signedInUser, stackEnv, uniqueEmail } from '../support/stack-env.ts';

// `[auth.email] double_confirm_changes = true` with confirmations on (the project's mode): an email
// change waits for a confirmation from the current and from the new address, each with its own token.
const SETTINGS = 'http://127.0.0.1:5173/settings';
const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

const signIn = (email: string, password: string) => anonClient().auth.signInWithPassword({ email, password });

/** The two mails of one change: the one to the current address and the one to the new. */
async function changeMails(current: string, next: string) {
  const [toCurrent] = await waitForMails(current);
  const [toNew] = await waitForMails(next);
  return { toCurrent, toNew };
}

describe('auth: email change confirmed from both addresses', () => {
  it('changes nothing until both links are followed, then the new address signs in and the old one does not', async () => {
    const user = await signedInUser();
    const next = uniqueEmail('moved');
    const { data, error } = await user.client.auth.updateUser({ email: next }, { emailRedirectTo: SETTINGS });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: next });
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const { toCurrent, toNew } = await changeMails(user.email, next);
    expect(toCurrent?.Subject).toBe('Confirm your new email address');
    expect(toNew?.Subject).toBe('Confirm your new email address');
    expect(toNew?.Text).toContain(`from ${user.email} to ${next}`);
    const [currentLink, newLink] = [linkIn(toCurrent), linkIn(toNew)];
    expect(new URL(currentLink).searchParams.get('type')).toBe('email_change');
    expect(new URL(currentLink).searchParams.get('token')).not.toBe(new URL(newLink).searchParams.get('token'));
    expect(codeIn(toCurrent)).not.toBe('');

    expect((await signIn(next, user.password)).error?.code).toBe('invalid_credentials');

    // The first confirmation only records itself: no session, the address is unchanged.
    const first = await follow(currentLink);
    expect(`${first.origin}${first.pathname}`).toBe(SETTINGS);
    expect(Object.fromEntries(fragment(first))).toEqual({ message: SINGLE, sb: '' });
    expect((await user.client.auth.getUser()).data.user).toMatchObject({ email: user.email, new_email: next });
    expect((await signIn(next, user.password)).error?.code).toBe('invalid_credentials');
    // A link works once.
    expect(fragment(await follow(currentLink)).get('error_code')).toBe('otp_expired');

    const second = fragment(await follow(newLink));
    expect(second.get('type')).toBe('email_change');
    expect(second.get('access_token')).toBeTruthy();
    const moved = await signIn(next, user.password);
    expect(moved.error).toBeNull();
    expect(moved.data.user?.id).toBe(user.id);
    expect(moved.data.user?.new_email).toBeUndefined();
    expect(moved.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: next, email_verified: true });
    expect((await signIn(user.email, user.password)).error?.code).toBe('invalid_credentials');
  });

  it('a stolen access token alone cannot move the account to the thief’s address', async () => {
    const victim = await signedInUser({}, 'victim');
    const thiefAddress = uniqueEmail('thief');
    // The thief calls the API with nothing but the victim's access token.
    const res = await fetch(`${stackEnv().apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stackEnv().anonKey,
        authorization: `Bearer ${victim.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: thiefAddress }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: victim.email, new_email: thiefAddress });

    // The thief confirms from their own mailbox, by link and by code: still only one of two.
    const [toThief] = await waitForMails(thiefAddress);
    const byCode = await anonClient().auth.verifyOtp({
      email: thiefAddress,
      token: codeIn(toThief),
      type: 'email_change',
    });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session).toBeNull();
    expect(fragment(await follow(linkIn(toThief))).get('error_code')).toBe('otp_expired');

    expect((await signIn(thiefAddress, victim.password)).error?.code).toBe('invalid_credentials');
    const { data } = await victim.client.auth.getUser();
    expect(data.user?.email).toBe(victim.email);
    expect((await signIn(victim.email, victim.password)).error).toBeNull();
    // The victim was told, at the address they still own.
    const [toVictim] = await waitForMails(victim.email);
    expect(toVictim?.Text).toContain(thiefAddress);
  });

  it('confirms with the two mailed codes: the first answers GoTrue’s message, the second signs in', async () => {
    const user = await signedInUser();
    const next = uniqueEmail('coded');
    await user.client.auth.updateUser({ email: next });
    const { toCurrent, toNew } = await changeMails(user.email, next);
    const first = await fetch(`${stackEnv().apiUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stackEnv().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: user.email, token: codeIn(toCurrent) }),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: SINGLE, code: '200' });
    const wrong = await anonClient().auth.verifyOtp({
      email: next,
      token: otherCode(codeIn(toNew)),
      type: 'email_change',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const second = await anonClient().auth.verifyOtp({ email: next, token: codeIn(toNew), type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(next);
  });

  it('refuses an address another account has, and a second request inside the send interval', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const taken = await user.client.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await user.client.auth.updateUser({ email: uniqueEmail('one') })).error).toBeNull();
    const tooSoon = await user.client.auth.updateUser({ email: uniqueEmail('two') });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('resend mails both addresses again and only the newest links count', async () => {
    const user = await signedInUser();
    const next = uniqueEmail('resent');
    await user.client.auth.updateUser({ email: next });
    const before = await changeMails(user.email, next);
    // Past the 1 s send interval, as if the user had waited before pressing "resend".
    await db.query(`update auth.users set email_change_sent_at = now() - interval '2 seconds' where id = $1`, [
      user.id,
    ]);
    expect((await anonClient().auth.resend({ type: 'email_change', email: user.email })).error).toBeNull();
    const [toCurrent] = await waitForMails(user.email, 2);
    const [toNew] = await waitForMails(next, 2);
    expect(fragment(await follow(linkIn(before.toNew))).get('error_code')).toBe('otp_expired');
    expect(fragment(await follow(linkIn(toCurrent))).get('message')).toBe(SINGLE);
    expect(fragment(await follow(linkIn(toNew))).get('access_token')).toBeTruthy();
    expect((await signIn(next, user.password)).error).toBeNull();
  });

  it('works in the PKCE flow: the first link answers ?message=, the second ?code= for the same client', async () => {
    const user = await signedInUser();
    const client = createClient(stackEnv().apiUrl, stackEnv().anonKey, {
      auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const next = uniqueEmail('pkce');
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: SETTINGS })).error).toBeNull();
    const { toCurrent, toNew } = await changeMails(user.email, next);
    expect(new URL(linkIn(toNew)).searchParams.get('token')).toMatch(/^pkce_/);
    expect((await follow(linkIn(toNew))).searchParams.get('message')).toBe(SINGLE);
    const code = (await follow(linkIn(toCurrent))).searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(next);
  });
});
