// Issue 19 §5, the email digest: each user reads and changes only their own setting; only the service
// role claims and finishes digests; a digest goes only to users who want one and have something unread
// since their last; a retried run never sends twice; the unsubscribe token works without a session and
// a forged one changes nothing. On a private stack whose hourly `email-digest` job is paused, so only
// these tests claim digests; the last suite runs the job by hand (pg_cron → pg_net → the function →
// the mail catcher), the hosted path.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userAccessToken } from '../../stack/keys.ts';
import { expectNoRowsChanged, expectRefused, insertConversation, insertMessage } from '../support/db-fixtures.ts';
import { mailsTo } from '../support/mailpit.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

let temp: TempStack;
let db: pg.Client;

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;
const client = (key: string, token?: string) =>
  createClient(temp.stack.apiUrl, key, token ? { ...options, accessToken: async () => token } : options);

interface User {
  id: string;
  email: string;
  client: SupabaseClient;
}

async function user(prefix: string, confirmed = true): Promise<User> {
  const id = randomUUID();
  const email = `${prefix}-${id.slice(0, 8)}@example.test`;
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', $3,
       '{"provider":"email","providers":["email"]}', $4, now(), now())`,
    [id, email, confirmed ? new Date() : null, JSON.stringify({ name: `${prefix} <b>`, adult_confirmed: true })],
  );
  const token = userAccessToken(temp.stack.keys.jwtSecret, { sub: id, email });
  return { id, email, client: client(temp.stack.keys.anonKey, token) };
}

// A follow notification (the kind needs no post); as the follows trigger writes it.
const notify = (to: string, from: string) =>
  db.query(`insert into public.notifications (user_id, actor_id, type) values ($1, $2, 'follow')`, [to, from]);

/** Runs claim_email_digests as the service role, the way the function's RPC call does. */
async function claim(batch = 500) {
  const { data, error } = await client(temp.stack.keys.serviceRoleKey).rpc('claim_email_digests', {
    batch_size: batch,
  });
  expect(error).toBeNull();
  return data as Array<{
    id: string;
    email: string;
    name: string;
    unread_messages: number;
    unread_notifications: number;
    summary: { notifications: Record<string, number>; senders: Array<{ name: string; count: number }> };
    token: string;
    attempts: number;
  }>;
}
const finish = (id: string, error: string | null = null) =>
  client(temp.stack.keys.serviceRoleKey).rpc('finish_email_digest', { digest_id: id, error });
const frequency = async (userId: string) =>
  (await db.query('select frequency from public.email_digest_settings where user_id = $1', [userId])).rows[0]
    ?.frequency as string | undefined;

beforeAll(async () => {
  temp = await startTempStack({
    copyRepoSupabase: true,
    // This config.toml replaces the repo's: the seed off, the function's verify_jwt as the repo sets it.
    configToml: '[db.seed]\nenabled = false\n\n[functions.email-unsubscribe]\nverify_jwt = false\n',
    files: {
      'migrations/20261202010001_pause_email_digest.sql': `select cron.alter_job(jobid, active := false)
        from cron.job where jobname = 'email-digest';`,
    },
  });
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await temp?.dispose();
});

describe('email_digest_settings', () => {
  it('are read and changed by their owner only', async () => {
    const [ann, eve] = await Promise.all([user('ann'), user('eve')]);
    // No row yet: the app shows the default (daily).
    expect((await ann.client.from('email_digest_settings').select('frequency')).data).toEqual([]);
    const set = await ann.client.rpc('set_email_digest', { frequency: 'weekly' });
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ user_id: ann.id, frequency: 'weekly' });
    expect((await ann.client.from('email_digest_settings').select('frequency').single()).data).toEqual({
      frequency: 'weekly',
    });

    // Eve sees nothing of Ann's, cannot change it or write one for her.
    expect((await eve.client.from('email_digest_settings').select('*').eq('user_id', ann.id)).data).toEqual([]);
    expectNoRowsChanged(
      await eve.client.from('email_digest_settings').update({ frequency: 'off' }).eq('user_id', ann.id).select(),
    );
    expectRefused(await eve.client.from('email_digest_settings').insert({ user_id: ann.id, frequency: 'off' }));
    expectRefused(await client(temp.stack.keys.anonKey).rpc('set_email_digest', { frequency: 'off' }));
    expect((await client(temp.stack.keys.anonKey).from('email_digest_settings').select('*')).data ?? []).toEqual([]);
    expect(await frequency(ann.id)).toBe('weekly');
  });
});

describe('claim_email_digests and finish_email_digest', () => {
  it('are for the service role only', async () => {
    const eve = await user('eve');
    expectRefused(await eve.client.rpc('claim_email_digests', {}));
    expectRefused(await client(temp.stack.keys.anonKey).rpc('claim_email_digests', {}));
    expectRefused(await eve.client.rpc('finish_email_digest', { digest_id: randomUUID() }));
  });

  it('pick only users who want a digest and have something unread since their last', async () => {
    const [actor, due, off, quiet, unconfirmed, chatty] = await Promise.all([
      user('actor'),
      user('due'),
      user('off'),
      user('quiet'),
      user('unconfirmed', false),
      user('chatty'),
    ]);
    await notify(due.id, actor.id);
    await notify(due.id, actor.id);
    await notify(off.id, actor.id);
    await off.client.rpc('set_email_digest', { frequency: 'off' });
    await notify(quiet.id, actor.id);
    await db.query('update public.notifications set read_at = now() where user_id = $1', [quiet.id]);
    await notify(unconfirmed.id, actor.id);
    const chat = await insertConversation(db, actor.id, chatty.id);
    await insertMessage(db, chat, actor.id, 'one');
    await insertMessage(db, chat, actor.id, 'two');

    const claimed = await claim();
    const byEmail = new Map(claimed.map((d) => [d.email, d]));
    expect(byEmail.get(due.email)).toMatchObject({
      unread_notifications: 2,
      unread_messages: 0,
      summary: { notifications: { follow: 2 }, senders: [] },
      attempts: 1,
    });
    expect(byEmail.get(chatty.email)).toMatchObject({
      unread_messages: 2,
      summary: { senders: [{ name: 'actor <b>', count: 2 }] },
    });
    expect(byEmail.get(due.email)!.token).toMatch(/^[0-9a-f]{64}$/);
    for (const u of [off, quiet, unconfirmed, actor]) expect(byEmail.has(u.email)).toBe(false);
    for (const d of claimed) expect((await finish(d.id)).data).toBe(true);
  });

  it('never send a digest twice: in flight, sent within the period, or retried after a lost run', async () => {
    const [actor, ann] = await Promise.all([user('actor'), user('ann')]);
    await notify(ann.id, actor.id);
    const [first] = (await claim()).filter((d) => d.email === ann.email);
    expect(first).toBeDefined();
    // A second run while the first holds the lease claims nothing for Ann.
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);

    // The run died: once the lease is over, the same digest (same id and token) comes back.
    await db.query(`update private.email_digests set locked_until = now() - interval '1 second' where id = $1`, [
      first!.id,
    ]);
    const [retry] = (await claim()).filter((d) => d.email === ann.email);
    expect(retry).toMatchObject({ id: first!.id, token: first!.token, attempts: 2 });
    expect((await finish(retry!.id)).data).toBe(true);
    // Finished once only; the plain token is gone, its hash stays.
    expect((await finish(retry!.id)).data).toBe(false);
    expect(
      (
        await db.query('select token, token_hash is not null as hashed from private.email_digests where id = $1', [
          retry!.id,
        ])
      ).rows[0],
    ).toEqual({ token: null, hashed: true });

    // New activity within the day waits for tomorrow.
    await notify(ann.id, actor.id);
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);
  });

  it('wait for something new after the period, and keep a failed mail for a later retry', async () => {
    const [actor, ann] = await Promise.all([user('actor'), user('ann')]);
    await notify(ann.id, actor.id);
    const [first] = (await claim()).filter((d) => d.email === ann.email);
    await finish(first!.id);
    // Two days pass.
    await db.query(`update private.email_digests set created_at = created_at - interval '2 days' where id = $1`, [
      first!.id,
    ]);
    await db.query(`update public.notifications set created_at = created_at - interval '2 days' where user_id = $1`, [
      ann.id,
    ]);
    // A day later but nothing new: still unread, yet already mailed.
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);

    await notify(ann.id, actor.id);
    const [second] = (await claim()).filter((d) => d.email === ann.email);
    expect(second).toMatchObject({ unread_notifications: 2, summary: { notifications: { follow: 2 } } });
    expect((await finish(second!.id, '503: provider down')).data).toBe(true);
    const row = (
      await db.query(
        `select sent_at, failed_at, token is not null as kept, locked_until > now() as waiting, last_error
           from private.email_digests where id = $1`,
        [second!.id],
      )
    ).rows[0];
    expect(row).toEqual({
      sent_at: null,
      failed_at: null,
      kept: true,
      waiting: true,
      last_error: '503: provider down',
    });
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);

    // Its turn comes: the same digest again, unless Ann turned digests off meanwhile.
    await db.query(`update private.email_digests set locked_until = now() where id = $1`, [second!.id]);
    await ann.client.rpc('set_email_digest', { frequency: 'off' });
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);
    expect(
      (
        await db.query('select failed_at is not null as dropped, token from private.email_digests where id = $1', [
          second!.id,
        ])
      ).rows[0],
    ).toEqual({ dropped: true, token: null });
  });
});

/** The `email-unsubscribe` function as the app's /unsubscribe page calls it: no session, the token only. */
const unsubscribe = async (token: unknown) => {
  const res = await fetch(`${temp.stack.apiUrl}/functions/v1/email-unsubscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('unsubscribing (the email-unsubscribe function)', () => {
  it('turns the digest off without a session for a real token, and changes nothing for a forged one', async () => {
    const [actor, ann, eve] = await Promise.all([user('actor'), user('ann'), user('eve')]);
    await ann.client.rpc('set_email_digest', { frequency: 'weekly' });
    await notify(ann.id, actor.id);
    const [digest] = (await claim()).filter((d) => d.email === ann.email);
    await finish(digest!.id);

    // The RPC itself is the function's alone.
    expectRefused(await client(temp.stack.keys.anonKey).rpc('unsubscribe_email_digest', { token: digest!.token }));
    expectRefused(await eve.client.rpc('unsubscribe_email_digest', { token: digest!.token }));

    for (const forged of [
      digest!.token.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, ''),
      'not-a-token',
      '',
    ]) {
      expect(await unsubscribe(forged)).toEqual({ status: 200, body: { unsubscribed: false } });
    }
    expect(await unsubscribe(42)).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(await frequency(ann.id)).toBe('weekly');

    expect(await unsubscribe(digest!.token)).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await frequency(ann.id)).toBe('off');
    // Off: no more digests, whatever arrives.
    await notify(ann.id, actor.id);
    expect((await claim()).some((d) => d.email === ann.email)).toBe(false);
  });
});

describe('the scheduled job: pg_cron → pg_net → the email-digest function → the mail provider', () => {
  it('refuses anyone but the service role', async () => {
    const refused = await client(temp.stack.keys.anonKey).functions.invoke('email-digest');
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(403);
  });

  it('mails each due user once, with a working unsubscribe link', async () => {
    const [actor, ann] = await Promise.all([user('actor'), user('ann')]);
    await notify(ann.id, actor.id);
    await notify(ann.id, actor.id);
    const chat = await insertConversation(db, actor.id, ann.id);
    await insertMessage(db, chat, actor.id, 'hello');

    const runJob = () => db.query(`select _stack.cron_run('email-digest')`);
    await runJob();
    const mails = await vi.waitFor(
      async () => {
        const found = await mailsTo(ann.email, temp.stack.mailUrl);
        if (found.length === 0) throw new Error('no digest yet');
        return found;
      },
      { timeout: 30_000, interval: 200 },
    );
    const [mail] = mails;
    expect(mail!.Subject).toBe('You have 1 unread message and 2 notifications on Velvet');
    expect(mail!.Text).toContain('From actor <b> (1)');
    // The sender's name is escaped in the HTML.
    expect(mail!.HTML).toContain('actor &lt;b&gt; (1)');
    expect(mail!.HTML).not.toContain('actor <b>');
    const link = /href="(http:\/\/127\.0\.0\.1:5173\/unsubscribe\?token=[0-9a-f]{64})"/.exec(mail!.HTML)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    // RFC 8058 one-click unsubscribe goes to the function.
    const oneClick = `${temp.stack.apiUrl}/functions/v1/email-unsubscribe?token=${token}`;
    const headers = (await (await fetch(`${temp.stack.mailUrl}/api/v1/message/${mail!.ID}/headers`)).json()) as Record<
      string,
      string[]
    >;
    expect(headers['List-Unsubscribe']).toEqual([`<${oneClick}>`]);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    await vi.waitFor(
      async () =>
        expect(
          (
            await db.query(
              'select count(*)::int as n from private.email_digests where user_id = $1 and sent_at is not null',
              [ann.id],
            )
          ).rows[0].n,
        ).toBe(1),
      { timeout: 10_000, interval: 100 },
    );

    // A second run sends nothing more.
    const before = Number(
      (await db.query('select coalesce(max(runid), 0) as id from cron.job_run_details')).rows[0].id,
    );
    const answeredBefore = Number(
      (await db.query('select coalesce(max(id), 0) as id from net._http_response')).rows[0].id,
    );
    await runJob();
    await vi.waitFor(
      async () => {
        const { rows } = await db.query(
          `select 1 from cron.job_run_details d join cron.job j using (jobid)
            where j.jobname = 'email-digest' and d.runid > $1 and d.status = 'succeeded'`,
          [before],
        );
        if (!rows[0]) throw new Error('the run has not ended yet');
      },
      { timeout: 10_000, interval: 100 },
    );
    const answered = await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ content: string }>(
          `select content from net._http_response where id > $1 and status_code = 200 order by id desc limit 1`,
          [answeredBefore],
        );
        const body = rows[0] ? (JSON.parse(rows[0].content) as { claimed: number }) : null;
        if (!body) throw new Error('no answer yet');
        return body;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(answered).toMatchObject({ claimed: 0, sent: 0, failed: 0 });
    expect(await mailsTo(ann.email, temp.stack.mailUrl)).toHaveLength(1);

    // A mail client opening the header's link is sent to the app's page; its one-click POST unsubscribes.
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(link);
    expect(await frequency(ann.id)).toBeUndefined();
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await frequency(ann.id)).toBe('off');
  });

  it('does not send the same mail twice when the provider already took it (idempotency key)', async () => {
    const send = (body: object) =>
      fetch(`${temp.stack.mailUrl}/emails`, {
        method: 'POST',
        headers: { Authorization: 'Bearer re_test', 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
        body: JSON.stringify(body),
      });
    const to = `idem-${randomUUID().slice(0, 8)}@example.test`;
    const mail = { from: 'Velvet <digest@velvet.test>', to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };
    const first = (await (await send(mail)).json()) as { id: string };
    const again = (await (await send(mail)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect((await send({ ...mail, subject: 'Other' })).status).toBe(409);
    expect(await mailsTo(to, temp.stack.mailUrl)).toHaveLength(1);

    // Like the provider: no key, no mail; a mail without a recipient is refused.
    const bare = await fetch(`${temp.stack.mailUrl}/emails`, { method: 'POST', body: JSON.stringify(mail) });
    expect(bare.status).toBe(401);
    const noRecipient = await fetch(`${temp.stack.mailUrl}/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...mail, to: 'nobody' }),
    });
    expect(noRecipient.status).toBe(422);
  });
});
