// Disputes (chargebacks): opened by the test API or the 4000 0000 0000 0259 card, closed by
// `POST /v1/disputes/:id/close` (the merchant accepts: lost) or by the test API (won or lost).
import { type Core, NO_REQUEST, type RequestInfo } from './core.ts';
import { requestError } from './errors.ts';
import { newId } from './ids.ts';
import type { Dispute } from './objects.ts';

export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;

const EVIDENCE_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'product_description',
  'receipt',
  'refund_policy',
  'service_date',
  'service_documentation',
  'uncategorized_text',
];

export function openDispute(core: Core, chargeId: string, reason: string, request: RequestInfo = NO_REQUEST): Dispute {
  const charge = core.charge(chargeId);
  if (charge.status !== 'succeeded')
    throw requestError(`Charge ${charge.id} did not succeed; only a paid charge can be disputed.`);
  if (charge.disputed)
    throw requestError(`Charge ${charge.id} has already been disputed.`, { code: 'charge_disputed' });
  const amount = charge.amount - charge.amount_refunded;
  if (amount <= 0) throw requestError(`Charge ${charge.id} has been fully refunded; there is nothing to dispute.`);
  const now = core.clock.seconds();
  const dispute: Dispute = {
    id: newId.dispute(),
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null])),
    evidence_details: { due_by: now + 7 * 24 * 3600, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: { brand: charge.payment_method_details.card.brand, case_type: 'chargeback', network_reason_code: '10.4' },
      type: 'card',
    },
    reason,
    status: 'needs_response',
  };
  charge.disputed = true;
  core.store.disputes.set(dispute.id, dispute);
  core.store.changed();
  core.emit('charge.dispute.created', dispute, request);
  core.emit('charge.dispute.funds_withdrawn', dispute, request);
  return dispute;
}

export function closeDispute(
  core: Core,
  id: string,
  outcome: 'won' | 'lost',
  request: RequestInfo = NO_REQUEST,
): Dispute {
  const dispute = core.dispute(id);
  if (dispute.status === 'won' || dispute.status === 'lost')
    throw requestError(`This dispute is already closed (status ${dispute.status}).`, { param: 'dispute' });
  const previous = { status: dispute.status };
  dispute.status = outcome;
  core.store.changed();
  core.emit('charge.dispute.closed', dispute, request, previous);
  if (outcome === 'won') core.emit('charge.dispute.funds_reinstated', dispute, request);
  return dispute;
}
