import pg from 'pg';
import type { StackClock } from '../clock.ts';
import type { StackContext } from '../types.ts';
import { runJob, type JobRow } from './run.ts';
import { parseSchedule, runsDue, type Schedule } from './schedule.ts';

interface JobState {
  row: JobRow;
  schedule: Schedule | null;
  /** Runs owed but not started; a run never starts while the previous one of the job is running. */
  pending: number;
  running: boolean;
  /** Scheduler-clock ms of the last start, for 'N seconds' jobs. */
  lastStart: number;
}

export interface Scheduler {
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * The local pg_cron: reads cron.job every second (and at once when a NOTIFY says jobs, a run
 * request or the clock changed), decides what is due with pg_cron's rules and runs it as the job's
 * owner (run.ts). It runs on the stack clock (stack/clock.ts), which tests can shift.
 */
export async function startScheduler(ctx: StackContext, dbUrl: string, clock: StackClock): Promise<Scheduler> {
  const log = (m: string) => ctx.log('cron', m);
  const jobs = new Map<string, JobState>();
  const running = new Set<Promise<void>>();
  let lastMinute: number | null = null;
  let firstTick = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let again = false;

  // Runs cut short by the last stop are failed, as pg_cron does.
  if ((await ctx.pool.query(`select to_regclass('cron.job_run_details') as t`)).rows[0]?.t) {
    await ctx.pool.query(
      `update cron.job_run_details set status = 'failed', return_message = 'server restarted'
       where status in ('starting', 'running')`,
    );
  }

  const listener = new pg.Client({ connectionString: dbUrl, application_name: 'velvet-cron' });
  listener.on('notification', () => wake());
  listener.on('error', (e) => log(`listener: ${e.message}`));
  await listener.connect();
  await listener.query('listen velvet_cron');
  const unsubscribe = clock.onChange(() => wake());

  function wake() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    void tick();
  }

  async function tick() {
    ticking = true;
    try {
      await step();
    } catch (err) {
      if (!stopped) log(`scheduler: ${(err as Error).message}`);
    } finally {
      ticking = false;
      if (!stopped) {
        if (again) {
          again = false;
          timer = setTimeout(tick, 0);
        } else {
          timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
        }
      }
    }
  }

  async function step() {
    const { rows: cron } = await ctx.pool.query<{ has_cron: boolean }>(
      `select to_regclass('cron.job') is not null as has_cron`,
    );
    // Read every tick, so a clock change is seen even if its notification was missed.
    const offset = await clock.refresh();
    if (!cron[0]?.has_cron) return;
    const now = Date.now() + offset.ms;

    const { rows } = await ctx.pool.query<JobRow>(
      'select jobid::text, jobname, schedule, command, database, username, active from cron.job',
    );
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.jobid);
      const state = jobs.get(row.jobid);
      if (state && state.row.schedule === row.schedule) {
        state.row = row;
        continue;
      }
      let schedule: Schedule | null = null;
      try {
        schedule = parseSchedule(row.schedule);
      } catch (err) {
        log(`job ${row.jobid}: ${(err as Error).message}; it will not run`);
      }
      jobs.set(row.jobid, {
        row,
        schedule,
        pending: state?.pending ?? 0,
        running: state?.running ?? false,
        lastStart: -Infinity,
      });
    }
    for (const id of jobs.keys()) if (!seen.has(id) && !jobs.get(id)?.running) jobs.delete(id);

    const minute = Math.floor(now / MINUTE);
    for (const state of jobs.values()) {
      const { schedule } = state;
      if (!seen.has(state.row.jobid) || !state.row.active || !schedule) continue;
      if (schedule.kind === 'cron' && lastMinute !== null) state.pending += runsDue(schedule.cron, lastMinute, minute);
      if (schedule.kind === 'interval' && state.pending === 0 && now - state.lastStart >= schedule.seconds * 1000)
        state.pending++;
      if (schedule.kind === 'reboot' && firstTick) state.pending++;
    }
    // Like pg_cron: the minute the scheduler starts in does not run; a clock set back by less than
    // three hours waits for the old minute instead of repeating runs, a bigger change starts afresh.
    if (lastMinute === null || minute > lastMinute || lastMinute - minute >= 180) lastMinute = minute;
    firstTick = false;

    const { rows: requests } = await ctx.pool.query<{ jobid: string }>(
      'delete from _stack.cron_run_requests returning jobid::text',
    );
    for (const r of requests) {
      const state = jobs.get(r.jobid);
      if (state) state.pending++;
    }

    for (const state of jobs.values()) {
      if (state.pending === 0 || state.running || !seen.has(state.row.jobid)) continue;
      state.pending--;
      state.running = true;
      state.lastStart = now;
      const run = runJob({ pool: ctx.pool, dbUrl, row: state.row, offset, log, isStopped: () => stopped }).finally(
        () => {
          state.running = false;
          running.delete(run);
          if (state.pending > 0) wake();
        },
      );
      running.add(run);
    }
  }

  void tick();
  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await listener.end().catch(() => undefined);
      await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, 2000))]);
    },
  };
}
