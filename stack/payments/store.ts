// Everything the sandbox knows, kept in memory and saved as one JSON file under the stack's data
// folder (`.stack/payments/state.json`), so sessions, payments and events survive a restart.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Charge,
  CheckoutSession,
  Dispute,
  LineItem,
  PaymentIntent,
  Product,
  Refund,
  StripeEvent,
  WebhookEndpoint,
} from './objects.ts';

export interface DeliveryAttempt {
  attempt: number;
  /** Real time (ms), not the sandbox clock: this is when the request actually left. */
  started_at: number;
  duration_ms: number;
  /** HTTP status, or null when no response came (refused connection, timeout). */
  status: number | null;
  error: string | null;
  response_body: string | null;
}

export interface Delivery {
  id: string;
  event: string;
  event_type: string;
  endpoint: string;
  url: string;
  /** `original` is Stripe's own send; `resend` and `duplicate` were asked for through the test API. */
  kind: 'original' | 'resend' | 'duplicate';
  status: 'pending' | 'held' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  next_attempt_at: number | null;
  created: number;
}

export interface EndpointRecord {
  endpoint: WebhookEndpoint;
  secret: string;
  /** `config` endpoints come from stack options on every start; `api` ones were created through /v1. */
  source: 'config' | 'api';
  /** While held, deliveries queue up until released (in order or reversed) through the test API. */
  hold: boolean;
}

export interface IdempotentResult {
  endpoint: string;
  params: string;
  status: number;
  body: string;
  createdMs: number;
}

const SCHEMA = 1;

export class PaymentsStore {
  sessions = new Map<string, CheckoutSession>();
  lineItems = new Map<string, LineItem[]>();
  /** `payment_intent_data` of a session, applied when its PaymentIntent is created. */
  intentData = new Map<string, { description: string | null; metadata: Record<string, string> }>();
  products = new Map<string, Product>();
  paymentIntents = new Map<string, PaymentIntent>();
  charges = new Map<string, Charge>();
  refunds = new Map<string, Refund>();
  disputes = new Map<string, Dispute>();
  events = new Map<string, StripeEvent>();
  endpoints = new Map<string, EndpointRecord>();
  deliveries = new Map<string, Delivery>();
  idempotency = new Map<string, IdempotentResult>();

  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly file: string | null) {}

  load(onError: (message: string) => void) {
    if (!this.file) return;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return; // first start
    }
    try {
      const saved = JSON.parse(text) as Partial<Record<string, unknown>>;
      if (saved.schema !== SCHEMA) throw new Error(`unknown schema ${String(saved.schema)}`);
      const restore = <T>(key: string, into: Map<string, T>) => {
        const entries = saved[key];
        if (Array.isArray(entries)) for (const [k, v] of entries as Array<[string, T]>) into.set(k, v);
      };
      restore('sessions', this.sessions);
      restore('lineItems', this.lineItems);
      restore('intentData', this.intentData);
      restore('products', this.products);
      restore('paymentIntents', this.paymentIntents);
      restore('charges', this.charges);
      restore('refunds', this.refunds);
      restore('disputes', this.disputes);
      restore('events', this.events);
      restore('endpoints', this.endpoints);
      restore('deliveries', this.deliveries);
      restore('idempotency', this.idempotency);
    } catch (err) {
      onError(`ignoring unreadable ${this.file}: ${(err as Error).message}`);
    }
  }

  /** Saves soon; many changes in one request cost one write. */
  changed() {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, 200);
    this.timer.unref();
  }

  flush() {
    if (!this.file) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const data = {
      schema: SCHEMA,
      sessions: [...this.sessions],
      lineItems: [...this.lineItems],
      intentData: [...this.intentData],
      products: [...this.products],
      paymentIntents: [...this.paymentIntents],
      charges: [...this.charges],
      refunds: [...this.refunds],
      disputes: [...this.disputes],
      events: [...this.events],
      endpoints: [...this.endpoints].filter(([, e]) => e.source === 'api'),
      deliveries: [...this.deliveries],
      idempotency: [...this.idempotency],
    };
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, this.file); // atomic: a crash mid-write never leaves half a file
  }
}
