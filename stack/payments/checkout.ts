// GET/POST /c/pay/:id — the hosted checkout page. A plain HTML form posts the card; the server
// checks it like Stripe's card form, charges it, and answers 303 to `success_url` (with
// `{CHECKOUT_SESSION_ID}` filled in) or the page again with the error (422 form error, 402 decline).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readLimited } from './body.ts';
import { checkCard } from './cards.ts';
import { checkoutPage, COUNTRY_CODES, EMPTY_FORM, noticePage, type FormState } from './checkout-page.ts';
import type { Core } from './core.ts';
import { redirect, sendHtml } from './html.ts';
import type { CheckoutSession } from './objects.ts';
import { paySession } from './pay.ts';
import { sweepExpired } from './sessions.ts';

const FORM_LIMIT = 16 * 1024;

export const successUrl = (s: CheckoutSession) => s.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', s.id) ?? null;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const body = await readLimited(req, FORM_LIMIT);
  return body === null ? null : new URLSearchParams(body.toString('utf8'));
}

function closedPage(session: CheckoutSession, business: string) {
  if (session.status === 'complete') {
    const back = successUrl(session);
    return noticePage(
      'Payment complete',
      `This payment to ${business} has been made. You can close this page.`,
      back ? { href: back, label: `Return to ${business}` } : undefined,
    );
  }
  return noticePage(
    'This checkout session has expired',
    'The payment page is no longer active, so it cannot be paid. Start again from the app.',
    session.cancel_url ? { href: session.cancel_url, label: `Return to ${business}` } : undefined,
  );
}

const notFound = () =>
  noticePage('Checkout session not found', 'This payment link is not valid. Start again from the app.');

export function createCheckoutPage(core: Core, business: string) {
  return async function handleCheckout(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    sweepExpired(core);
    const session = core.store.sessions.get(sessionId);
    const items = core.store.lineItems.get(sessionId) ?? [];
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!session) return sendHtml(res, 404, notFound());
      if (session.status !== 'open') return sendHtml(res, 200, closedPage(session, business));
      return sendHtml(res, 200, checkoutPage(session, items, EMPTY_FORM, business));
    }
    if (req.method !== 'POST') {
      req.resume();
      return sendHtml(res, 405, noticePage('Method not allowed', 'Use the payment form on this page.'));
    }

    const body = await readForm(req);
    if (!session) return sendHtml(res, 404, notFound());
    if (body === null) return sendHtml(res, 413, noticePage('Request too large', 'The form was too large to process.'));
    if (session.status !== 'open')
      return sendHtml(res, session.status === 'expired' ? 410 : 409, closedPage(session, business));

    const country = body.get('billingCountry') ?? 'US';
    const form: FormState = {
      email: (body.get('email') ?? '').trim(),
      name: (body.get('billingName') ?? '').trim().slice(0, 200),
      country: COUNTRY_CODES.has(country) ? country : 'US',
      number: (body.get('cardNumber') ?? '').slice(0, 40),
      expiry: (body.get('cardExpiry') ?? '').slice(0, 20),
      errors: {},
    };
    if (!session.customer_email) {
      if (!form.email) form.errors.email = 'Your email is incomplete.';
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email) || form.email.length > 320)
        form.errors.email = 'Your email is invalid.';
    }
    const check = checkCard(
      { number: form.number, expiry: form.expiry, cvc: (body.get('cardCvc') ?? '').slice(0, 10), name: form.name },
      new Date(core.clock.now()),
    );
    if (!check.ok) form.errors = { ...form.errors, ...check.errors };
    if (!check.ok || form.errors.email) return sendHtml(res, 422, checkoutPage(session, items, form, business));

    const result = paySession(core, session.id, check.card, {
      email: session.customer_email ?? form.email,
      name: form.name,
      country: form.country,
    });
    if (result.kind === 'closed') return sendHtml(res, 410, closedPage(result.session, business));
    if (result.kind === 'declined')
      return sendHtml(res, 402, checkoutPage(session, items, { ...form, decline: result.decline.message }, business));
    return redirect(res, successUrl(result.session) ?? `/c/pay/${result.session.id}`);
  };
}
