// How topup-checkout answers when something refuses: one JSON shape `{ code, message, details? }` and an
// HTTP status the wallet screen maps (docs/database.md, "topup-checkout"). Database refusals keep the
// meaning of their SQLSTATE (VM008 amount, VM007 key reuse, 42501 no signed-in user).
import { failure } from '../_shared/http.ts';

export interface DbError {
  code?: string;
  message: string;
  details?: string | null;
}

const detailsOf = (e: DbError): Record<string, unknown> | undefined => {
  try {
    const v: unknown = e.details ? JSON.parse(e.details) : undefined;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

export const notSignedIn = () => failure(401, 'not_signed_in', 'Sign in to top up your wallet.');

/** A refusal from start_topup (as the user) mapped to the answer the app shows. */
export function fromDatabase(error: DbError): Response {
  switch (error.code) {
    case 'VM008':
      return failure(400, 'amount_out_of_range', 'Top-ups are between €5 and €500.', detailsOf(error));
    case 'VM007':
      return failure(
        409,
        'idempotency_key_reused',
        'This request key was already used for another top-up. Start a new top-up.',
      );
    case '42501': // no execute for anon, or an access token whose account is gone
    case 'PGRST301':
    case 'PGRST302':
    case 'PGRST303':
      return notSignedIn();
    case '22023':
    case '22P02':
      return failure(400, 'invalid_request', error.message);
    default:
      console.error(`start_topup failed: ${error.code ?? ''} ${error.message}`);
      return unavailable();
  }
}

/** The database could not be reached or answered unexpectedly: nothing was charged; retry later. */
export const unavailable = () =>
  failure(503, 'wallet_unavailable', 'Your wallet is unavailable right now. Nothing was charged; try again.');

export const providerUnavailable = () =>
  failure(
    502,
    'provider_unavailable',
    'The payment provider is not responding. Nothing was charged; try again in a moment.',
  );

export const PROVIDER_FAILURE_REASON = 'The payment page could not be opened: the payment provider did not respond.';

const CLOSED: Record<string, string> = {
  credited: 'This top-up is already paid.',
  refunded: 'This top-up was paid and then refunded.',
  disputed: 'This top-up was paid and then disputed.',
  expired: 'This checkout has expired. Start a new top-up.',
  complete: 'This top-up is already paid; your wallet updates in a moment.',
};

/** The idempotency key names a top-up whose checkout can no longer be paid. */
export const topupClosed = (status: string) =>
  failure(409, 'topup_closed', CLOSED[status] ?? 'This top-up can no longer be paid. Start a new top-up.', { status });
