// A way back in without the authenticator (issue 28, review M7): the signed-out request (the
// two-factor-recovery function), the mailed link that files it as a ticket, and the moderator's reset (the
// two-factor-reset function), against the real stack: functions, auth admin API, mail catcher, database.
// supabase/migrations/20261208022100_two_factor_recovery.sql.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../support/client-address.ts';
import { mailsTo, waitForMails, type Mail } from '../support/mailpit.ts';
import {
  anonClient,
  dbClient,
  signedInModerator,
  signedInUser,
  stackEnv,
  uniqueEmail,
  type TestUser,
} from '../support/stack-env.ts';

let db: pg.Client;
let moderator: TestUser;
beforeAll(async () => {
  db = await dbClient();
  moderator = await signedInModerator();
});
afterAll(async () => {
  await db.end();
});

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A confirmed account with a verified authenticator. */
async function withAuthenticator(prefix: string) {
  const user = await signedInUser({}, prefix);
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrolled.data?.type !== 'totp') throw new Error('no factor');
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: codeFor(enrolled.data.totp.secret),
  });
  expect(verified.error).toBeNull();
  return user;
}

/** The function as the signed-out page calls it, from `address` (each test its own network). */
async function ask(body: unknown, address = '127.0.28.1') {
  const env = stackEnv();
  const res = await fetchFrom(address)(`${env.apiUrl}/functions/v1/two-factor-recovery`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tokenIn = (mail: Mail | undefined) => {
  const link = /href="([^"]*\/two-factor-recovery\/confirm\?token=[0-9a-f]{64})"/.exec(mail?.HTML ?? '')?.[1] ?? '';
  return new URL(link.replace(/&amp;/g, '&')).searchParams.get('token') ?? '';
};

const factorsOf = async (userId: string) =>
  (await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [userId])).rowCount;

/** A confirmed request: asked, mailed, confirmed through the link. Returns its ticket. */
async function confirmedRequest(user: TestUser, address: string) {
  expect((await ask({ email: user.email, message: 'Phone fell in the sea' }, address)).status).toBe(200);
  const token = tokenIn((await waitForMails(user.email))[0]);
  expect((await ask({ token }, address)).body).toEqual({ status: 'confirmed' });
  const { rows } = await db.query<{ id: string }>(
    `select id from public.support_tickets where user_id = $1 and category = 'two_factor' order by created_at desc`,
    [user.id],
  );
  return rows[0]!.id;
}

function reset(as: TestUser, ticketId: string, reason = 'Checked ID and recent activity on a call') {
  return as.client.functions.invoke('two-factor-reset', { body: { ticket_id: ticketId, reason } });
}

describe('the signed-out request', () => {
  it('answers the same for any address, and mails a link only to an account with an authenticator', async () => {
    const protectedUser = await withAuthenticator('lost-phone');
    const plainUser = await signedInUser({}, 'no-2fa');
    const nobody = uniqueEmail('nobody');
    const answers = [];
    for (const email of [protectedUser.email.toUpperCase(), plainUser.email, nobody]) {
      const started = Date.now();
      const answer = await ask({ email, message: 'I lost my phone' }, '127.0.28.2');
      answers.push({ ...answer, slow: Date.now() - started >= 1400 });
    }
    // Identical answers, none quick enough to tell that nothing was sent.
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { requested: true }, slow: true }));

    const [mail] = await waitForMails(protectedUser.email);
    expect(mail?.From).toEqual({ Name: 'Velvet', Address: 'digest@velvet.test' });
    expect(mail?.Subject).toBe('Confirm your request to turn off two-factor authentication');
    expect(tokenIn(mail)).toMatch(/^[0-9a-f]{64}$/);
    expect(mail?.Text).toContain('If it was not you, ignore this email');
    expect(await mailsTo(plainUser.email)).toHaveLength(0);
    expect(await mailsTo(nobody)).toHaveLength(0);
    // Nothing reaches moderators before the mailbox confirms.
    const tickets = await db.query(`select 1 from public.support_tickets where user_id = $1`, [protectedUser.id]);
    expect(tickets.rowCount).toBe(0);
  });

  it('refuses a malformed address or an empty message, and a network past 10 requests an hour', async () => {
    expect(await ask({ email: 'not-an-address', message: 'hi' }, '127.0.28.3')).toMatchObject({
      status: 422,
      body: { code: 'invalid_request', message: 'Enter the email address of your account' },
    });
    expect((await ask({ email: uniqueEmail('x'), message: '   ' }, '127.0.28.3')).status).toBe(422);
    // Counted per network whatever the address (so the limit says nothing about accounts).
    await db.query(
      `insert into private.two_factor_recoveries (email, message, client_ip)
       select 'filler' || i || '@example.test', 'filler', '127.0.28.4' from generate_series(1, 10) i`,
    );
    expect(await ask({ email: uniqueEmail('late'), message: 'Lost it' }, '127.0.28.4')).toMatchObject({
      status: 429,
      body: { code: 'too_many_requests', message: 'Too many requests from your network. Try again in an hour.' },
    });
    expect((await ask({ email: uniqueEmail('elsewhere'), message: 'Lost it' }, '127.0.28.5')).status).toBe(200);
  });

  it('mails one account at most 3 links a day', async () => {
    const user = await withAuthenticator('many-asks');
    for (let i = 0; i < 4; i++)
      expect((await ask({ email: user.email, message: `try ${i}` }, '127.0.28.6')).status).toBe(200);
    await waitForMails(user.email, 3);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });
});

describe('the mailed link', () => {
  it('files the request as a two_factor ticket once; a wrong, spent or expired link files nothing', async () => {
    const user = await withAuthenticator('confirmer');
    expect((await ask({ email: user.email, message: 'New phone, old one wiped' }, '127.0.28.7')).status).toBe(200);
    const token = tokenIn((await waitForMails(user.email))[0]);
    expect((await ask({ token: 'f'.repeat(64) }, '127.0.28.7')).body).toEqual({ status: 'invalid' });
    expect((await ask({ token: 'not-hex' }, '127.0.28.7')).body).toEqual({ status: 'invalid' });
    expect((await ask({ token }, '127.0.28.7')).body).toEqual({ status: 'confirmed' });
    expect((await ask({ token }, '127.0.28.7')).body).toEqual({ status: 'already_confirmed' });
    const { rows } = await db.query(`select category, status, message from public.support_tickets where user_id = $1`, [
      user.id,
    ]);
    expect(rows).toEqual([{ category: 'two_factor', status: 'open', message: 'New phone, old one wiped' }]);
    // The owner sees it among their requests; moderators see it in their queue.
    expect((await user.client.from('support_tickets').select('category')).data).toEqual([{ category: 'two_factor' }]);

    const late = await withAuthenticator('too-late');
    expect((await ask({ email: late.email, message: 'Lost it' }, '127.0.28.8')).status).toBe(200);
    const lateToken = tokenIn((await waitForMails(late.email))[0]);
    await db.query(
      `update private.two_factor_recoveries set expires_at = now() - interval '1 second' where email = $1`,
      [late.email],
    );
    expect((await ask({ token: lateToken }, '127.0.28.8')).body).toEqual({ status: 'invalid' });
  });

  it('is the only way to a two_factor ticket: a signed-in user cannot file one, other topics stay open', async () => {
    const user = await signedInUser({}, 'forger');
    const forged = await user.client.from('support_tickets').insert({ category: 'two_factor', message: 'Reset me' });
    expect(forged.error).toMatchObject({ code: '42501' });
    const allowed = await user.client.from('support_tickets').insert({ category: 'account', message: 'A question' });
    expect(allowed.error).toBeNull();
  });
});

describe("the moderator's reset", () => {
  it('shows moderators only what to weigh', async () => {
    const user = await withAuthenticator('weighed');
    const ticketId = await confirmedRequest(user, '127.0.28.9');
    const { data, error } = await moderator.client.rpc('get_two_factor_recovery', { ticket_id: ticketId });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ authenticators: 1, resolved_at: null, password_reset_requested_at: null }),
    ]);
    expect(data?.[0]?.confirmed_at).toBeTruthy();
    const refused = await user.client.rpc('get_two_factor_recovery', { ticket_id: ticketId });
    expect(refused.error).toMatchObject({ code: '42501' });
  });

  it('is refused to anyone but a moderator, and then removes every authenticator, logs it, answers and tells them', async () => {
    const user = await withAuthenticator('recovered');
    const ticketId = await confirmedRequest(user, '127.0.28.10');

    const notModerator = await reset(await signedInUser({}, 'pretender'), ticketId);
    expect(notModerator.error).not.toBeNull();
    expect((notModerator.error as { context?: Response }).context?.status).toBe(403);
    const noReason = await reset(moderator, ticketId, '  ');
    expect((noReason.error as { context?: Response }).context?.status).toBe(422);
    expect(await factorsOf(user.id)).toBe(1);

    const done = await reset(moderator, ticketId);
    expect(done.error).toBeNull();
    expect(done.data).toEqual({ removed: 1 });
    expect(await factorsOf(user.id)).toBe(0);

    // They sign in with the password alone now.
    const back = anonClient();
    expect((await back.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    expect((await back.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ nextLevel: 'aal1' });

    const ticket = await db.query(`select status, answer from public.support_tickets where id = $1`, [ticketId]);
    expect(ticket.rows[0]).toMatchObject({
      status: 'closed',
      answer: expect.stringContaining('turned off two-factor'),
    });
    const logged = await db.query(
      `select action, moderator_id, target_user_id, reason from public.moderation_actions where ticket_id = $1`,
      [ticketId],
    );
    expect(logged.rows).toEqual([
      {
        action: 'reset_two_factor',
        moderator_id: moderator.id,
        target_user_id: user.id,
        reason: 'Checked ID and recent activity on a call',
      },
    ]);
    const notice = await db.query(`select 1 from public.notifications where user_id = $1 and type = 'support_answer'`, [
      user.id,
    ]);
    expect(notice.rowCount).toBe(1);
    const mails = await waitForMails(user.email, 2);
    expect(mails[0]?.Subject).toBe('Two-factor authentication is off for your Velvet account');

    // Done once: the same ticket cannot reset again.
    expect(((await reset(moderator, ticketId)).error as { context?: Response }).context?.status).toBe(404);
  });

  it('refuses a request confirmed more than 7 days ago, and a moderator’s own', async () => {
    const user = await withAuthenticator('stale-request');
    const ticketId = await confirmedRequest(user, '127.0.28.11');
    await db.query(
      `update private.two_factor_recoveries set confirmed_at = now() - interval '8 days' where ticket_id = $1`,
      [ticketId],
    );
    const stale = await reset(moderator, ticketId);
    expect((stale.error as { context?: Response }).context?.status).toBe(422);
    expect(await factorsOf(user.id)).toBe(1);

    // A moderator who lost their own authenticator goes to a colleague.
    const enrolled = await moderator.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: randomUUID() });
    if (enrolled.data?.type !== 'totp') throw new Error('no factor');
    expect(
      (
        await moderator.client.auth.mfa.challengeAndVerify({
          factorId: enrolled.data.id,
          code: codeFor(enrolled.data.totp.secret),
        })
      ).error,
    ).toBeNull();
    const own = await confirmedRequest(moderator, '127.0.28.12');
    const refused = await reset(moderator, own);
    expect((refused.error as { context?: Response }).context?.status).toBe(403);
    expect(await factorsOf(moderator.id)).toBe(1);
  });
});

describe('functions.invoke from a browser-like client', () => {
  it('reaches the signed-out function with only the anon key', async () => {
    const env = stackEnv();
    const client = createClient(env.apiUrl, env.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.functions.invoke('two-factor-recovery', {
      body: { email: uniqueEmail('invoke'), message: 'Lost it' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ requested: true });
  });
});
