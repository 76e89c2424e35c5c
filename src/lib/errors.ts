export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** The spec has no text for rate limits (§8); GoTrue's own "Request rate limit reached" says too little. */
export const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_RATE_LIMITED = 'Too many emails have been sent. Please wait a few minutes and try again.';

function messageOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A network failure inside supabase-js: the service never answered, so it has no message of its own. */
function isNetworkFailure(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const name = 'name' in value ? value.name : undefined;
  return name === 'AuthRetryableFetchError' || name === 'StorageUnknownError' || value instanceof TypeError;
}

/**
 * A 429 from auth (or any service) reads as a plain instruction to wait. GoTrue's per-address
 * resend interval ("For security purposes, you can only request this after N seconds.") already
 * says how long, so it keeps its own words.
 */
function rateLimitMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = 'code' in value ? value.code : undefined;
  const status = 'status' in value ? value.status : undefined;
  if (code === 'over_email_send_rate_limit') {
    const message = messageOf(value);
    return message?.startsWith('For security purposes') ? message : EMAIL_RATE_LIMITED;
  }
  if (code === 'over_request_rate_limit' || status === 429) return RATE_LIMITED;
  return null;
}

/**
 * One normaliser for every backend error (auth, PostgREST, storage) and thrown exception: the result
 * is always an `Error` whose message can be shown to the user (spec §8: "the service's message, else
 * 'An unexpected error occurred'"; rate limits get a clearer text of our own).
 */
export function toError(value: unknown, fallback: string = UNEXPECTED_ERROR): Error {
  if (isNetworkFailure(value)) return new Error(fallback, { cause: value });
  const money = moneyErrorOf(value);
  if (money) return money;
  const message = rateLimitMessage(value) ?? messageOf(value);
  return new Error(message ?? fallback, { cause: value });
}

type Result<T> = { data: T | null; error: unknown };

/** For `{ data, error }` results that must carry data: throws the normalised error or a missing-data error. */
export function unwrap<T>(result: Result<T>, fallback?: string): T {
  if (result.error) throw toError(result.error, fallback);
  if (result.data === null) throw new Error(fallback ?? UNEXPECTED_ERROR);
  return result.data;
}

/** Like `unwrap`, for results where no data is a valid answer (maybeSingle, void RPCs). */
export function unwrapMaybe<T>(result: Result<T>, fallback?: string): T | null {
  if (result.error) throw toError(result.error, fallback);
  return result.data;
}

/** The money RPCs' own SQLSTATEs (docs/database.md, Money: "Errors the UI handles"). */
export type MoneyErrorCode =
  `VM0${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12' | '13'}`;

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

const euro = (cents: unknown) =>
  typeof cents === 'number'
    ? new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(cents / 100)
    : null;

/** Every money refusal in words a fan or creator can act on, in one place. */
const moneyMessages: Record<MoneyErrorCode, (details: MoneyError['details']) => string> = {
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
  VM008: (d) =>
    euro(d['min_cents']) && euro(d['max_cents'])
      ? `Choose an amount between ${euro(d['min_cents'])} and ${euro(d['max_cents'])}.`
      : euro(d['min_cents'])
        ? `The minimum is ${euro(d['min_cents'])}.`
        : 'That amount is out of range.',
  VM009: () => 'You must be at least 18 years old.',
  VM010: () => 'Please accept the creator terms to continue.',
  VM011: () => 'Payouts need a verified identity first.',
  VM012: (d) =>
    euro(d['available_cents'])
      ? `That is more than your available earnings (${euro(d['available_cents'])}).`
      : 'That is more than your available earnings.',
  VM013: () => 'This subscription has ended. Subscribe again to get access.',
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
  return new MoneyError(value.code, moneyMessages[value.code](details), details, value);
}

export const isMoneyError = (value: unknown, code?: MoneyErrorCode): value is MoneyError =>
  value instanceof MoneyError && (code === undefined || value.code === code);
