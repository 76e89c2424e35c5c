// The money jobs as the scheduler runs them (issue 13 acceptance: "renewal a month later under the
// shifted clock; held earnings become available after 7 days"). A private stack with the project's
// real migrations and seed, because moving the scheduler's test clock moves every scheduled job.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

describe('money jobs scheduled with pg_cron', () => {
  let temp: TempStack;
  let db: pg.Client;
  const fan = 'f0000000-0000-4000-8000-000000000002';
  const creator = 'a0000000-0000-4000-8000-000000000005';

  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;
  /** Polls until `sql` returns a row (no fixed sleeps); fails after `ms`. */
  async function waitForRow<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], ms = 20_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const rows = await query<T>(sql, params);
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) {
        const runs = await query(
          `select j.jobname, d.status, d.return_message, d.start_time from cron.job_run_details d
          join cron.job j using (jobid) order by d.start_time`,
        );
        throw new Error(`timed out waiting for: ${sql}\njob runs: ${JSON.stringify(runs, null, 1)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    temp = await startTempStack({ copyRepoSupabase: true });
    db = new pg.Client({ connectionString: temp.stack.dbUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await temp?.dispose();
  });

  it('schedules renewals, releases and expiries', async () => {
    expect(await query(`select jobname, command from cron.job where jobname like 'money-%' order by jobname`)).toEqual([
      { jobname: 'money-expire-stale-topups', command: 'select private.expire_stale_topups()' },
      { jobname: 'money-release-held-earnings', command: 'select private.release_held_earnings()' },
      { jobname: 'money-renew-subscriptions', command: 'select private.run_subscription_renewals()' },
    ]);
  });

  it('renews a subscription and releases held earnings a month later on the test clock', async () => {
    const balance = async (kind: string) =>
      Number(
        (
          await query<{ b: string }>(`select ledger.balance_of($1, $2::ledger.account_kind)::text as b`, [
            creator,
            kind,
          ])
        )[0]!.b,
      );
    const pendingBefore = await balance('creator_pending');
    const availableBefore = await balance('creator_available');
    // The seeded fan (samt) subscribes to mayasings (€6.99) now: €5.60 held 7 days for her.
    await query(`select private.subscribe($1, $2, 'schedule-test', null, now())`, [fan, creator]);
    expect((await balance('creator_pending')) - pendingBefore).toBe(560);

    await query(`select _stack.clock_advance('1 month 2 minutes')`);
    const renewed = await waitForRow<{ periods_paid: number; status: string }>(
      `select periods_paid, status from public.subscriptions where fan_id = $1 and creator_id = $2 and periods_paid = 2`,
      [fan, creator],
    );
    expect(renewed.status).toBe('active');
    const op = await waitForRow<{ occurred_at: Date }>(
      `select occurred_at from ledger.operations where kind = 'renewal' and payer_id = $1 and payee_id = $2`,
      [fan, creator],
    );
    // Dated on the shifted clock (private.app_now()), not real time.
    expect(op.occurred_at.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    // The first month's share (held 7 days) became available when the hourly release ran.
    await waitForRow(
      `select 1 from ledger.holds h join ledger.transfers t on t.id = h.transfer_id
      join ledger.accounts a on a.id = t.to_account_id
      where a.owner_id = $1 and h.released_at is not null and h.release_at < now() + interval '8 days'`,
      [creator],
    );
    expect((await balance('creator_available')) - availableBefore).toBeGreaterThanOrEqual(560);
    expect(await query('select * from ledger.check_invariants()')).toEqual([]);
    await query('select _stack.clock_reset()');
  });
});
