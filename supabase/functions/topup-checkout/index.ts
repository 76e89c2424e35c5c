// Top up the wallet (issue 13 §7), called by the app with supabase.functions.invoke('topup-checkout',
// { body: { amount_cents, idempotency_key } }) and the signed-in user's token (verify_jwt on).
//  1. start_topup AS THE CALLER (their Authorization header forwarded): the database takes the payer
//     from auth.uid(), checks the amount (€5–€500) and returns the pending top-up; the same key again
//     returns the same top-up, so a double tap or a retry never makes a second one.
//  2. A Checkout Session for the amount the database recorded, through the one provider module, with
//     Stripe's Idempotency-Key derived from the top-up: concurrent taps get the same session.
//  3. attach_topup_session (service role) remembers the session; the answer is { url, topup_id }.
// The wallet is credited only by the verified webhook (stripe-webhook), never here.
import { appOrigin, appOriginsFromEnv } from '../_shared/app-origin.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { failure, json } from '../_shared/http.ts';
import { getCheckout, openCheckout, ProviderError, type Checkout } from '../_shared/stripe.ts';
import { serviceClient, userClient } from '../_shared/supabase.ts';
import {
  fromDatabase,
  notSignedIn,
  PROVIDER_FAILURE_REASON,
  providerUnavailable,
  topupClosed,
  unavailable,
} from './errors.ts';
import { emailFromBearer, parseTopup, parseTopupRequest, type Topup } from './request.ts';

/** The wallet screen: the payment page sends the payer back here. */
const RETURN_PATH = '/wallet';

async function openFor(topup: Topup, req: Request, authorization: string): Promise<Checkout> {
  const origin = appOrigin(req.headers.get('origin'), RETURN_PATH, appOriginsFromEnv());
  const back = `${origin}${RETURN_PATH}?topup=${topup.id}`;
  return await openCheckout({
    reference: topup.id,
    amountCents: topup.amountCents,
    currency: 'eur',
    productName: 'Velvet wallet top-up',
    customerEmail: emailFromBearer(authorization),
    successUrl: `${back}&checkout=success`,
    cancelUrl: `${back}&checkout=cancelled`,
    metadata: { topup_id: topup.id },
    // A provider may keep an error answer for a key (Stripe replays even a 500 for 24 h): after a
    // failed attempt (failed_at set) the next one uses a fresh key; concurrent taps still share one.
    idempotencyKey: `topup-checkout:${topup.id}${topup.failedAt ? `:${Date.parse(topup.failedAt)}` : ''}`,
  });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
  const authorization = req.headers.get('authorization');
  if (!authorization || !/^Bearer \S+$/.test(authorization)) return notSignedIn();
  const parsed = parseTopupRequest(await req.json().catch(() => undefined));
  if (!parsed.ok) return failure(400, 'invalid_request', parsed.message);

  const started = await userClient(authorization).rpc('start_topup', {
    amount_cents: parsed.value.amountCents,
    idempotency_key: parsed.value.idempotencyKey,
  });
  if (started.error) return fromDatabase(started.error);
  const topup = parseTopup(started.data);
  if (topup.status !== 'pending' && topup.status !== 'failed') return topupClosed(topup.status);

  let checkout: Checkout;
  try {
    if (topup.sessionId) {
      // Already opened (a retry, or a declined card: the same page takes another card).
      checkout = await getCheckout(topup.sessionId);
    } else {
      checkout = await openFor(topup, req, authorization);
      const attached = await serviceClient().rpc('attach_topup_session', {
        topup_id: topup.id,
        session_id: checkout.id,
      });
      if (attached.error) {
        console.error(`attach_topup_session ${topup.id}: ${attached.error.code ?? ''} ${attached.error.message}`);
        return unavailable();
      }
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    console.error(`checkout for top-up ${topup.id}: ${err.message}`);
    if (err.kind === 'conflict') return failure(409, 'idempotency_key_reused', 'Start a new top-up.');
    if (!topup.sessionId) {
      const failed = await serviceClient().rpc('fail_topup_checkout', {
        topup_id: topup.id,
        reason: PROVIDER_FAILURE_REASON,
      });
      if (failed.error) console.error(`fail_topup_checkout ${topup.id}: ${failed.error.message}`);
    }
    return providerUnavailable();
  }
  if (checkout.status !== 'open' || !checkout.url) return topupClosed(checkout.status);
  return json({ url: checkout.url, topup_id: topup.id });
});
