// Stripe's webhook endpoint (registered in Stripe's dashboard as /functions/v1/stripe-webhook; the local
// stack registers it with its sandbox). It accepts only deliveries whose Stripe-Signature verifies over
// the raw body: anything unsigned, tampered or signed with another secret gets 400. Stripe delivers at
// least once and in no particular order, so whatever handles an event must be idempotent by `event.id`.
import { verifiedEvent, WebhookSignatureError, type Stripe } from '../_shared/stripe.ts';

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
  // Handling by type (wallet top-ups, refunds, disputes) comes with payments in the product: the event
  // goes to one service-role RPC that records it by id, so a retried or duplicated delivery counts once.
  console.log(`${event.type} ${event.id}`);
  return Response.json({ received: true, id: event.id, type: event.type });
});
