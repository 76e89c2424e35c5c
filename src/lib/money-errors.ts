import { formatEuro } from '@/utils/money';

/*
 * The money RPCs' stable error codes (docs/database.md, "Errors the UI handles") as sentences a
 * person can act on. Amounts come from the error's JSON `details` and are shown in the reader's
 * locale; the database's own English text is the fallback for a code this table does not know.
 */
type Details = Record<string, unknown>;

function parseDetails(raw: unknown): Details {
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Details) : {};
  } catch {
    return {};
  }
}

const cents = (details: Details, key: string): number | null =>
  typeof details[key] === 'number' && Number.isInteger(details[key]) ? details[key] : null;

const euro = (value: number | null) => (value === null ? null : formatEuro(value));

function rangeText(details: Details): string | null {
  const min = euro(cents(details, 'min_cents'));
  const max = euro(cents(details, 'max_cents'));
  if (min && max) return `The amount must be between ${min} and ${max}.`;
  if (min) return `The amount must be at least ${min}.`;
  return null;
}

const messages: Record<string, (details: Details) => string | null> = {
  VM001: (d) => {
    const short = euro(cents(d, 'short_cents'));
    return short
      ? `Your wallet is ${short} short. Top up to continue.`
      : 'Your wallet balance is too low. Top up to continue.';
  },
  VM002: () => 'Your wallet is below zero after a refund or chargeback. Top up to settle it before buying.',
  VM003: (d) => {
    const price = euro(cents(d, 'price_cents'));
    return price
      ? `The price has changed to ${price}. Check it and try again.`
      : 'The price has changed. Check it and try again.';
  },
  VM004: () => 'This is not for sale.',
  VM005: () => 'You cannot buy, subscribe to or tip yourself.',
  VM006: () => 'Only creators can do this. Become a creator first.',
  VM007: () => 'This request was already used for something else. Please try again.',
  VM008: rangeText,
  VM009: () => 'You must be at least 18 years old to become a creator.',
  VM010: () => 'Please accept the creator terms to continue.',
  VM011: () => 'Payouts open once your identity is verified.',
  VM012: (d) => {
    const available = euro(cents(d, 'available_cents'));
    return available
      ? `You can withdraw at most ${available} right now.`
      : 'That is more than your available earnings.';
  },
  VM013: () => 'You are not subscribed to this creator.',
};

/** A clear message for a money error (`code` VM0xx), or null when `value` is not one. */
export function moneyErrorMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const { code } = value;
  if (typeof code !== 'string' || !(code in messages)) return null;
  return messages[code]?.(parseDetails('details' in value ? value.details : undefined)) ?? null;
}
