import pg from 'pg';

/** What a time-shifted service reads: the clock's time and how far it is from real time. */
export interface ClockReading {
  /** The offset as Postgres prints the interval (`1 mon`, `02:00:00`), for `app.clock_offset`. */
  text: string;
  /** The same offset in milliseconds, as of now (a month is as long as this month). */
  ms: number;
}

/**
 * The stack clock: real time plus the offset in `_stack.clock` (stack/platform/05-clock.sql), one
 * clock for the scheduler and the payments sandbox, so `select _stack.clock_advance('1 month')`
 * (or the sandbox's test API) moves both. The offset lives in the database, so it survives a
 * restart with the data written under it; `_stack.clock_reset()` returns to real time. Changes are
 * announced on `velvet_clock`; this object keeps a copy in memory for synchronous readers.
 */
export class StackClock {
  private offset: ClockReading = { text: '00:00:00', ms: 0 };
  private readonly subscribers = new Set<() => void>();
  private listener: pg.Client | null = null;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly log: (m: string) => void,
  ) {}

  /** Reads the offset and starts listening for changes made from any session. */
  static async start(pool: pg.Pool, dbUrl: string, log: (m: string) => void): Promise<StackClock> {
    const clock = new StackClock(pool, log);
    await clock.refresh();
    const listener = new pg.Client({ connectionString: dbUrl, application_name: 'velvet-clock' });
    listener.on('notification', () => {
      clock.refresh().catch((err: Error) => clock.log(`could not read the clock: ${err.message}`));
    });
    // The scheduler re-reads the clock every second, so a lost listener only delays the sandbox.
    listener.on('error', (err) => log(`clock listener: ${err.message}`));
    await listener.connect();
    await listener.query('listen velvet_clock');
    clock.listener = listener;
    return clock;
  }

  /** Milliseconds since the epoch on the stack clock. */
  now(): number {
    return Date.now() + this.offset.ms;
  }

  /** Whole seconds since the epoch on the stack clock (Stripe's timestamps). */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  get offsetMs(): number {
    return this.offset.ms;
  }

  get offsetSeconds(): number {
    return Math.round(this.offset.ms / 1000);
  }

  get reading(): ClockReading {
    return this.offset;
  }

  /** Re-reads the offset from the database; tells subscribers when it changed. */
  async refresh(): Promise<ClockReading> {
    const { rows } = await this.pool.query<{ text: string; ms: number }>(
      `select offset_by::text as text,
              (extract(epoch from (now() + offset_by) - now()) * 1000)::float8 as ms
         from _stack.clock`,
    );
    const next = rows[0] ?? { text: '00:00:00', ms: 0 };
    const changed = next.text !== this.offset.text;
    this.offset = next;
    if (changed && !this.closed) for (const fn of this.subscribers) fn();
    return next;
  }

  /** Moves the clock forward by `seconds` (the sandbox's test API); never backwards. */
  async advance(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('seconds must be a non-negative number');
    await this.pool.query('select _stack.clock_advance(make_interval(secs => $1))', [seconds]);
    await this.refresh();
  }

  /** Calls `fn` after every change of the offset; returns the unsubscribe. */
  onChange(fn: () => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}
