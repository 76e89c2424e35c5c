// The payment provider, in one place. Every function that takes, refunds or verifies a payment goes
// through this module, so moving to another processor (card networks and Stripe restrict some content
// categories) changes this file, not the product. Locally the stack sets STRIPE_API_URL to its
// Stripe-compatible sandbox; production leaves it unset and the SDK talks to api.stripe.com.
import Stripe from 'npm:stripe@23.1.0';

export type { Stripe };

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value)
    throw new Error(`${name} is not set (supabase/functions/.env locally, \`supabase secrets set\` on hosted)`);
  return value;
}

/** Host, port and protocol of the local sandbox; nothing in production. */
function endpoint(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  const url = Deno.env.get('STRIPE_API_URL');
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

let client: Stripe | undefined;

/** The Stripe client (fetch-based, as Deno needs), created on first use. */
export function stripe(): Stripe {
  client ??= new Stripe(requiredEnv('STRIPE_SECRET_KEY'), {
    ...endpoint(),
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
  });
  return client;
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export class WebhookSignatureError extends Error {}

/**
 * The event Stripe sent, verified: `Stripe-Signature` is an HMAC over the raw body, so the body is read
 * as text, untouched, and checked with SubtleCrypto (Deno has no synchronous HMAC for the SDK).
 */
export async function verifiedEvent(req: Request): Promise<Stripe.Event> {
  const signature = req.headers.get('stripe-signature');
  const body = await req.text();
  if (!signature) throw new WebhookSignatureError('No stripe-signature header value was provided.');
  const secret = requiredEnv('STRIPE_WEBHOOK_SECRET');
  try {
    return await stripe().webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
  } catch (err) {
    throw new WebhookSignatureError((err as Error).message);
  }
}

/** The provider refused or could not be reached; `conflict` = the idempotency key was used differently. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'conflict',
  ) {
    super(message);
  }
}

/** A hosted checkout page for one payment, in provider-neutral terms. */
export interface Checkout {
  id: string;
  /** Where to send the payer; null once the checkout is closed. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
}

export interface CheckoutRequest {
  /** Our id for the payment (the top-up): the session's client_reference_id and metadata. */
  reference: string;
  amountCents: number;
  currency: 'eur';
  productName: string;
  customerEmail?: string;
  /** The provider appends `session_id=<checkout id>` to it. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** The same key returns the same checkout (double taps, retries). */
  idempotencyKey: string;
}

/** One provider call should not hold the function for the SDK's default 80 s (times three tries). */
const REQUEST_TIMEOUT_MS = 20_000;

const asCheckout = (s: Stripe.Checkout.Session): Checkout => ({
  id: s.id,
  url: s.url,
  status: s.status === 'open' ? 'open' : s.status === 'complete' ? 'complete' : 'expired',
});

function providerError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeIdempotencyError) return new ProviderError(err.message, 'conflict');
  if (err instanceof Stripe.errors.StripeError) return new ProviderError(`${err.type}: ${err.message}`, 'unavailable');
  return err;
}

/**
 * A Checkout Session in payment mode for one fixed amount. The metadata goes on the session and on its
 * PaymentIntent (Stripe does not copy it), so refunds and disputes, which carry only the payment, can
 * still be matched to our reference.
 */
export async function openCheckout(r: CheckoutRequest): Promise<Checkout> {
  const separator = r.successUrl.includes('?') ? '&' : '?';
  try {
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: r.currency, unit_amount: r.amountCents, product_data: { name: r.productName } },
          },
        ],
        client_reference_id: r.reference,
        ...(r.customerEmail ? { customer_email: r.customerEmail } : {}),
        metadata: r.metadata,
        payment_intent_data: { metadata: r.metadata, description: r.productName },
        submit_type: 'pay',
        success_url: `${r.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: r.cancelUrl,
      },
      { idempotencyKey: r.idempotencyKey, timeout: REQUEST_TIMEOUT_MS },
    );
    return asCheckout(session);
  } catch (err) {
    throw providerError(err);
  }
}

/** The checkout as the provider sees it now. */
export async function getCheckout(id: string): Promise<Checkout> {
  try {
    return asCheckout(await stripe().checkout.sessions.retrieve(id, {}, { timeout: REQUEST_TIMEOUT_MS }));
  } catch (err) {
    throw providerError(err);
  }
}
