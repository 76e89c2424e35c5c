// Shared by every part of the sandbox: the store, the clock, lookups by id, and the event log.
import type { Clock } from './clock.ts';
import { resourceMissing } from './errors.ts';
import { newId } from './ids.ts';
import { API_VERSION, type Json, type StripeEvent } from './objects.ts';
import type { PaymentsStore } from './store.ts';

/** The API request that caused an event (`event.request`); null for the page, the clock or the test API. */
export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
}

export const NO_REQUEST: RequestInfo = { id: null, idempotencyKey: null };

export class Core {
  /** Called for every new event; the webhook dispatcher plugs in here. */
  onEvent: (event: StripeEvent) => void = () => undefined;

  constructor(
    readonly store: PaymentsStore,
    readonly clock: Clock,
    readonly publicUrl: string,
  ) {}

  /** Records an event with a snapshot of the object as it is now, and hands it to the dispatcher. */
  emit(type: string, object: object, request: RequestInfo, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId.event(),
      object: 'event',
      api_version: API_VERSION,
      created: this.clock.seconds(),
      data: {
        object: structuredClone(object) as Json,
        ...(previous ? { previous_attributes: structuredClone(previous) as Json } : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    this.store.events.set(event.id, event);
    this.store.changed();
    this.onEvent(event);
    return event;
  }

  session(id: string, param = 'session') {
    const s = this.store.sessions.get(id);
    if (!s) throw resourceMissing('checkout.session', id, param);
    return s;
  }

  paymentIntent(id: string, param = 'intent') {
    const pi = this.store.paymentIntents.get(id);
    if (!pi) throw resourceMissing('payment_intent', id, param);
    return pi;
  }

  charge(id: string, param = 'charge') {
    const ch = this.store.charges.get(id);
    if (!ch) throw resourceMissing('charge', id, param);
    return ch;
  }

  refund(id: string, param = 'refund') {
    const re = this.store.refunds.get(id);
    if (!re) throw resourceMissing('refund', id, param);
    return re;
  }

  dispute(id: string, param = 'dispute') {
    const dp = this.store.disputes.get(id);
    if (!dp) throw resourceMissing('dispute', id, param);
    return dp;
  }

  event(id: string, param = 'id') {
    const ev = this.store.events.get(id);
    if (!ev) throw resourceMissing('event', id, param);
    return ev;
  }

  /** The session a PaymentIntent belongs to (every PaymentIntent here comes from Checkout). */
  sessionOfIntent(paymentIntentId: string) {
    for (const s of this.store.sessions.values()) if (s.payment_intent === paymentIntentId) return s;
    return undefined;
  }
}
