// Stripe's test cards and the checks Stripe's card form makes before anything is charged.
// Outcomes follow https://docs.stripe.com/testing: 4242… succeeds, the 4000 0000 0000 xxxx numbers
// decline with their documented codes, any other valid number is a "live card used in test mode".
import { createHash } from 'node:crypto';
import type { CardDetails } from './objects.ts';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface Card {
  number: string;
  brand: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardCheck = { ok: true; card: Card } | { ok: false; errors: Partial<Record<CardField, string>> };

export interface Decline {
  /** The error's `code` (card_declined, expired_card, incorrect_cvc, processing_error). */
  code: string;
  declineCode?: string;
  message: string;
  sellerMessage: string;
}

export type Outcome =
  { kind: 'success'; dispute?: string; funding: CardDetails['funding'] } | { kind: 'decline'; decline: Decline };

const DECLINED = 'Your card was declined.';
const declined = (declineCode: string, message = DECLINED): Decline => ({
  code: 'card_declined',
  declineCode,
  message,
  sellerMessage:
    declineCode === 'generic_decline'
      ? 'The bank did not return any further details with this decline.'
      : `The bank returned the decline code \`${declineCode}\`.`,
});

const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': { kind: 'success', funding: 'credit' },
  '4000056655665556': { kind: 'success', funding: 'debit' },
  '5555555555554444': { kind: 'success', funding: 'credit' },
  '2223003122003222': { kind: 'success', funding: 'credit' },
  '5200828282828210': { kind: 'success', funding: 'debit' },
  '5105105105105100': { kind: 'success', funding: 'prepaid' },
  '378282246310005': { kind: 'success', funding: 'credit' },
  '371449635398431': { kind: 'success', funding: 'credit' },
  '6011111111111117': { kind: 'success', funding: 'credit' },
  '3056930009020004': { kind: 'success', funding: 'credit' },
  '36227206271667': { kind: 'success', funding: 'credit' },
  '3566002020360505': { kind: 'success', funding: 'credit' },
  '6200000000000005': { kind: 'success', funding: 'credit' },
  // Succeeds, then the cardholder disputes it as fraudulent.
  '4000000000000259': { kind: 'success', funding: 'credit', dispute: 'fraudulent' },
  '4000000000000002': { kind: 'decline', decline: declined('generic_decline') },
  '4000000000009995': { kind: 'decline', decline: declined('insufficient_funds', 'Your card has insufficient funds.') },
  '4000000000009987': { kind: 'decline', decline: declined('lost_card') },
  '4000000000009979': { kind: 'decline', decline: declined('stolen_card') },
  '4100000000000019': { kind: 'decline', decline: declined('fraudulent') },
  '4000000000000069': {
    kind: 'decline',
    decline: {
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
      sellerMessage: 'The bank returned the decline code `expired_card`.',
    },
  },
  '4000000000000127': {
    kind: 'decline',
    decline: {
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      sellerMessage: 'The bank returned the decline code `incorrect_cvc`.',
    },
  },
  '4000000000000119': {
    kind: 'decline',
    decline: {
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
      sellerMessage: 'The bank returned the decline code `processing_error`.',
    },
  },
};

const LIVE_CARD = declined(
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

export function outcomeFor(card: Card): Outcome {
  return TEST_CARDS[card.number] ?? { kind: 'decline', decline: LIVE_CARD };
}

function brandOf(number: string): { brand: string; length: number; cvc: number } {
  if (/^3[47]/.test(number)) return { brand: 'amex', length: 15, cvc: 4 };
  if (/^3(0[0-5]|[689])/.test(number)) return { brand: 'diners', length: number.startsWith('36') ? 14 : 16, cvc: 3 };
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return { brand: 'mastercard', length: 16, cvc: 3 };
  if (/^(6011|65|64[4-9])/.test(number)) return { brand: 'discover', length: 16, cvc: 3 };
  if (/^35/.test(number)) return { brand: 'jcb', length: 16, cvc: 3 };
  if (/^62/.test(number)) return { brand: 'unionpay', length: 16, cvc: 3 };
  if (/^4/.test(number)) return { brand: 'visa', length: 16, cvc: 3 };
  return { brand: 'unknown', length: 16, cvc: 3 };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "12 / 34", "12/34", "1234", "12/2034" → month and four-digit year; 'incomplete' or 'invalid' otherwise. */
function parseExpiry(value: string): { month: number; year: number } | 'incomplete' | 'invalid' {
  if (/[^\d\s/]/.test(value)) return 'invalid';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return 'incomplete';
  if (digits.length !== 4 && digits.length !== 6) return 'invalid';
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  return month >= 1 && month <= 12 ? { month, year } : 'invalid';
}

/** The card form's own checks, with Stripe's wording; `now` is the sandbox clock. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.number.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  if (!/^\d*$/.test(number)) errors.number = 'Your card number is invalid.';
  else if (number.length < brand.length) errors.number = 'Your card number is incomplete.';
  else if (number.length > 19 || !luhn(number)) errors.number = 'Your card number is invalid.';

  const expiry = parseExpiry(form.expiry);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expiry === 'incomplete') errors.expiry = "Your card's expiration date is incomplete.";
  else if (expiry === 'invalid') errors.expiry = "Your card's expiration date is invalid.";
  else if (expiry.year < year) errors.expiry = "Your card's expiration year is in the past.";
  else if (expiry.year === year && expiry.month < month) errors.expiry = "Your card's expiration date is in the past.";
  else if (expiry.year > year + 50) errors.expiry = "Your card's expiration year is invalid.";

  const cvc = form.cvc.trim();
  if (!/^\d*$/.test(cvc)) errors.cvc = "Your card's security code is invalid.";
  else if (cvc.length < brand.cvc) errors.cvc = "Your card's security code is incomplete.";
  else if (cvc.length > brand.cvc) errors.cvc = "Your card's security code is invalid.";

  if (!form.name.trim()) errors.name = 'Enter the name on your card.';

  if (Object.keys(errors).length > 0 || typeof expiry === 'string') return { ok: false, errors };
  return { ok: true, card: { number, brand: brand.brand, expMonth: expiry.month, expYear: expiry.year, cvc } };
}

export function cardDetails(
  card: Card,
  funding: CardDetails['funding'],
  cvcCheck: 'pass' | 'fail' | null,
): CardDetails {
  return {
    brand: card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: cvcCheck },
    country: 'US',
    exp_month: card.expMonth,
    exp_year: card.expYear,
    // Stable per number, like Stripe's fingerprint, without revealing it.
    fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
    funding,
    last4: card.number.slice(-4),
    network: card.brand,
  };
}
