// Stripe's webhook endpoint (registered in Stripe's dashboard as /functions/v1/stripe-webhook; the local
// stack registers it with its sandbox). It accepts only deliveries whose Stripe-Signature verifies over
// the raw body: anything unsigned, tampered or signed with another secret gets 400 and touches nothing.
// A verified event about a top-up goes to handle_payment_event (service role), which records it by
// event id, so Stripe's at-least-once, any-order deliveries credit a wallet exactly once. The answer is
// 2xx only once the event is recorded; if the database fails, 500 makes Stripe deliver it again.
import { verifiedEvent, WebhookSignatureError, type Stripe } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

/**
 * What handle_payment_event acts on (docs/database.md). Other events (payment_intent.created,
 * charge.succeeded, …) are acknowledged without a database write; in Stripe's dashboard the endpoint
 * can subscribe to exactly these.
 */
const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.closed',
  'charge.dispute.funds_reinstated',
]);

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { allow: 'POST' } });
  }
  let event: Stripe.Event;
  try {
    event = await verifiedEvent(req);
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err; // misconfigured: 500, and Stripe retries
    console.warn(`refused a delivery: ${err.message}`);
    return Response.json({ error: `Webhook signature verification failed: ${err.message}` }, { status: 400 });
  }
  if (!HANDLED_EVENTS.has(event.type)) {
    return Response.json({ received: true, id: event.id, type: event.type, handled: false });
  }
  const { data, error } = await serviceClient().rpc('handle_payment_event', { event });
  if (error) {
    console.error(`${event.type} ${event.id} not recorded: ${error.code ?? ''} ${error.message}`);
    return Response.json(
      { error: 'The event could not be recorded; deliver it again.', id: event.id },
      { status: 500 },
    );
  }
  // outcome per event: applied, duplicate, parked (its payment is not known yet), ignored, unknown_topup
  // or rejected (amount/currency differ: never credited, left for an operator). All are final: 200.
  console.log(`${event.type} ${event.id}: ${JSON.stringify(data)}`);
  return Response.json({ received: true, id: event.id, type: event.type, handled: true, result: data });
});
