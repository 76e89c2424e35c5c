// Helpers for the payments sandbox suites: a sandbox of their own (so retries, clocks and endpoints
// cannot disturb other suites), the official `stripe` SDK pointed at it, the hosted page's form as a
// browser would post it, and a tiny webhook receiver that verifies deliveries with the SDK.
import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import Stripe from 'stripe';
import { startPaymentsSandbox, type PaymentsSandbox } from '../../stack/payments/index.ts';
import type { PaymentsSandboxOptions } from '../../stack/payments/server.ts';

/** The SDK as a function would configure it for the sandbox: host, port and protocol. */
export function stripeFor(url: string, key: string) {
  const u = new URL(url);
  return new Stripe(key, {
    host: u.hostname,
    port: Number(u.port),
    protocol: u.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/** Starts a private sandbox for the file; `ctx.sandbox` and `ctx.stripe` are set in beforeAll. */
export function useSandbox(options: Partial<PaymentsSandboxOptions> = {}) {
  const ctx = {} as { sandbox: PaymentsSandbox; stripe: Stripe; url: string };
  beforeAll(async () => {
    ctx.sandbox = await startPaymentsSandbox({ port: 0, retryScheduleMs: [50, 100, 200], ...options });
    ctx.url = ctx.sandbox.url;
    ctx.stripe = stripeFor(ctx.url, ctx.sandbox.secretKey);
  });
  afterAll(async () => {
    await ctx.sandbox?.close();
  });
  return ctx;
}

export const lineItem = (unitAmount = 1292, name = 'Monthly subscription to @lunarivera', currency = 'eur') => ({
  price_data: { currency, product_data: { name }, unit_amount: unitAmount },
  quantity: 1,
});

export async function createSession(stripe: Stripe, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [lineItem()],
    success_url: 'http://127.0.0.1:5173/wallet?checkout={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5173/wallet?checkout=cancelled',
    customer_email: 'fan@velvet.test',
    ...extra,
  });
}

export interface CardFields {
  cardNumber: string;
  cardExpiry?: string;
  cardCvc?: string;
  billingName?: string;
  email?: string;
}

/** Posts the hosted page's form exactly as a browser submits it, without following the redirect. */
export async function submitCheckoutForm(sessionUrl: string, fields: CardFields) {
  const year = (new Date().getUTCFullYear() + 2) % 100;
  const body = new URLSearchParams({
    cardNumber: fields.cardNumber,
    cardExpiry: fields.cardExpiry ?? `12 / ${year}`,
    cardCvc: fields.cardCvc ?? '123',
    billingName: fields.billingName ?? 'Fan One',
    billingCountry: 'IE',
    ...(fields.email ? { email: fields.email } : {}),
  });
  const res = await fetch(sessionUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

export interface Received {
  event: Stripe.Event;
  raw: string;
  signature: string;
}

/**
 * A webhook endpoint like the function will be: reads the raw body, verifies `Stripe-Signature`
 * with `constructEventAsync` and the SubtleCrypto provider, answers 400 on a bad signature.
 * `respond` decides the status of each verified delivery (e.g. 500 once to force a retry).
 */
export async function startReceiver(respond: (event: Stripe.Event, n: number) => number = () => 200) {
  const stripe = new Stripe('sk_test_unused', {});
  const crypto = Stripe.createSubtleCryptoProvider();
  const received: Received[] = [];
  const rejected: string[] = [];
  let secret = '';
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['stripe-signature'] ?? '');
      stripe.webhooks
        .constructEventAsync(raw, signature, secret, undefined, crypto)
        .then((event) => {
          received.push({ event, raw, signature });
          const status = respond(event, received.filter((r) => r.event.id === event.id).length);
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: true }));
        })
        .catch((err: Error) => {
          rejected.push(err.message);
          res.writeHead(400).end(err.message);
        })
        .finally(() => waiters.splice(0).forEach((w) => w()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/functions/v1/stripe-webhook`,
    received,
    rejected,
    setSecret: (s: string) => (secret = s),
    /** Resolves once `predicate` holds for what has arrived (no fixed sleeps). */
    async waitFor(predicate: (r: Received[]) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline)
          throw new Error(`webhook receiver: condition not met; got ${received.map((r) => r.event.type).join(', ')}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100).unref();
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls the test API until `predicate` holds (for the delivery log, which fills asynchronously). */
export async function waitUntil<T>(read: () => Promise<T>, predicate: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (predicate(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
