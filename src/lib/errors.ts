import { moneyErrorOf } from './money-errors';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** The spec has no text for rate limits (§8); GoTrue's own "Request rate limit reached" says too little. */
export const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
/**
 * `[auth.rate_limit] email_sent` is a project-wide budget per hour (GoTrue counts it in hourly windows), so
 * the wait is up to an hour, never "a few minutes".
 */
export const EMAIL_RATE_LIMITED = 'Too many emails have been sent this hour. Please try again within the hour.';

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
  if (name === 'AuthRetryableFetchError' || name === 'StorageUnknownError' || value instanceof TypeError) return true;
  // postgrest-js turns a fetch that never got an answer into `{ code: '', message: 'TypeError: Failed to fetch' }`.
  const code = 'code' in value ? value.code : undefined;
  const message = messageOf(value) ?? '';
  return code === '' && /^(TypeError|FetchError|AbortError): /.test(message);
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
