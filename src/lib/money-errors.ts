import { formatEuro } from '@/utils/money';

/*
 * The money RPCs' stable error codes (docs/database.md, "Errors the UI handles") as sentences a
 * person can act on, with the amounts from the error's JSON `details` in the app's one format (`@/utils/format`).
 * `toError` turns every VM error into a MoneyError, so screens can also act on the code (VM001
 * offers a top-up).
 */

/** The money RPCs' own SQLSTATEs (docs/database.md, Money: "Errors the UI handles"). */
export type MoneyErrorCode =
  `VM0${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12' | '13' | '14' | '15' | '16'}`;

/** A refused money request: `code` lets a screen act on it (VM001 offers a top-up), `details` is parsed JSON. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  readonly details: Readonly<Record<string, number | string | null>>;
  constructor(code: MoneyErrorCode, message: string, details: MoneyError['details'], cause: unknown) {
    super(message, { cause });
    this.name = 'MoneyError';
    this.code = code;
    this.details = details;
  }
}

const euro = (cents: unknown) => (typeof cents === 'number' && Number.isInteger(cents) ? formatEuro(cents) : null);

/** Every money refusal in words a fan or creator can act on, in one place. */
const moneyMessages: Record<MoneyErrorCode, (details: MoneyError['details'], own: string | null) => string> = {
  VM001: (d) =>
    euro(d['short_cents'])
      ? `Your wallet balance is too low: you need ${euro(d['short_cents'])} more. Top up your wallet to continue.`
      : 'Your wallet balance is too low. Top up your wallet to continue.',
  VM002: () => 'Your wallet is below zero after a refund or chargeback. Top up to settle it before you buy anything.',
  VM003: (d) =>
    euro(d['price_cents'])
      ? `The price has changed to ${euro(d['price_cents'])}. Check the new price and try again.`
      : 'The price has changed. Check the new price and try again.',
  VM004: () => 'This is not for sale.',
  VM005: () => 'You cannot buy, subscribe to or tip your own content.',
  VM006: () => 'This account is not a creator, so it offers no subscription, tips or payouts.',
  VM007: () => 'This request was already used for something else. Please try again.',
  // The database names the limit that applies (e.g. "The minimum payout is €20.00."): its text is
  // the fallback when the details are missing.
  VM008: (d, own) =>
    euro(d['min_cents']) && euro(d['max_cents'])
      ? `Choose an amount between ${euro(d['min_cents'])} and ${euro(d['max_cents'])}.`
      : euro(d['min_cents'])
        ? `The minimum is ${euro(d['min_cents'])}.`
        : (own ?? 'That amount is out of range.'),
  VM009: () => 'You must be at least 18 years old to become a creator.',
  VM010: () => 'Please accept the creator terms to continue.',
  VM011: () => 'Payouts open once your identity is verified.',
  VM012: (d) =>
    euro(d['available_cents'])
      ? `You can withdraw at most ${euro(d['available_cents'])} right now.`
      : 'That is more than your available earnings.',
  VM013: () => 'This subscription has ended. Subscribe again to get access.',
  // Two-factor sign-in (issue 19 §4): the account has an authenticator and this session has not used it.
  VM014: () => 'Enter the code from your authenticator app to continue.',
  // Payout details (issue 19 §4): where the money goes, needed before a payout and kept while one is on its way.
  VM015: () => 'Add your payout details (where we send the money) before requesting a payout.',
  VM016: () => 'A payout is on its way to this account: you can change the details, or remove them once it is paid.',
};

function parseDetails(value: unknown): MoneyError['details'] {
  if (typeof value !== 'string' || !value.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number | string | null] =>
          typeof entry[1] === 'number' || typeof entry[1] === 'string' || entry[1] === null,
      ),
    );
  } catch {
    return {};
  }
}

const isMoneyCode = (code: unknown): code is MoneyErrorCode => typeof code === 'string' && code in moneyMessages;

/** A PostgREST error carrying one of the VM codes, as a MoneyError; null for anything else. */
export function moneyErrorOf(value: unknown): MoneyError | null {
  if (value instanceof MoneyError) return value;
  if (typeof value !== 'object' || value === null || !('code' in value) || !isMoneyCode(value.code)) return null;
  const details = parseDetails('details' in value ? value.details : undefined);
  const own = 'message' in value && typeof value.message === 'string' && value.message.trim() ? value.message : null;
  return new MoneyError(value.code, moneyMessages[value.code](details, own), details, value);
}

export const isMoneyError = (value: unknown, code?: MoneyErrorCode): value is MoneyError =>
  value instanceof MoneyError && (code === undefined || value.code === code);
