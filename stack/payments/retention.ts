// Stripe keeps events for 30 days; so does the sandbox, on its clock, so state.json stops growing
// with every checkout a developer or a test ever ran. Deliveries go with their event. A cap on the
// count bounds what a burst in real time (benchmarks, long test runs) leaves behind. Objects
// (sessions, payments, refunds) are kept, as on Stripe.
import type { Core } from './core.ts';

export interface RetentionOptions {
  /** Days an event (and its delivery attempts) is kept, by the sandbox clock. Default 30, as Stripe. */
  days?: number;
  /** Most events kept; the oldest go first. Default 10,000. */
  maxEvents?: number;
  /** Most delivery records kept (resends add more per event); the oldest go first. Default 20,000. */
  maxDeliveries?: number;
}

export const EVENT_RETENTION_DAYS = 30;
export const MAX_EVENTS = 10_000;
export const MAX_DELIVERIES = 20_000;

/** Drops events past their retention or over the cap, and their deliveries. Returns how many went. */
export function pruneEvents(core: Core, options: RetentionOptions = {}): number {
  const { events, deliveries } = core.store;
  const cutoff = core.clock.seconds() - (options.days ?? EVENT_RETENTION_DAYS) * 86_400;
  const maxEvents = options.maxEvents ?? MAX_EVENTS;
  const maxDeliveries = options.maxDeliveries ?? MAX_DELIVERIES;

  const gone = new Set<string>();
  for (const [id, event] of events) if (event.created < cutoff) gone.add(id);
  // Maps keep insertion order, which is creation order: the first entries are the oldest.
  let over = events.size - gone.size - maxEvents;
  for (const id of events.keys()) {
    if (over <= 0) break;
    if (!gone.has(id)) {
      gone.add(id);
      over--;
    }
  }
  for (const id of gone) events.delete(id);

  let dropped = 0;
  for (const [id, delivery] of deliveries) {
    if (gone.has(delivery.event)) {
      deliveries.delete(id);
      dropped++;
    }
  }
  for (const id of deliveries.keys()) {
    if (deliveries.size <= maxDeliveries) break;
    deliveries.delete(id);
    dropped++;
  }
  if (gone.size + dropped > 0) core.store.changed();
  return gone.size + dropped;
}
