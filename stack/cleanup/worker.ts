import pg from 'pg';
import type { StackContext } from '../types.ts';
import { runCleanupBatch, type CleanupApi } from '../../supabase/functions/_shared/storage-cleanup.ts';

/** Retries come due at least this often; a NOTIFY from a new job wakes the worker at once. */
const POLL_MS = 15_000;
const RECONNECT_MS = [1000, 2000, 5000, 15_000];
const BATCH = 10;

export interface CleanupWorker {
  /** Runs a pass now (and another if one is already running). */
  wake(): void;
  close(): Promise<void>;
}

/**
 * The stack's stand-in for the scheduled `storage-cleanup` Edge Function: the same
 * `runCleanupBatch` over HTTP with the service-role key, run in process because the stack has no
 * pg_net for a cron job to call the function with. It LISTENs on `storage_cleanup` (the queue's
 * insert trigger notifies), so a deleted account's files go within moments, and polls every 15 s
 * for jobs whose retry came due.
 */
export async function startCleanupWorker(ctx: StackContext, api: CleanupApi): Promise<CleanupWorker> {
  const connectionString = ctx.pool.options.connectionString;
  if (!connectionString) throw new Error('cleanup: the stack pool has no connection string');
  const log = (message: string) => ctx.log('cleanup', message);

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const pass = async () => {
    for (;;) {
      again = false;
      const result = await runCleanupBatch(api, { batchSize: BATCH });
      for (const line of result.errors) log(`will retry ${line}`);
      // A full batch means more may be due right away.
      if (stopped || (result.claimed < BATCH && !again)) return;
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => log(`pass failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: 'storage_cleanup' });
    const lost = (err: Error) => {
      if (stopped || listener !== client) return;
      listener = null;
      log(`listen connection lost (${err.message}); reconnecting`);
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', wake);
    await client.connect();
    await client.query('listen storage_cleanup');
    listener = client;
    attempt = 0;
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    retry = setTimeout(() => {
      connect()
        .then(wake) // jobs queued while we were away
        .catch(() => {
          if (!stopped) scheduleReconnect();
        });
    }, delay);
  };

  await connect();
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  wake(); // jobs left over from before a restart

  return {
    wake,
    async close() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}
