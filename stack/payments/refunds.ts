// Refunds, full or partial, of a paid Checkout payment (by PaymentIntent or Charge); each fires
// `refund.created` and `charge.refunded` with the charge's new `amount_refunded`.
import { type Core, type RequestInfo } from './core.ts';
import { paramError, requestError } from './errors.ts';
import { newId } from './ids.ts';
import { formatAmount } from './money.ts';
import type { Metadata } from './params.ts';
import type { Refund } from './objects.ts';

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export interface RefundRequest {
  charge?: string;
  paymentIntent?: string;
  amount?: number;
  reason?: (typeof REFUND_REASONS)[number];
  metadata?: Metadata;
}

export function createRefund(core: Core, r: RefundRequest, request: RequestInfo): Refund {
  if (!r.charge && !r.paymentIntent)
    throw paramError.custom(
      undefined,
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    );
  let chargeId = r.charge;
  if (r.paymentIntent) {
    const pi = core.paymentIntent(r.paymentIntent, 'payment_intent');
    if (pi.status !== 'succeeded' || !pi.latest_charge)
      throw requestError(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
        param: 'payment_intent',
      });
    if (chargeId && chargeId !== pi.latest_charge)
      throw requestError(`Charge ${chargeId} does not belong to PaymentIntent ${pi.id}.`, { param: 'charge' });
    chargeId = pi.latest_charge;
  }
  const charge = core.charge(chargeId!, 'charge');
  if (charge.status !== 'succeeded')
    throw requestError(`Charge ${charge.id} did not succeed; only a paid charge can be refunded.`, { param: 'charge' });
  if (charge.refunded)
    throw requestError(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
      param: 'charge',
    });
  const dispute = [...core.store.disputes.values()].find((d) => d.charge === charge.id && d.status !== 'won');
  if (dispute)
    throw requestError(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
      param: 'charge',
    });
  const remaining = charge.amount - charge.amount_refunded;
  const amount = r.amount ?? remaining;
  if (amount > remaining)
    throw requestError(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );

  const refund: Refund = {
    id: newId.refund(),
    object: 'refund',
    amount,
    balance_transaction: newId.balanceTransaction(),
    charge: charge.id,
    created: core.clock.seconds(),
    currency: charge.currency,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: r.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: r.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  // previous_attributes lists only what changed, as in Stripe's `charge.refunded`.
  const previous: Record<string, unknown> = { amount_refunded: charge.amount_refunded };
  charge.amount_refunded += amount;
  if (charge.amount_refunded === charge.amount) {
    previous.refunded = false;
    charge.refunded = true;
  }
  core.store.refunds.set(refund.id, refund);
  core.store.changed();
  core.emit('refund.created', refund, request);
  core.emit('charge.refunded', charge, request, previous);
  return refund;
}
