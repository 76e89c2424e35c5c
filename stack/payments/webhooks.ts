// Webhook delivery as Stripe does it: every event goes to each enabled endpoint whose
// `enabled_events` match, as a pretty-printed JSON POST signed `Stripe-Signature: t=…,v1=…`
// (HMAC-SHA256 of `${t}.${body}` with the endpoint's whsec_ secret). A non-2xx answer, a refused
// connection or a timeout is retried on a backoff schedule. Every attempt is logged. Deliveries
// are at least once: the test API can resend (a duplicate) or hold and release in reverse order.
import { createHash, createHmac } from 'node:crypto';
import type { Core } from './core.ts';
import { newId } from './ids.ts';
import type { StripeEvent } from './objects.ts';
import type { Delivery, EndpointRecord } from './store.ts';

export interface WebhookOptions {
  /** Delay before each retry after a failed attempt; its length is the number of retries. */
  retryScheduleMs: number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  log: (message: string) => void;
}

/** Stripe retries test-mode deliveries three times over a few hours; so do we, unless told otherwise. */
export const DEFAULT_RETRY_SCHEDULE_MS = [60_000, 10 * 60_000, 60 * 60_000];
export const DEFAULT_DELIVERY_TIMEOUT_MS = 20_000;
const KEPT_RESPONSE_CHARS = 2000;

export function signPayload(payload: string, secret: string, timestamp: number) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A stable id for a configured endpoint, so the delivery log reads the same across restarts. */
export const configEndpointId = (url: string) =>
  `we_local${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;

export const eventMatches = (enabled: readonly string[], type: string) =>
  enabled.includes('*') || enabled.includes(type);

export class WebhookDispatcher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, AbortController>();
  private closed = false;

  constructor(
    private readonly core: Core,
    private readonly options: WebhookOptions,
  ) {}

  private get store() {
    return this.core.store;
  }

  /** Fans a new event out to its endpoints. */
  dispatch(event: StripeEvent) {
    const targets = [...this.store.endpoints.values()].filter(
      (e) => e.endpoint.status === 'enabled' && eventMatches(e.endpoint.enabled_events, event.type),
    );
    event.pending_webhooks = targets.length;
    for (const target of targets) this.enqueue(event, target, 'original');
  }

  /** Sends an event again (a duplicate delivery, as Stripe's at-least-once delivery may do). */
  resend(event: StripeEvent, endpointId: string | undefined, kind: 'resend' | 'duplicate'): Delivery[] {
    const targets = endpointId
      ? [this.store.endpoints.get(endpointId)].filter((e): e is EndpointRecord => e !== undefined)
      : [...this.store.endpoints.values()].filter(
          (e) => e.endpoint.status === 'enabled' && eventMatches(e.endpoint.enabled_events, event.type),
        );
    return targets.map((t) => this.enqueue(event, t, kind));
  }

  private enqueue(event: StripeEvent, target: EndpointRecord, kind: Delivery['kind']): Delivery {
    const delivery: Delivery = {
      id: newId.delivery(),
      event: event.id,
      event_type: event.type,
      endpoint: target.endpoint.id,
      url: target.endpoint.url,
      kind,
      status: target.hold ? 'held' : 'pending',
      attempts: [],
      next_attempt_at: null,
      created: Date.now(),
    };
    this.store.deliveries.set(delivery.id, delivery);
    this.store.changed();
    if (!target.hold) this.schedule(delivery, 0);
    return delivery;
  }

  private schedule(delivery: Delivery, delayMs: number) {
    if (this.closed) return;
    delivery.next_attempt_at = Date.now() + delayMs;
    const timer = setTimeout(() => {
      this.timers.delete(delivery.id);
      void this.attempt(delivery);
    }, delayMs);
    timer.unref();
    this.timers.set(delivery.id, timer);
  }

  /** One HTTP attempt; schedules the next retry on failure. Never throws. */
  async attempt(delivery: Delivery): Promise<void> {
    const event = this.store.events.get(delivery.event);
    const target = this.store.endpoints.get(delivery.endpoint);
    if (this.closed) return; // still pending: picked up again after a restart
    if (!event || !target) {
      delivery.status = 'failed';
      delivery.next_attempt_at = null;
      return;
    }
    delivery.status = 'pending';
    delivery.next_attempt_at = null;
    const payload = JSON.stringify(event, null, 2);
    const abort = new AbortController();
    this.inFlight.set(delivery.id, abort);
    const timeout = setTimeout(
      () => abort.abort(new Error(`timed out after ${this.options.timeoutMs} ms`)),
      this.options.timeoutMs,
    );
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    let responseBody: string | null = null;
    try {
      const res = await fetch(target.endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          accept: '*/*; q=0.5, application/xml',
          'cache-control': 'no-cache',
          // Signed with the real time: the receiver checks it against its own clock (300 s tolerance).
          'stripe-signature': signPayload(payload, target.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        redirect: 'manual', // Stripe treats a redirect as a failed delivery
        signal: abort.signal,
      });
      status = res.status;
      responseBody = (await res.text()).slice(0, KEPT_RESPONSE_CHARS);
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      error = abort.signal.aborted
        ? String((abort.signal.reason as Error | undefined)?.message ?? 'aborted')
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(delivery.id);
    }
    const ok = status !== null && status >= 200 && status < 300;
    delivery.attempts.push({
      attempt: delivery.attempts.length + 1,
      started_at: started,
      duration_ms: Date.now() - started,
      status,
      error,
      response_body: responseBody,
    });
    this.options.log(
      `${event.type} ${event.id} → ${target.endpoint.url}: ${status ?? error} (attempt ${delivery.attempts.length}, ${Date.now() - started} ms)`,
    );
    if (ok) {
      delivery.status = 'succeeded';
      if (delivery.kind === 'original') event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
    } else {
      // A dashboard-style resend is one attempt; Stripe's own sends are retried.
      const retries = delivery.kind === 'resend' ? [] : this.options.retryScheduleMs;
      const next = retries[delivery.attempts.length - 1];
      if (this.closed) {
        delivery.status = 'pending'; // interrupted by a stop: retried after the next start
        delivery.next_attempt_at = Date.now();
      } else if (next !== undefined) {
        delivery.status = 'pending';
        this.schedule(delivery, next);
      } else delivery.status = 'failed';
    }
    this.store.changed();
  }

  setHold(endpointId: string, hold: boolean) {
    const target = this.store.endpoints.get(endpointId);
    if (target) target.hold = hold;
    return target;
  }

  /** Sends an endpoint's held deliveries one after another, oldest first or reversed. */
  async release(endpointId: string, order: 'oldest_first' | 'reverse'): Promise<Delivery[]> {
    const target = this.setHold(endpointId, false);
    if (!target) return [];
    const held = [...this.store.deliveries.values()].filter((d) => d.endpoint === endpointId && d.status === 'held');
    if (order === 'reverse') held.reverse();
    for (const d of held) await this.attempt(d);
    return held;
  }

  /** After a restart: picks up deliveries that were waiting for a retry. */
  resume() {
    for (const d of this.store.deliveries.values()) {
      if (d.status === 'pending') this.schedule(d, Math.max(0, (d.next_attempt_at ?? Date.now()) - Date.now()));
    }
  }

  close() {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const a of this.inFlight.values()) a.abort(new Error('sandbox stopped'));
  }
}
