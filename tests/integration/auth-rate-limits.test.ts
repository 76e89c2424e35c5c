import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OTP_GUESSES } from '../../stack/auth/otp-guesses.ts';
import { fetchFrom } from '../support/client-address.ts';
import { codeIn } from '../support/mailpit.ts';
import { uniqueEmail } from '../support/stack-env.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// Stacks of their own with the project's real config.toml (`[auth.rate_limit]` with the CLI's
// defaults, 8-digit codes valid 15 minutes) and no test relaxation. Each test acts from its own
// loopback address, so the gateway gives each one its own budget, as it would separate machines.
let temp: TempStack;
let confirming: TempStack;
/** The project without its own SMTP and with the CLI's email_sent = 2: the budget running out (test-only). */
let sharedMailer: TempStack;
let db: pg.Client;

beforeAll(async () => {
  const config = await readFile('supabase/config.toml', 'utf8');
  expect(config).toMatch(/^enable_confirmations = true$/m);
  // The request limits are tested with confirmations off, where GoTrue skips the hourly mail budget, so
  // the recovery mails these tests need are not cut off by email_sent; `confirming` is the project as is.
  // GoTrue's default mails (test-only): these suites read the code Velvet's own mails leave out.
  temp = await startTempStack(
    { configToml: config.replace(/^enable_confirmations = true$/m, 'enable_confirmations = false') },
    { gotrueMails: true },
  );
  confirming = await startTempStack({ configToml: config }, { gotrueMails: true });
  const withoutSmtp = config.replace(/^\[auth\.email\.smtp\]\n(?:[^[\n].*\n)*/m, '');
  expect(withoutSmtp).not.toMatch(/^\[auth\.email\.smtp\]$/m);
  sharedMailer = await startTempStack(
    { configToml: withoutSmtp.replace(/^email_sent = \d+$/m, 'email_sent = 2') },
    { gotrueMails: true },
  );
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await temp?.dispose();
  await confirming?.dispose();
  await sharedMailer?.dispose();
});

const WRONG = { status: 400, code: 'invalid_credentials' };
const LIMITED = { status: 429, code: 'over_request_rate_limit' };

/** A raw auth call from `address`, as an attacker's script would send it. */
async function call(
  stack: TempStack,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetchFrom(address)(`${stack.stack.apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, code: json.code, message: json.message, body: json };
}

/** supabase-js as a user at `address` would run it. */
const clientAt = (stack: TempStack, address: string) =>
  createClient(stack.stack.apiUrl, stack.stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
  });

/**
 * A confirmed account, written straight into auth.users with a cheap bcrypt cost: password checks
 * then take milliseconds on a busy machine, so timing cannot blur the counts (the limit comes
 * before the check either way).
 */
async function account(stack: TempStack, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = `pw-${prefix}-123`;
  const client = new pg.Client({ connectionString: stack.stack.dbUrl });
  await client.connect();
  try {
    await client.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         crypt($2, gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email, password],
    );
  } finally {
    await client.end();
  }
  return { email, password };
}

async function mailsTo(
  stack: TempStack,
  email: string,
): Promise<Array<{ Text: string; From: { Name: string; Address: string } }>> {
  const { mailUrl } = stack.stack;
  const list = await (await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json();
  const out: Array<{ Text: string; From: { Name: string; Address: string } }> = [];
  for (const m of list.messages as Array<{ ID: string }>)
    out.push(await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json());
  return out;
}

async function newestCode(stack: TempStack, email: string): Promise<string> {
  let code = '';
  await expect.poll(async () => (code = codeIn((await mailsTo(stack, email))[0]))).not.toBe('');
  return code;
}

/** A code that is not `right`. */
const wrongCode = (right: string, n: number) => String((Number(right) + 1 + n) % 1e8).padStart(8, '0');

describe('auth rate limits: passwords', () => {
  it('answers 45 wrong passwords in a burst with 429 once the 30-request burst is spent', async () => {
    const victim = await account(temp, 'victim');
    const results = [];
    for (let i = 0; i < 45; i++) {
      results.push(
        await call(temp, '127.0.0.11', '/token?grant_type=password', { email: victim.email, password: `guess-${i}` }),
      );
    }
    for (const r of results.slice(0, 30)) expect(r).toMatchObject(WRONG);
    // The bucket refills at token_refresh / 300 s, so at most a guess or two more get through meanwhile.
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(12);
    expect(results.at(-1)).toMatchObject({ ...LIMITED, message: 'Request rate limit reached' });
    // Even the right password is refused from that address now: the limit comes before the check.
    const right = await call(temp, '127.0.0.11', '/token?grant_type=password', victim);
    expect(right).toMatchObject(LIMITED);
  });

  it('lets a user who mistypes twice still log in', async () => {
    const user = await account(temp, 'typo');
    const client = clientAt(temp, '127.0.0.12');
    for (const password of ['pw-typo-12', 'pw-typo-1234']) {
      const { error } = await client.auth.signInWithPassword({ email: user.email, password });
      expect(error).toMatchObject(WRONG);
    }
    const { data, error } = await client.auth.signInWithPassword(user);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });
});

describe('auth rate limits: the client address', () => {
  it('keys the budget on the connection, so a forged X-Forwarded-For neither resets it nor lands in the session', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const r = await call(
        temp,
        '127.0.0.13',
        '/recover',
        { email: uniqueEmail('nobody') },
        { 'x-forwarded-for': `198.51.100.${i}, 127.0.0.1` },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.at(-1)).toBe(429);

    const user = await account(temp, 'forged');
    const session = await call(temp, '127.0.0.14', '/token?grant_type=password', user, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(session.status).toBe(200);
    const { rows } = await db.query<{ ip: string }>(
      'select host(s.ip) as ip from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [user.email],
    );
    expect(rows).toEqual([{ ip: '127.0.0.14' }]);
  });

  it('limits sign-ups per address (sign_in_sign_ups) while another address still signs up', async () => {
    const statuses: number[] = [];
    // Too-short passwords: the limit is checked before the password, so no account is made.
    for (let i = 0; i < 32; i++)
      statuses.push((await call(temp, '127.0.0.15', '/signup', { email: uniqueEmail('burst'), password: 'x' })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await clientAt(temp, '127.0.0.16').auth.signUp({
      email: uniqueEmail('elsewhere'),
      password: 'password-123',
    });
    expect(elsewhere.error).toBeNull();
    expect(elsewhere.data.session).toBeTruthy();
  });
});

describe('auth rate limits: token refresh', () => {
  it('refuses refreshes past the burst with 429 and keeps the session usable from elsewhere', async () => {
    const user = await account(temp, 'refresher');
    const login = await call(temp, '127.0.0.17', '/token?grant_type=password', user);
    let refreshToken = login.body.refresh_token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) {
      const r = await call(temp, '127.0.0.17', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
      statuses.push(r.status);
      if (r.status === 200) refreshToken = r.body.refresh_token as string;
      else expect(r).toMatchObject(LIMITED);
    }
    // One of the 30 went to the password sign-in; the refill adds at most a couple meanwhile.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(29);
    expect(statuses.at(-1)).toBe(429);
    const other = await call(temp, '127.0.0.18', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
    expect(other.status).toBe(200);
  });
});

describe('auth rate limits: recovery codes', () => {
  it(`kills a recovery code after ${MAX_OTP_GUESSES} wrong guesses, and answers further verifications with 429`, async () => {
    const victim = await account(temp, 'recover');
    expect((await call(temp, '127.0.0.19', '/recover', { email: victim.email })).status).toBe(200);
    const right = await newestCode(temp, victim.email);
    expect(right).toMatch(/^\d{8}$/); // otp_length = 8

    for (let i = 0; i < MAX_OTP_GUESSES; i++) {
      const guess = await call(temp, '127.0.0.20', '/verify', {
        type: 'recovery',
        email: victim.email,
        token: wrongCode(right, i),
      });
      expect(guess).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    // The right code is dead for everyone now, even from the owner's own address.
    const late = await clientAt(temp, '127.0.0.19').auth.verifyOtp({
      type: 'recovery',
      email: victim.email,
      token: right,
    });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(late.data.session).toBeNull();

    // A new mail brings a new code with its own guesses.
    await db.query(`update auth.users set recovery_sent_at = now() - interval '2 seconds' where email = $1`, [
      victim.email,
    ]);
    expect((await call(temp, '127.0.0.19', '/recover', { email: victim.email })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(temp, victim.email)).length).toBe(2);
    const fresh = await newestCode(temp, victim.email);
    expect(
      await call(temp, '127.0.0.20', '/verify', { type: 'recovery', email: victim.email, token: wrongCode(fresh, 0) }),
    ).toMatchObject({ status: 403, code: 'otp_expired' });
    const ok = await clientAt(temp, '127.0.0.19').auth.verifyOtp({
      type: 'recovery',
      email: victim.email,
      token: fresh,
    });
    expect(ok.error).toBeNull();
    expect(ok.data.session).toBeTruthy();

    // token_verifications: the guesser's address gets 429 once its burst of 30 is spent.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await call(temp, '127.0.0.20', '/verify', {
        type: 'recovery',
        email: victim.email,
        token: wrongCode(right, i),
      });
      statuses.push(r.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 20)).not.toContain(429);
  });

  it('honours otp_expiry = 900: a code mailed 899 s ago works, one mailed 901 s ago is refused', async () => {
    const user = await account(temp, 'expiry');
    const request = async (age: number) => {
      await db.query(`update auth.users set recovery_sent_at = now() - interval '2 seconds' where email = $1`, [
        user.email,
      ]);
      const before = (await mailsTo(temp, user.email)).length;
      expect((await call(temp, '127.0.0.21', '/recover', { email: user.email })).status).toBe(200);
      await expect.poll(async () => (await mailsTo(temp, user.email)).length).toBe(before + 1);
      const code = await newestCode(temp, user.email);
      await db.query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where email = $1`, [
        user.email,
        age,
      ]);
      return clientAt(temp, '127.0.0.21').auth.verifyOtp({ type: 'recovery', email: user.email, token: code });
    };
    expect((await request(899)).error).toBeNull();
    expect((await request(901)).error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('auth rate limits: email_sent', () => {
  it("lets three sign-ups in a row from a fresh stack each get their confirmation mail, from Velvet's sender", async () => {
    // The project's own budget for its own SMTP (config.toml), not the CLI's 2 an hour.
    expect(confirming.stack.config.auth.rateLimit.emailSent).toBe(100);
    expect(confirming.stack.config.auth.smtp).toMatchObject({
      adminEmail: 'no-reply@velvet.test',
      senderName: 'Velvet',
    });
    // A newcomer tries a fan, a creator and one more account, from one address.
    const emails = ['fan', 'creator', 'another'].map((who) => uniqueEmail(`newcomer-${who}`));
    for (const email of emails) {
      const { data, error } = await clientAt(confirming, '127.0.0.26').auth.signUp({ email, password: 'password-123' });
      expect(error, email).toBeNull();
      expect(data.user?.confirmation_sent_at).toBeTruthy();
    }
    for (const email of emails) {
      await expect.poll(async () => (await mailsTo(confirming, email)).length).toBe(1);
      const [mail] = await mailsTo(confirming, email);
      expect(mail?.From).toEqual({ Name: 'Velvet', Address: 'no-reply@velvet.test' });
    }
  });

  it('stops the mail past the hourly budget project-wide with over_email_send_rate_limit while confirmations are on', async () => {
    const sent = [];
    for (const [i, address] of ['127.0.0.22', '127.0.0.23', '127.0.0.24'].entries()) {
      const email = uniqueEmail(`mail${i}`);
      const { error } = await clientAt(sharedMailer, address).auth.signUp({ email, password: 'password-123' });
      sent.push({ email, error });
    }
    expect(sent[0]?.error).toBeNull();
    expect(sent[1]?.error).toBeNull();
    expect(sent[2]?.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    const [first] = await mailsTo(sharedMailer, sent[0]!.email);
    // Without [auth.email.smtp], auth mail comes from the CLI's default sender, as with `supabase start`.
    expect(first?.From).toEqual({ Name: 'Admin', Address: 'admin@email.com' });
    expect(await mailsTo(sharedMailer, sent[2]!.email)).toHaveLength(0);
    // The refused sign-up left no account behind (it rolled back with the mail).
    const check = new pg.Client({ connectionString: sharedMailer.stack.dbUrl });
    await check.connect();
    try {
      const { rowCount } = await check.query('select 1 from auth.users where email = $1', [sent[2]!.email]);
      expect(rowCount).toBe(0);
    } finally {
      await check.end();
    }
  });

  it('does not count mails while confirmations are off, as GoTrue skips it under autoconfirm', async () => {
    const users = [await account(temp, 'm1'), await account(temp, 'm2'), await account(temp, 'm3')];
    for (const user of users)
      expect((await call(temp, '127.0.0.25', '/recover', { email: user.email })).status).toBe(200);
    for (const user of users) await expect.poll(async () => (await mailsTo(temp, user.email)).length).toBe(1);
  });
});
