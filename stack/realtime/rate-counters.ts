/** A token bucket: refills `rate` per second up to `burst`; a charge may leave it in debt. */
export class Bucket {
  private tokens: number;
  private at = performance.now();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  level(): number {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    return this.tokens;
  }

  take(n: number) {
    this.tokens = this.level() - n;
  }

  /** Milliseconds until the bucket is out of debt. */
  debtMs(): number {
    const level = this.level();
    return level >= 0 ? 0 : (-level / this.rate) * 1000;
  }
}

/**
 * Realtime's RateCounter for a limit: counts per 5 s tick, averages the last 12 ticks per second,
 * trips when the average reaches the limit and releases when it falls below. Counted lazily.
 */
export class TickCounter {
  private static readonly TICK_MS = 5000;
  private static readonly TICKS = 12;
  private count = 0;
  private buckets: number[] = [];
  private next = Date.now() + TickCounter.TICK_MS;
  private triggered = false;

  constructor(
    private readonly limit: number,
    private readonly onTrip: () => void = () => undefined,
  ) {}

  private roll() {
    const now = Date.now();
    if (now < this.next) return;
    const missed = Math.floor((now - this.next) / TickCounter.TICK_MS) + 1;
    for (let n = 0; n < Math.min(missed, TickCounter.TICKS); n++) {
      this.buckets = [n === 0 ? this.count : 0, ...this.buckets].slice(0, TickCounter.TICKS);
      this.count = 0;
      const avg = this.buckets.reduce((a, b) => a + b, 0) / this.buckets.length / (TickCounter.TICK_MS / 1000);
      if (this.triggered && avg < this.limit) this.triggered = false;
      else if (!this.triggered && avg >= this.limit) {
        this.triggered = true;
        this.onTrip();
      }
    }
    this.next += missed * TickCounter.TICK_MS;
  }

  isTriggered() {
    this.roll();
    return this.triggered;
  }

  add() {
    this.count++;
  }
}
