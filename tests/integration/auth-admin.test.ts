import { describe, expect, it } from 'vitest';
import { follow, fragment, linkIn, mailsTo, waitForMails } from '../support/mailpit.ts';
import { ADULT, anonClient, serviceClient, signedInUser, stackEnv, uniqueEmail } from '../support/stack-env.ts';

const admin = () => serviceClient().auth.admin;

/** A raw admin call with the given bearer (anon key or a user's token), to see exactly what a non-admin gets. */
function adminFetch(path: string, bearer: string, init: RequestInit = {}) {
  const env = stackEnv();
  return fetch(`${env.apiUrl}/auth/v1/admin${path}`, {
    ...init,
    headers: { apikey: env.anonKey, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });
}

async function createConfirmed(metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail('admin');
  const { data, error } = await admin().createUser({
    email,
    password: 'admin-pass-1',
    email_confirm: true,
    user_metadata: { ...ADULT, ...metadata },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user;
}

describe('auth admin: who may call it', () => {
  it('refuses the anon key and a signed-in user with 403 not_admin', async () => {
    const user = await signedInUser();
    for (const bearer of [stackEnv().anonKey, user.accessToken]) {
      for (const [path, method] of [
        ['/users', 'GET'],
        ['/users', 'POST'],
        [`/users/${user.id}`, 'GET'],
        [`/users/${user.id}`, 'PUT'],
        [`/users/${user.id}`, 'DELETE'],
        ['/generate_link', 'POST'],
      ] as const) {
        const res = await adminFetch(path, bearer, { method, body: method === 'GET' ? undefined : '{}' });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
      }
    }
    const invited = uniqueEmail('uninvited');
    const inviteAsUser = await user.client.auth.admin.inviteUserByEmail(invited);
    expect(inviteAsUser.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await mailsTo(invited)).toHaveLength(0);
    const viaAnonClient = await anonClient().auth.admin.listUsers();
    expect(viaAnonClient.error).toMatchObject({ status: 403, code: 'not_admin' });
    // The user is untouched by all of that.
    expect((await admin().getUserById(user.id)).data.user?.id).toBe(user.id);
  });
});

describe('auth admin: users', () => {
  it('creates a confirmed user who can sign in, and refuses a duplicate email', async () => {
    const user = await createConfirmed({ name: 'Made by admin' });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ name: 'Made by admin', email_verified: true });
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email ?? '', password: 'admin-pass-1' })).error,
    ).toBeNull();
    const dup = await admin().createUser({ email: user.email, password: 'whatever-1' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('creates an unconfirmed user when email_confirm is not set', async () => {
    const email = uniqueEmail('pending');
    const { data } = await admin().createUser({ email, password: 'admin-pass-1', user_metadata: ADULT });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'admin-pass-1' })).error?.code).toBe(
      'email_not_confirmed',
    );
  });

  it('lists users with pagination headers', async () => {
    await createConfirmed();
    await createConfirmed();
    const { data: listed, error } = await admin().listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    const data = listed as { users: unknown[]; aud: string; total: number; nextPage: number | null };
    expect(data.users).toHaveLength(1);
    expect(data.aud).toBe('authenticated');
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.nextPage).toBe(2);
  });

  it('refuses page and per_page values GoTrue cannot parse, as GoTrue does', async () => {
    const negative = await admin().listUsers({ page: -1, perPage: 10 });
    expect(negative.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    for (const query of ['page=1.5', 'per_page=-5', 'per_page=ten', 'page=99999999999999999999']) {
      const res = await adminFetch(`/users?${query}`, stackEnv().serviceRoleKey);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await admin().listUsers({ page: 2, perPage: 1 })).error).toBeNull();
  });

  it('gets, updates and deletes a user by id; unknown ids are 404', async () => {
    const user = await createConfirmed({ keep: true });
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(user.email);
    const missing = await admin().getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    for (const bad of ['not-a-uuid', '%zz']) {
      expect((await adminFetch(`/users/${bad}`, stackEnv().serviceRoleKey)).status).toBe(404);
    }

    const updated = await admin().updateUserById(user.id, {
      password: 'changed-pass-1',
      user_metadata: { role: 'creator' },
      app_metadata: { plan: 'pro' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ keep: true, role: 'creator' });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'pro' });
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email ?? '', password: 'changed-pass-1' })).error,
    ).toBeNull();

    const banned = await admin().updateUserById(user.id, { ban_duration: '1h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email ?? '', password: 'changed-pass-1' })).error?.code,
    ).toBe('user_banned');

    expect((await admin().deleteUser(user.id)).error).toBeNull();
    expect((await admin().getUserById(user.id)).error?.code).toBe('user_not_found');
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email ?? '', password: 'changed-pass-1' })).error?.code,
    ).toBe('invalid_credentials');
  });
});

describe('auth admin: invite', () => {
  it('mails an invite whose link confirms and signs the user in; the user then sets a password', async () => {
    const email = uniqueEmail('invited');
    const redirectTo = 'http://127.0.0.1:5173/';
    const { data, error } = await admin().inviteUserByEmail(email, { data: { name: 'Invitee', ...ADULT }, redirectTo });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Invitee' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const [mail] = await waitForMails(email);
    expect(mail?.Subject).toBe("You've been invited");
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const location = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const hash = fragment(location);
    expect(hash.get('type')).toBe('invite');
    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: 'chosen-pass-1' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'chosen-pass-1' })).error).toBeNull();
    // The link worked once.
    expect(fragment(await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('refuses an address that already has a confirmed account, and mails it nothing', async () => {
    const user = await createConfirmed();
    const { error } = await admin().inviteUserByEmail(user.email ?? '');
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await mailsTo(user.email ?? '')).toHaveLength(0);
  });
});

describe('auth admin: generate_link', () => {
  it('returns a recovery link and hashed token without sending mail; the token hash verifies once', async () => {
    const user = await createConfirmed();
    const { data, error } = await admin().generateLink({
      type: 'recovery',
      email: user.email ?? '',
      options: { redirectTo: 'http://127.0.0.1:5173/reset-password' },
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: 'http://127.0.0.1:5173/reset-password',
    });
    expect(data.properties?.email_otp).toMatch(/^\d{8}$/); // otp_length = 8 in config.toml
    expect(data.properties?.action_link).toContain(
      `/auth/v1/verify?token=${data.properties?.hashed_token}&type=recovery`,
    );
    const mails = await (
      await fetch(`${stackEnv().mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${user.email}"`)}`)
    ).json();
    expect(mails.messages).toHaveLength(0);

    const verified = await anonClient().auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    const again = await anonClient().auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('creates an unconfirmed user for a signup link, which the link confirms', async () => {
    const email = uniqueEmail('linked');
    const { data } = await admin().generateLink({
      type: 'signup',
      email,
      password: 'signup-pass-1',
      options: { data: ADULT },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const res = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' });
    expect(res.status).toBe(303);
    const hash = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('type')).toBe('signup');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'signup-pass-1' })).error).toBeNull();
  });

  it('refuses a recovery link for an unknown email and an unknown link type', async () => {
    const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const res = await adminFetch('/generate_link', stackEnv().serviceRoleKey, {
      method: 'POST',
      body: JSON.stringify({ type: 'teleport', email: uniqueEmail() }),
    });
    expect(res.status).toBe(400);
  });
});
