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
