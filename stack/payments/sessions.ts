// Checkout Sessions in `payment` mode: create (with Stripe's parameter checks), expire, and the
// expiry sweep that fires `checkout.session.expired` when `expires_at` passes on the sandbox clock.
import { type Core, NO_REQUEST, type RequestInfo } from './core.ts';
import { paramError, requestError } from './errors.ts';
import { newId } from './ids.ts';
import { formatAmount, MAXIMUM_AMOUNT, minimumAmount } from './money.ts';
import type { CheckoutSession } from './objects.ts';
import { readLineItem } from './line-items.ts';
import type { Params } from './params.ts';

const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

export function createSession(core: Core, p: Params): CheckoutSession {
  const now = core.clock.seconds();
  const mode = p.oneOf('mode', ['payment', 'setup', 'subscription'] as const, true);
  if (mode !== 'payment')
    throw paramError.custom('mode', 'The local payments sandbox supports Checkout only in `payment` mode.');
  const uiMode = p.oneOf('ui_mode', [
    'hosted',
    'hosted_page',
    'embedded',
    'embedded_page',
    'custom',
    'elements',
  ] as const);
  if (uiMode && uiMode !== 'hosted' && uiMode !== 'hosted_page')
    throw paramError.custom('ui_mode', 'The local payments sandbox supports only the hosted Checkout page.');

  const items = p.objects('line_items', true)!;
  if (items.length === 0) throw paramError.missing('line_items');
  if (items.length > 100) throw paramError.custom('line_items', 'You may only specify up to 100 line items.');
  const lineItems = items.map((item) => readLineItem(core, item, now));
  const currency = lineItems[0]!.currency;
  if (lineItems.some((li) => li.currency !== currency))
    throw paramError.custom('line_items', 'All line items must have the same currency.');
  const total = lineItems.reduce((sum, li) => sum + li.amount_total, 0);
  if (total < minimumAmount(currency))
    throw requestError(
      `The Checkout Session's total amount due must add up to at least ${formatAmount(minimumAmount(currency), currency)} ${currency}`,
      { code: 'amount_too_small', param: 'line_items' },
    );
  if (total > MAXIMUM_AMOUNT)
    throw requestError(
      `The Checkout Session's total amount due must be no more than ${formatAmount(MAXIMUM_AMOUNT, currency)} ${currency}`,
      {
        code: 'amount_too_large',
        param: 'line_items',
      },
    );

  const successUrl = p.url('success_url');
  const cancelUrl = p.url('cancel_url');
  const expiresAt = p.integer('expires_at');
  if (expiresAt !== undefined && expiresAt < now + MIN_LIFETIME)
    throw paramError.custom(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  if (expiresAt !== undefined && expiresAt > now + MAX_LIFETIME)
    throw paramError.custom(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  const types = p.strings('payment_method_types');
  if (types && types.some((t) => t !== 'card'))
    throw paramError.custom(
      'payment_method_types',
      'The local payments sandbox supports only the `card` payment method type.',
    );
  const intentData = p.object('payment_intent_data');
  const intentDescription = intentData?.string('description', { maxLength: 1000 }) ?? null;
  const intentMetadata = intentData?.metadata() ?? {};
  intentData?.accept('receipt_email', 'statement_descriptor', 'statement_descriptor_suffix', 'setup_future_usage');
  intentData?.done();

  const session: CheckoutSession = {
    id: newId.session(),
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: cancelUrl ?? null,
    client_reference_id: p.string('client_reference_id', { maxLength: 200 }) ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: p.email('customer_email') ?? null,
    discounts: [],
    expires_at: expiresAt ?? now + MAX_LIFETIME,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: p.string('locale') ?? null,
    metadata: p.metadata() ?? {},
    mode: 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: p.oneOf('submit_type', ['auto', 'book', 'donate', 'pay', 'subscribe'] as const) ?? null,
    subscription: null,
    success_url: successUrl ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: null,
    wallet_options: null,
  };
  session.url = `${core.publicUrl}/c/pay/${session.id}`;
  p.accept('customer_creation', 'billing_address_collection', 'allow_promotion_codes', 'consent_collection');
  p.expand();
  p.done();

  core.store.sessions.set(session.id, session);
  core.store.lineItems.set(session.id, lineItems);
  core.store.intentData.set(session.id, { description: intentDescription, metadata: intentMetadata });
  core.store.changed();
  return session;
}

/** Expires an open session: by the API, the test API, or the clock passing `expires_at`. */
export function expireSession(core: Core, id: string, request: RequestInfo = NO_REQUEST): CheckoutSession {
  const session = core.session(id);
  if (session.status !== 'open')
    throw requestError(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      {
        param: 'session',
      },
    );
  session.status = 'expired';
  session.url = null;
  if (session.payment_intent) {
    const pi = core.store.paymentIntents.get(session.payment_intent);
    if (pi && pi.status === 'requires_payment_method') {
      pi.status = 'canceled';
      pi.canceled_at = core.clock.seconds();
      pi.cancellation_reason = 'abandoned';
      core.emit('payment_intent.canceled', pi, request);
    }
  }
  core.store.changed();
  core.emit('checkout.session.expired', session, request);
  return session;
}

/** Expires every open session whose `expires_at` has passed on the sandbox clock. */
export function sweepExpired(core: Core) {
  const now = core.clock.seconds();
  for (const s of core.store.sessions.values()) {
    if (s.status === 'open' && s.expires_at <= now) expireSession(core, s.id);
  }
}
