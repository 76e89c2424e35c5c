import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, readBody, sendJson } from '../http.ts';
import type { MailAddress, MailStore } from './store.ts';

// The mail provider's send API, as the Edge Functions use it (supabase/functions/_shared/mail.ts):
// Resend's `POST /emails` (from, to, subject, html, text, headers; Bearer key; Idempotency-Key kept
// 24 hours: the same key and body answer the first id without sending again, another body 409).
// Hosted Edge Functions cannot send SMTP on ports 25/587, so mail leaves a function over an HTTP API;
// the stack accepts it into the catcher the way the payments sandbox stands in for Stripe.

const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;

const failure = (res: ServerResponse, statusCode: number, name: string, message: string) =>
  sendJson(res, statusCode, { statusCode, name, message });

/** "Velvet <digest@velvet.test>" or "digest@velvet.test". */
function parseAddress(value: unknown): MailAddress | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*(?:"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))\s*$/.exec(value);
  if (!m) return null;
  return { Name: (m[1] ?? '').trim(), Address: m[2] ?? m[3]! };
}

export function createProviderApi(store: MailStore) {
  const sent = new Map<string, { body: string; id: string; at: number }>();

  return async function sendEmail(req: IncomingMessage, res: ServerResponse) {
    const key = bearerToken(req);
    if (!key) return failure(res, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    const raw = (await readBody(req)).toString('utf8');
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return failure(res, 422, 'validation_error', 'Invalid JSON body.');
    }

    const now = Date.now();
    for (const [k, v] of sent) if (now - v.at > IDEMPOTENCY_MS) sent.delete(k);
    const idempotencyKey = req.headers['idempotency-key'];
    const digest = createHash('sha256').update(raw).digest('hex');
    if (typeof idempotencyKey === 'string' && idempotencyKey) {
      const earlier = sent.get(`${key}\n${idempotencyKey}`);
      if (earlier && earlier.body !== digest)
        return failure(
          res,
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        );
      if (earlier) return sendJson(res, 200, { id: earlier.id });
    }

    const from = parseAddress(body.from);
    if (!from) return failure(res, 422, 'validation_error', 'Invalid `from` field.');
    const to = typeof body.to === 'string' ? [body.to] : Array.isArray(body.to) ? body.to : [];
    const recipients = to.map(parseAddress);
    if (recipients.length === 0 || recipients.length > 50 || recipients.some((r) => !r))
      return failure(res, 422, 'validation_error', 'Invalid `to` field.');
    if (typeof body.subject !== 'string' || !body.subject)
      return failure(res, 422, 'validation_error', 'Missing `subject` field.');
    const html = typeof body.html === 'string' ? body.html : '';
    const text = typeof body.text === 'string' ? body.text : '';
    if (!html && !text) return failure(res, 422, 'validation_error', 'Missing `html` or `text` field.');
    const headers: Record<string, string> = {};
    if (body.headers && typeof body.headers === 'object' && !Array.isArray(body.headers)) {
      for (const [name, value] of Object.entries(body.headers as Record<string, unknown>))
        if (typeof value === 'string') headers[name] = value;
    }

    let id = '';
    for (const r of recipients) {
      id ||= store.send({ to: r!.Address, subject: body.subject, html, text, from, headers }).id;
    }
    if (typeof idempotencyKey === 'string' && idempotencyKey)
      sent.set(`${key}\n${idempotencyKey}`, { body: digest, id, at: now });
    return sendJson(res, 200, { id });
  };
}

/** True for the provider's send route. */
export const isSendRoute = (req: IncomingMessage, pathname: string) => req.method === 'POST' && pathname === '/emails';
