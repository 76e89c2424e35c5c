// The sandbox's clock: wall-clock time plus an offset tests can move forward, like Stripe's test
// clocks (which exist only for Billing objects; ours drives Checkout Session expiry and the times
// objects and events carry). In the stack it is the stack clock (stack/clock.ts), shared with the
// scheduler; a sandbox started on its own gets a SandboxClock, which starts at real time. Webhook
// signatures always use the real time, because receivers check them against their own.
export interface Clock {
  /** Milliseconds since the epoch, shifted. */
  now(): number;
  /** Seconds since the epoch, shifted (Stripe's timestamps are whole seconds). */
  seconds(): number;
  readonly offsetSeconds: number;
  /** Moves the clock forward; refuses a negative or non-finite amount. */
  advance(seconds: number): void | Promise<void>;
  /** Called after the clock moved for any reason (the stack clock can be moved from SQL). */
  onChange?(fn: () => void): () => void;
}

export class SandboxClock implements Clock {
  private offsetMs = 0;
  private readonly subscribers = new Set<() => void>();

  now(): number {
    return Date.now() + this.offsetMs;
  }

  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }

  /** It never goes back, so objects never see time reverse. */
  advance(seconds: number) {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('seconds must be a non-negative number');
    this.offsetMs += Math.round(seconds * 1000);
    for (const fn of this.subscribers) fn();
  }

  onChange(fn: () => void) {
    this.subscribers.add(fn);
    return () => {
      this.subscribers.delete(fn);
    };
  }
}
