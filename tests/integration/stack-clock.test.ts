// One stack clock (stack/clock.ts): the scheduler and the payments sandbox read the same shifted
// time, so a renewal test moves it once. A private stack, because the clock is stack-wide.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, startReceiver, stripeFor, type Receiver } from '../support/payments.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

const JOBS = `
create extension if not exists pg_cron with schema pg_catalog;
create table public.renewal_log (ran_at timestamptz not null, app_time timestamptz not null);
select cron.schedule('monthly-renewals', '0 0 1 * *',
  $$insert into public.renewal_log (ran_at, app_time) values (now(), private.app_now())$$);
`;

let temp: TempStack;
let db: pg.Client;
let receiver: Receiver;

const stripe = () => stripeFor(temp.stack.payments.url, temp.stack.payments.secretKey);
/** How far the stack clock is from real time, in seconds, as SQL sees it. */
const sqlOffset = async () =>
  Number((await db.query(`select extract(epoch from _stack.clock_now() - now())::float8 as s`)).rows[0].s);
const sandboxClock = async () =>
  (await (await fetch(`${temp.stack.payments.url}/sandbox/api/clock`)).json()) as { offset_seconds: number };
const advanceSandbox = (body: unknown) =>
  fetch(`${temp.stack.payments.url}/sandbox/api/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  temp = await startTempStack({
    configToml: 'project_id = "clock"\n',
    files: {
      'migrations/20250101000000_private.sql': 'create schema private;',
      'migrations/20261123140000_app_clock.sql': readFileSync(
        'supabase/migrations/20261123140000_app_clock.sql',
        'utf8',
      ),
      'migrations/20261123150100_jobs.sql': JOBS,
    },
  });
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await db?.end();
  await temp?.dispose();
});

describe('one stack clock for the scheduler and the payments sandbox', () => {
  it('advancing it once expires an open checkout session and runs a monthly job', async () => {
    const endpoint = await stripe().webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['checkout.session.expired'],
    });
    receiver.setSecret(endpoint.secret!);
    const session = await createSession(stripe()); // expires 24 hours from now
    expect(session.status).toBe('open');

    await db.query(`select _stack.clock_advance('1 month')`);

    // The sandbox expired the session and told the endpoint; the receiver verified the signature
    // against its own (real) clock with the SDK's 300 s tolerance, so `t=` stayed on real time.
    const received = await receiver.waitFor((r) =>
      r.some((x) => (x.event.data.object as Stripe.Checkout.Session).id === session.id),
    );
    const expired = received.find((x) => (x.event.data.object as Stripe.Checkout.Session).id === session.id)!;
    expect(expired.event.type).toBe('checkout.session.expired');
    expect(expired.event.created).toBeGreaterThan(Date.now() / 1000 + 27 * 24 * 3600);
    expect((await stripe().checkout.sessions.retrieve(session.id)).status).toBe('expired');

    // The scheduler ran the job due on the 1st once, and the job read the shifted time.
    const run = await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ shifted: boolean }>(
          `select app_time = ran_at + interval '1 month' as shifted from public.renewal_log`,
        );
        if (!rows[0]) throw new Error('the monthly job has not run');
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(run).toEqual([{ shifted: true }]);
  });

  it("the sandbox's test API moves the same clock SQL and the scheduler read", async () => {
    const before = await sqlOffset();
    const res = await advanceSandbox({ seconds: 7200 });
    expect(res.status).toBe(200);
    expect((await res.json()).offset_seconds).toBeGreaterThanOrEqual(Math.round(before) + 7200 - 1);
    expect(await sqlOffset()).toBeCloseTo(before + 7200, 0);
  });

  it('refuses to move it backwards through the sandbox, or for roles other than the superuser', async () => {
    const before = await sqlOffset();
    expect((await advanceSandbox({ seconds: -60 })).status).toBe(400);
    await db.query('begin');
    try {
      await db.query('set local role authenticated');
      await expect(db.query(`select _stack.clock_advance('1 day')`)).rejects.toThrow(/permission denied/);
    } finally {
      await db.query('rollback');
    }
    expect(await sqlOffset()).toBeCloseTo(before, 0);
  });

  it('keeps a shifted clock across a restart; resetting it returns both to real time', async () => {
    const before = await sqlOffset();
    expect(before).toBeGreaterThan(27 * 24 * 3600);
    await db.end();
    await temp.restart();
    db = new pg.Client({ connectionString: temp.stack.dbUrl });
    await db.connect();

    expect(await sqlOffset()).toBeCloseTo(before, 0);
    expect(Math.abs((await sandboxClock()).offset_seconds - before)).toBeLessThanOrEqual(1);

    await db.query('select _stack.clock_reset()');
    await vi.waitFor(async () => expect((await sandboxClock()).offset_seconds).toBe(0), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await sqlOffset()).toBe(0);
  });
});
