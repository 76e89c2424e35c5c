// The sandbox's clock: wall-clock time plus an offset tests can move forward, like Stripe's test
// clocks (which exist only for Billing objects; ours drives Checkout Session expiry). Like the
// scheduler's test clock it starts at real time on every start. Signatures on webhook deliveries
// always use the real time, because receivers check them against their own.
export class SandboxClock {
  private offsetMs = 0;

  /** Milliseconds since the epoch, shifted. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Seconds since the epoch, shifted (Stripe's timestamps are whole seconds). */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }

  /** Moves the clock forward; it never goes back, so objects never see time reverse. */
  advance(seconds: number) {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('seconds must be a non-negative number');
    this.offsetMs += Math.round(seconds * 1000);
  }
}
