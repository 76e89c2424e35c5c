// The Stripe objects the sandbox keeps, in Stripe's own JSON shapes (API version in API_VERSION).
// The store holds these records as they are sent; expansions are applied when a response is built.
import type { Metadata } from './params.ts';

/** The API version of the `stripe` package in package.json; events are rendered in it. */
export const API_VERSION = '2026-10-28.endive';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type Price = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: null;
  metadata: Metadata;
  nickname: null;
  product: string;
  recurring: null;
  tax_behavior: string;
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type Product = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  description: string | null;
  images: string[];
  livemode: false;
  metadata: Metadata;
  name: string;
  type: 'service';
  updated: number;
};

export type LineItem = {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  metadata: Metadata;
  price: Price;
  quantity: number;
};

export type CustomerDetails = {
  address: { city: null; country: string | null; line1: null; line2: null; postal_code: string | null; state: null };
  business_name: null;
  email: string | null;
  individual_name: null;
  name: string | null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: [];
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  adaptive_pricing: { enabled: boolean };
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  currency_conversion: null;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: null;
  customer_creation: 'if_required';
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  invoice: null;
  invoice_creation: { enabled: false; invoice_data: Json };
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: 'if_required';
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  phone_number_collection: { enabled: false };
  recovered_from: null;
  saved_payment_method_options: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: 'open' | 'complete' | 'expired';
  submit_type: string | null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
  wallet_options: null;
};

export type CardDetails = {
  brand: string;
  checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' | 'fail' | null };
  country: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit' | 'debit' | 'prepaid' | 'unknown';
  last4: string;
  network: string;
};

export type PaymentError = {
  type: 'card_error';
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  charge: string;
  payment_method: { id: string; object: 'payment_method'; type: 'card'; card: CardDetails };
};

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Json };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    card: { installments: null; mandate_options: null; network: null; request_three_d_secure: 'automatic' };
  };
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  source: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  transfer_data: null;
  transfer_group: null;
};

export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application: null;
  application_fee: null;
  application_fee_amount: null;
  balance_transaction: string | null;
  billing_details: { address: CustomerDetails['address']; email: string | null; name: string | null; phone: null };
  calculated_statement_descriptor: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  disputed: boolean;
  failure_balance_transaction: null;
  failure_code: string | null;
  failure_message: string | null;
  fraud_details: Record<string, never>;
  livemode: false;
  metadata: Metadata;
  on_behalf_of: null;
  outcome: {
    advice_code: null;
    network_advice_code: null;
    network_decline_code: null;
    network_status: 'approved_by_network' | 'declined_by_network';
    reason: string | null;
    risk_level: 'normal';
    risk_score: number;
    seller_message: string;
    type: 'authorized' | 'issuer_declined';
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { card: CardDetails & { amount_authorized: number | null }; type: 'card' };
  receipt_email: string | null;
  receipt_number: null;
  receipt_url: string;
  refunded: boolean;
  review: null;
  shipping: null;
  source: null;
  source_transfer: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'succeeded' | 'failed';
  transfer_data: null;
  transfer_group: null;
};

export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  destination_details: { card: { reference_status: string; reference_type: string; type: 'refund' }; type: 'card' };
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
};

export type Dispute = {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: Json[];
  charge: string;
  created: number;
  currency: string;
  enhanced_eligibility_types: [];
  evidence: Json;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  payment_method_details: {
    card: { brand: string; case_type: 'chargeback'; network_reason_code: string };
    type: 'card';
  };
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
};

export type StripeObject = CheckoutSession | PaymentIntent | Charge | Refund | Dispute;

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type WebhookEndpoint = {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Metadata;
  secret?: string;
  status: 'enabled' | 'disabled';
  url: string;
};
