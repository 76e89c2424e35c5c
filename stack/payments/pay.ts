// Paying a Checkout Session with a card, as Stripe's hosted page does: the first attempt creates
// the PaymentIntent; each attempt makes a Charge; a decline leaves the session open and fires
// `payment_intent.payment_failed`; success completes the session and fires
// `checkout.session.completed` (after `charge.succeeded` and `payment_intent.succeeded`).
import { cardDetails, outcomeFor, type Card, type Decline } from './cards.ts';
import { type Core, NO_REQUEST } from './core.ts';
import { openDispute } from './disputes.ts';
import { newId } from './ids.ts';
import type { CardDetails, Charge, CheckoutSession, PaymentIntent } from './objects.ts';
import { sweepExpired } from './sessions.ts';

export interface Payer {
  email: string | null;
  name: string;
  country: string | null;
}

export type PayResult =
  | { kind: 'paid'; session: CheckoutSession; paymentIntent: PaymentIntent }
  | { kind: 'declined'; session: CheckoutSession; decline: Decline }
  | { kind: 'closed'; session: CheckoutSession };

function createPaymentIntent(core: Core, session: CheckoutSession): PaymentIntent {
  const id = newId.paymentIntent();
  const data = core.store.intentData.get(session.id);
  const pi: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: newId.clientSecret(id),
    confirmation_method: 'automatic',
    created: core.clock.seconds(),
    currency: session.currency,
    customer: null,
    description: data?.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...(data?.metadata ?? {}) },
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  core.store.paymentIntents.set(id, pi);
  session.payment_intent = id;
  core.emit('payment_intent.created', pi, NO_REQUEST);
  return pi;
}

function createCharge(
  core: Core,
  pi: PaymentIntent,
  paymentMethod: string,
  card: CardDetails,
  payer: Payer,
  decline: Decline | null,
): Charge {
  const ok = decline === null;
  const charge: Charge = {
    id: newId.charge(),
    object: 'charge',
    amount: pi.amount,
    amount_captured: ok ? pi.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: ok ? newId.balanceTransaction() : null,
    billing_details: {
      address: { city: null, country: payer.country, line1: null, line2: null, postal_code: null, state: null },
      email: payer.email,
      name: payer.name,
      phone: null,
    },
    calculated_statement_descriptor: 'VELVET',
    captured: ok,
    created: core.clock.seconds(),
    currency: pi.currency,
    customer: null,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...pi.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: ok ? 'approved_by_network' : 'declined_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      risk_score: 32,
      seller_message: ok ? 'Payment complete.' : decline.sellerMessage,
      type: ok ? 'authorized' : 'issuer_declined',
    },
    paid: ok,
    payment_intent: pi.id,
    payment_method: paymentMethod,
    payment_method_details: { card: { ...card, amount_authorized: ok ? pi.amount : null }, type: 'card' },
    receipt_email: null,
    receipt_number: null,
    receipt_url: `${core.publicUrl}/sandbox`,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: ok ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
  core.store.charges.set(charge.id, charge);
  return charge;
}

/** One payment attempt on the session's hosted page (or through the test API). */
export function paySession(core: Core, sessionId: string, card: Card, payer: Payer): PayResult {
  sweepExpired(core);
  const session = core.session(sessionId);
  if (session.status !== 'open') return { kind: 'closed', session };

  const outcome = outcomeFor(card);
  const decline = outcome.kind === 'decline' ? outcome.decline : null;
  const funding = outcome.kind === 'success' ? outcome.funding : 'credit';
  const details = cardDetails(card, funding, decline?.code === 'incorrect_cvc' ? 'fail' : 'pass');
  const paymentMethod = newId.paymentMethod();

  const pi = session.payment_intent ? core.paymentIntent(session.payment_intent) : createPaymentIntent(core, session);
  const charge = createCharge(core, pi, paymentMethod, details, payer, decline);
  pi.latest_charge = charge.id;

  if (decline) {
    pi.last_payment_error = {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      charge: charge.id,
      payment_method: { id: paymentMethod, object: 'payment_method', type: 'card', card: details },
    };
    pi.payment_method = null;
    pi.status = 'requires_payment_method';
    core.store.changed();
    core.emit('charge.failed', charge, NO_REQUEST);
    core.emit('payment_intent.payment_failed', pi, NO_REQUEST);
    return { kind: 'declined', session, decline };
  }

  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.payment_method = paymentMethod;
  pi.last_payment_error = null;
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  session.customer_details = {
    address: { city: null, country: payer.country, line1: null, line2: null, postal_code: null, state: null },
    business_name: null,
    email: session.customer_email ?? payer.email,
    individual_name: null,
    name: payer.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  core.store.changed();
  core.emit('charge.succeeded', charge, NO_REQUEST);
  core.emit('payment_intent.succeeded', pi, NO_REQUEST);
  core.emit('checkout.session.completed', session, NO_REQUEST);
  if (outcome.kind === 'success' && outcome.dispute) openDispute(core, charge.id, outcome.dispute);
  return { kind: 'paid', session, paymentIntent: pi };
}
