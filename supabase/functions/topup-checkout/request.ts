// What topup-checkout reads from outside, parsed rather than trusted: the request body (amount and
// idempotency key only — who pays comes from the access token, never from the body), the top-up row
// the database returns, and the caller's email from their (already verified) token.

export interface TopupRequest {
  amountCents: number;
  idempotencyKey: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALLOWED_FIELDS = new Set(['amount_cents', 'idempotency_key']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ amount_cents, idempotency_key }`; anything else (a user id, a price, a return URL) is refused. */
export function parseTopupRequest(body: unknown): Parsed<TopupRequest> {
  if (!isRecord(body)) return { ok: false, message: 'Send a JSON object with amount_cents and idempotency_key.' };
  const extra = Object.keys(body).filter((k) => !ALLOWED_FIELDS.has(k));
  if (extra.length > 0) return { ok: false, message: `Unexpected field(s): ${extra.join(', ')}.` };
  const amount = body.amount_cents;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    return { ok: false, message: 'amount_cents must be a whole number of euro cents.' };
  const key = body.idempotency_key;
  if (typeof key !== 'string' || !UUID.test(key))
    return { ok: false, message: 'idempotency_key must be a UUID, generated once per top-up and reused on retry.' };
  return { ok: true, value: { amountCents: amount, idempotencyKey: key.toLowerCase() } };
}

export type TopupStatus = 'pending' | 'credited' | 'failed' | 'expired' | 'refunded' | 'disputed';
const STATUSES: readonly string[] = ['pending', 'credited', 'failed', 'expired', 'refunded', 'disputed'];

export interface Topup {
  id: string;
  amountCents: number;
  status: TopupStatus;
  sessionId: string | null;
  failedAt: string | null;
}

/** The `wallet_topups` row start_topup / fail_topup_checkout return. */
export function parseTopup(row: unknown): Topup {
  const r = isRecord(row) ? row : {};
  const { id, amount_cents: amount, status, provider_session_id: session, failed_at: failedAt } = r;
  if (
    typeof id !== 'string' ||
    typeof amount !== 'number' ||
    typeof status !== 'string' ||
    !STATUSES.includes(status) ||
    (session !== null && typeof session !== 'string') ||
    (failedAt !== null && typeof failedAt !== 'string')
  )
    throw new Error(`start_topup returned an unexpected row: ${JSON.stringify(row).slice(0, 300)}`);
  return { id, amountCents: amount, status: status as TopupStatus, sessionId: session, failedAt };
}

/**
 * The email claim of a bearer token, to prefill the payment page. Read only after the database has
 * accepted the same token (PostgREST checks its signature and expiry), so the claim is genuine.
 */
export function emailFromBearer(authorization: string): string | undefined {
  const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '=')));
    const email = isRecord(claims) ? claims.email : undefined;
    return typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320
      ? email
      : undefined;
  } catch {
    return undefined;
  }
}
