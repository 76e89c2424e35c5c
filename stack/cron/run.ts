import pg from 'pg';

export interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  database: string;
  username: string;
  active: boolean;
}

export interface RunOptions {
  pool: pg.Pool;
  dbUrl: string;
  row: JobRow;
  /** The scheduler clock's offset from real time, as an interval text and in ms. */
  offset: { text: string; ms: number };
  log: (m: string) => void;
  isStopped: () => boolean;
}

const clockTime = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** pg_cron's return_message: "N rows" for a statement returning rows, else the command tag. */
function feedback(result: pg.QueryResult | pg.QueryResult[] | undefined): string {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  if (!last || !last.command) return '0 rows';
  const n = last.rowCount ?? 0;
  if (last.fields.length > 0) return `${n} ${n === 1 ? 'row' : 'rows'}`;
  if (last.command === 'INSERT') return `INSERT 0 ${n}`;
  if (['UPDATE', 'DELETE', 'MERGE', 'SELECT', 'MOVE', 'FETCH', 'COPY'].includes(last.command))
    return `${last.command} ${n}`;
  return last.command;
}

/**
 * One run, as pg_cron does it: a row in cron.job_run_details (starting → running → succeeded or
 * failed), a fresh connection acting as the job's owner, the command sent as one simple query (so
 * it may hold several statements). Under a shifted test clock the session also carries
 * `app.clock_offset`, which private.app_now() adds to now(); start and end times use that clock.
 */
export async function runJob(o: RunOptions): Promise<void> {
  const { pool, row, log } = o;
  const label = `job ${row.jobid}${row.jobname ? ` (${row.jobname})` : ''}`;
  let runid: string | undefined;
  const client = new pg.Client({ connectionString: o.dbUrl, application_name: 'pg_cron' });
  let status = 'failed';
  let message: string;
  try {
    const inserted = await pool.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, $2, $3, $4, 'starting', $5) returning runid::text`,
      [row.jobid, row.database, row.username, row.command, clockTime(o.offset.ms)],
    );
    runid = inserted.rows[0]?.runid;
    await client.connect();
    const { rows } = await client.query<{ pid: number; me: string }>(
      'select pg_backend_pid() as pid, current_user as me',
    );
    await client.query(`select set_config('app.clock_offset', $1, false)`, [o.offset.text]);
    if (rows[0]?.me !== row.username)
      await client.query(`set session authorization ${client.escapeIdentifier(row.username)}`);
    await pool.query(
      `update cron.job_run_details set status = 'running', job_pid = $2, start_time = $3 where runid = $1`,
      [runid, rows[0]?.pid, clockTime(o.offset.ms)],
    );
    message = feedback(await client.query(row.command));
    status = 'succeeded';
  } catch (err) {
    message = `ERROR:  ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  if (o.isStopped()) return;
  // Every run is in cron.job_run_details; the log carries failures only, since a job every few
  // seconds would drown the stack's output.
  if (status === 'failed') log(`${label} failed: ${message}`);
  if (runid === undefined) return;
  await pool
    .query(`update cron.job_run_details set status = $2, return_message = $3, end_time = $4 where runid = $1`, [
      runid,
      status,
      message,
      clockTime(o.offset.ms),
    ])
    .catch((err: Error) => log(`${label}: could not record the run: ${err.message}`));
}
