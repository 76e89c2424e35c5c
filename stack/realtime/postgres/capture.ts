import pg from 'pg';
import type { Change, ChangeType } from './payload.ts';

const BATCH = 500;
const PRUNE_EVERY_MS = 5_000;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];
const TYPES: Record<string, ChangeType> = { I: 'INSERT', U: 'UPDATE', D: 'DELETE' };

interface ChangeRow {
  id: string;
  relid: number;
  op: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: Date;
}

export interface CaptureHooks {
  /** Delivers a run of changes, in order; must not throw for a single bad change. */
  onChanges(changes: Change[]): Promise<void>;
  /** Any DDL happened: cached catalog facts may be stale. */
  onDdl(): void;
  log(message: string): void;
}

/**
 * Reads realtime.changes (filled by the platform's capture trigger) on one dedicated connection:
 * LISTEN wakes it, rows are read strictly in id order — which is commit order — and handed over
 * one at a time. After a lost connection it reconnects and resumes after the last id it handled,
 * so a change committed while subscribed is never skipped; handled rows are pruned.
 */
export class ChangeCapture {
  private client: pg.Client | null = null;
  private lastId = '0';
  private lastPrune = 0;
  private draining = false;
  private pending = false;
  private stopped = false;
  private started = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly hooks: CaptureHooks,
  ) {}

  async start() {
    const client = await this.connect();
    // Migrations ran before us; make sure every published table has its trigger, then start
    // from the present: changes from before the service existed have no subscribers.
    await client.query('select realtime.sync_capture_triggers()');
    const { rows } = await client.query<{ max: string }>(
      'select coalesce(max(id), 0)::text as max from realtime.changes',
    );
    this.lastId = rows[0]!.max;
    await client.query('delete from realtime.changes where id <= $1', [this.lastId]);
    this.started = true;
    if (this.pending) this.drain();
  }

  async close() {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'realtime_capture' });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel === 'realtime_ddl') this.hooks.onDdl();
      else this.drain();
    });
    await client.connect();
    await client.query('listen realtime_changes; listen realtime_ddl');
    this.client = client;
    this.attempt = 0;
    return client;
  }

  private lost(client: pg.Client, err: Error) {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.hooks.log(`realtime: change capture connection lost (${err.message}); reconnecting`);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)]!;
    this.retry = setTimeout(() => {
      this.connect()
        .then(() => {
          this.hooks.onDdl(); // DDL may have happened while we were away
          this.drain();
        })
        .catch(() => {
          if (!this.stopped) this.scheduleReconnect();
        });
    }, delay);
  }

  /** Reads everything after lastId; a wake-up during a drain triggers one more pass. */
  private drain() {
    if (this.draining || !this.started) {
      this.pending = true;
      return;
    }
    this.draining = true;
    this.run()
      .catch((err: unknown) => this.hooks.log(`realtime: reading changes failed: ${(err as Error).message}`))
      .finally(() => {
        this.draining = false;
        if (this.pending && this.client && !this.stopped) {
          this.pending = false;
          this.drain();
        }
      });
  }

  private async run() {
    for (;;) {
      this.pending = false;
      const client = this.client;
      if (!client || this.stopped) return;
      const { rows } = await client.query<ChangeRow>(
        // Ordered by the bigint column itself (an `id::text` alias would sort 1000 before 999).
        `select c.id::text as id, c.relid::int as relid, c.op::text as op, c.record, c.old_record, c.committed_at
         from realtime.changes c where c.id > $1 order by c.id limit ${BATCH}`,
        [this.lastId],
      );
      const changes = rows.map((row): Change => ({
        id: row.id,
        relid: row.relid,
        type: TYPES[row.op] ?? 'INSERT',
        record: row.record,
        oldRecord: row.old_record,
        committedAt: row.committed_at,
      }));
      if (changes.length > 0) {
        await this.hooks.onChanges(changes);
        this.lastId = changes[changes.length - 1]!.id;
      }
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await client.query('delete from realtime.changes where id <= $1', [this.lastId]);
      }
      if (rows.length < BATCH) return;
    }
  }
}
