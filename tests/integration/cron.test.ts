import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// A private stack whose migrations schedule jobs exactly as they would on hosted Supabase.
const MIGRATION = `
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_cron with schema pg_catalog;
create table public.job_log (id serial primary key, job text not null, ran_at timestamptz not null,
  app_time timestamptz not null, ran_as text not null);
create function private.log_job(job text) returns void language sql set search_path = '' as $$
  insert into public.job_log (job, ran_at, app_time, ran_as) values (job, now(), private.app_now(), current_user)
$$;
select cron.schedule('every-second', '1 seconds', $$select private.log_job('every-second')$$);
select cron.schedule('daily-0430', '30 4 * * *', $$select private.log_job('daily-0430')$$);
select cron.schedule('monthly-renewals', '0 3 1 * *', $$select private.log_job('monthly-renewals')$$);
select cron.schedule('slow', '1 seconds', 'select pg_sleep(1.5)');
select cron.schedule('divide', '0 0 1 1 *', 'select 1/0');
select cron.alter_job((select jobid from cron.job where jobname = 'slow'), active := false);
select cron.alter_job((select jobid from cron.job where jobname = 'divide'), active := false);
`;

const TERMINAL = `status in ('succeeded', 'failed')`;

describe('scheduled jobs with pg_cron’s interface', () => {
  let temp: TempStack;
  let db: pg.Client;

  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;
  /** Polls until `sql` returns a row (no fixed sleeps); fails after `ms`. */
  async function waitForRow<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], ms = 10_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const rows = await query<T>(sql, params);
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error(`timed out waiting for: ${sql}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const runsOf = (job: string) =>
    query<{ status: string; return_message: string; start_time: Date; end_time: Date | null; username: string }>(
      `select d.status, d.return_message, d.start_time, d.end_time, d.username from cron.job_run_details d
       join cron.job j using (jobid) where j.jobname = $1 order by d.runid`,
      [job],
    );

  beforeAll(async () => {
    temp = await startTempStack({
      configToml: 'project_id = "cron"\n',
      files: {
        'migrations/20250101000000_private.sql': 'create schema private;',
        // The project's own clock helper, as the real migrations define it.
        'migrations/20261123140000_app_clock.sql': readFileSync(
          'supabase/migrations/20261123140000_app_clock.sql',
          'utf8',
        ),
        'migrations/20261123140100_jobs.sql': MIGRATION,
      },
    });
    db = new pg.Client({ connectionString: temp.stack.dbUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await temp?.dispose();
  });

  it('runs a job scheduled by a migration and records each run', async () => {
    await waitForRow(`select 1 from public.job_log where job = 'every-second' offset 1`);
    const [run] = await runsOf('every-second');
    expect(run).toMatchObject({ status: 'succeeded', return_message: '1 row', username: 'postgres' });
    expect(run!.end_time!.getTime()).toBeGreaterThanOrEqual(run!.start_time.getTime());
  });

  it('runs a 5-field schedule at its minute, not before', async () => {
    // The next 04:29:58 after now, so no 04:30 lies between: a jump past one runs the job once, at
    // once, as a missed run (this test failed whenever it ran between midnight and 04:30 UTC).
    const target = await waitForRow<{ at: Date }>(
      `select _stack.clock_set(date_trunc('day', now() + interval '19 hours 30 minutes 2 seconds')
        + interval '4 hours 29 minutes 58 seconds') as at`,
    );
    const due = new Date(target.at.getTime() + 2000);
    const row = await waitForRow<{ app_time: Date }>(`select app_time from public.job_log where job = 'daily-0430'`);
    expect(row.app_time.getTime()).toBeGreaterThanOrEqual(due.getTime());
    expect(row.app_time.getTime()).toBeLessThan(due.getTime() + 60_000);
    // The job's insert commits before its run is recorded as ended.
    await waitForRow(
      `select 1 from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'daily-0430' and ${TERMINAL}`,
    );
    const [run] = await runsOf('daily-0430');
    expect(run?.status).toBe('succeeded');
    expect(run!.start_time.getTime()).toBeGreaterThanOrEqual(due.getTime());
    await query('select _stack.clock_reset()');
  });

  it('runs a monthly job under a shifted clock that SQL reads through private.app_now(), not now()', async () => {
    await query(
      // The next 1st of a month at 02:59:59 after now (no 03:00 on a 1st in between, see above).
      `select _stack.clock_set(date_trunc('month', now() - interval '2 hours 59 minutes 59 seconds')
        + interval '1 month 2 hours 59 minutes 59 seconds')`,
    );
    const row = await waitForRow<{ ran_at: Date; app_time: Date }>(
      `select ran_at, app_time from public.job_log where job = 'monthly-renewals'`,
    );
    const shift = row.app_time.getTime() - row.ran_at.getTime();
    expect(shift).toBeGreaterThan(24 * 3600 * 1000); // now() in the job stayed real time
    expect(new Date(row.app_time).getUTCDate()).toBe(1);
    expect(new Date(row.app_time).getUTCHours()).toBe(3);
    await query('select _stack.clock_reset()');
  });

  it('runs a job now on request (even an inactive one), recording a failure with Postgres’ message', async () => {
    expect(await query(`select _stack.cron_run('divide') as jobid`)).toHaveLength(1);
    await waitForRow(
      `select 1 from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'divide' and ${TERMINAL}`,
    );
    expect(await runsOf('divide')).toEqual([
      expect.objectContaining({ status: 'failed', return_message: 'ERROR:  division by zero' }),
    ]);
    await expect(query(`select _stack.cron_run('no-such-job')`)).rejects.toThrow(/could not find valid entry/);
  });

  it('never runs one job twice at the same time; runs asked for meanwhile wait their turn', async () => {
    await query(`select cron.alter_job((select jobid from cron.job where jobname = 'slow'), active := true)`);
    await query(`select _stack.cron_run('slow'), _stack.cron_run('slow')`);
    await waitForRow(
      `select 1 from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'slow' and ${TERMINAL} offset 2`,
      [],
      15_000,
    );
    await query(`select cron.alter_job((select jobid from cron.job where jobname = 'slow'), active := false)`);
    const runs = (await runsOf('slow')).filter((r) => r.end_time);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.start_time.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.end_time!.getTime());
    }
  });

  it('runs a job as the role that scheduled it; that role cannot touch other owners’ jobs', async () => {
    await query(`create role cron_worker login;
      grant usage on schema cron to cron_worker;
      create table public.worker_log (who text);
      grant insert on public.worker_log to cron_worker;`);
    await query(`set role cron_worker`);
    try {
      await query(
        `select cron.schedule('as-worker', '1 seconds', 'insert into public.worker_log values (current_user)')`,
      );
      await expect(query(`select cron.unschedule('every-second')`)).rejects.toThrow(/could not find valid entry/);
      expect(await query(`select jobname from cron.job`)).toEqual([{ jobname: 'as-worker' }]);
    } finally {
      await query('reset role');
    }
    expect(await waitForRow(`select who from public.worker_log`)).toEqual({ who: 'cron_worker' });
    // By name, unschedule only finds the caller's own jobs (pg_cron's rule); by id a superuser may.
    await expect(query(`select cron.unschedule('as-worker')`)).rejects.toThrow(/could not find valid entry/);
    expect(await query(`select cron.unschedule(jobid) as ok from cron.job where jobname = 'as-worker'`)).toEqual([
      { ok: true },
    ]);
  });

  it('speaks pg_cron’s interface: both schedule signatures, unschedule by name and id, alter_job, errors', async () => {
    const [{ id }] = (await query<{ id: string }>(`select cron.schedule('*/5 * * * *', 'select 1') as id`)) as [
      { id: string },
    ];
    const [{ again }] = (await query<{ again: string }>(
      `select cron.schedule('named', '0 12 $ * *', 'select 1'), cron.schedule('named', '@hourly', 'select 2') as again`,
    )) as [{ again: string }];
    expect(await query(`select schedule, command from cron.job where jobid = $1`, [again])).toEqual([
      { schedule: '@hourly', command: 'select 2' },
    ]);
    await query(`select cron.alter_job($1, schedule := '0 0 * jan-mar mon,fri')`, [id]);
    expect(await query(`select schedule from cron.job where jobid = $1`, [id])).toEqual([
      { schedule: '0 0 * jan-mar mon,fri' },
    ]);
    for (const bad of ['61 * * * *', '* * * *', '0 seconds', '60 seconds', '*/5 * * * * *']) {
      await expect(query(`select cron.schedule($1, 'select 1')`, [bad])).rejects.toThrow(`invalid schedule: ${bad}`);
    }
    expect(await query(`select cron.unschedule($1::bigint) as a, cron.unschedule('named') as b`, [id])).toEqual([
      { a: true, b: true },
    ]);
    await expect(query(`select cron.unschedule('named')`)).rejects.toThrow(
      `could not find valid entry for job 'named'`,
    );
  });
});
