// The hosted checkout page through its plain HTML form, as a browser posts it, with Stripe's test
// cards: success redirects to success_url; declines stay on the page with Stripe's message and a
// `payment_intent.payment_failed`; form errors never reach the card network; closed sessions refuse.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createSession, submitCheckoutForm, useSandbox } from '../support/payments.ts';

const ctx = useSandbox();

const eventsFor = async (stripe: Stripe, objectId: string) =>
  (await stripe.events.list({ limit: 100 })).data.filter(
    (e) => (e.data.object as { id?: string; payment_intent?: string }).id === objectId,
  );

describe('hosted checkout page', () => {
  it('shows the amount, TEST MODE, a Back link to cancel_url and a labelled card form', async () => {
    const session = await createSession(ctx.stripe);
    const res = await fetch(session.url!);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('€12.92');
    expect(page).toContain('Monthly subscription to @lunarivera');
    expect(page).toContain(`href="${session.cancel_url}"`);
    const labels: Array<[string, string]> = [
      ['cardNumber', 'Card number'],
      ['cardExpiry', 'Expiration date (MM / YY)'],
      ['cardCvc', 'Security code (CVC)'],
      ['billingName', 'Cardholder name'],
    ];
    for (const [id, label] of labels)
      expect(page).toMatch(new RegExp(`<label[^>]*for="${id}">${label.replace(/[()]/g, '\\$&')}</label>`));
  });

  it('4242 4242 4242 4242 pays: 303 to success_url with the session id, and the session is complete', async () => {
    const session = await createSession(ctx.stripe, { metadata: { user_id: 'fan-1' } });
    const result = await submitCheckoutForm(session.url!, { cardNumber: '4242 4242 4242 4242' });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://127.0.0.1:5173/wallet?checkout=${session.id}`);

    const paid = await ctx.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'fan@velvet.test', name: 'Fan One', address: { country: 'IE' } },
    });
    const pi = paid.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1292,
      amount_received: 1292,
      currency: 'eur',
    });
    expect(pi.latest_charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 1292,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).id).toBe(pi.id);
    const types = (await eventsFor(ctx.stripe, session.id)).map((e) => e.type);
    expect(types).toEqual(['checkout.session.completed']);
    expect((await eventsFor(ctx.stripe, pi.id)).map((e) => e.type).reverse()).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
  });

  const declines: Array<[string, string, string, string | undefined]> = [
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'Your card has expired.', 'expired_card', 'expired_card'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc'],
  ];
  for (const [card, message, code, declineCode] of declines) {
    it(`${card} is declined on the page with “${message}” and fires payment_intent.payment_failed`, async () => {
      const session = await createSession(ctx.stripe);
      const result = await submitCheckoutForm(session.url!, { cardNumber: card });
      expect(result.status).toBe(402);
      expect(result.html).toMatch(
        new RegExp(`<p class="alert" role="alert"[^>]*>${message.replace("'", '&#39;')}</p>`),
      );
      expect(result.html).not.toContain('value="123"'); // the CVC is never echoed back

      const after = await ctx.stripe.checkout.sessions.retrieve(session.id);
      expect(after).toMatchObject({ status: 'open', payment_status: 'unpaid' });
      const pi = await ctx.stripe.paymentIntents.retrieve(after.payment_intent as string);
      expect(pi.status).toBe('requires_payment_method');
      expect(pi.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
      const failed = (await eventsFor(ctx.stripe, pi.id)).find((e) => e.type === 'payment_intent.payment_failed');
      expect(failed).toBeDefined();
      const charge = await ctx.stripe.charges.retrieve(pi.latest_charge as string);
      expect(charge).toMatchObject({ status: 'failed', paid: false, failure_code: code, failure_message: message });

      // The customer can try another card on the same session.
      const retry = await submitCheckoutForm(session.url!, { cardNumber: '4242424242424242' });
      expect(retry.status).toBe(303);
      expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    });
  }

  it('refuses an incomplete CVC, a past expiry and a mistyped number on the page, without charging', async () => {
    const session = await createSession(ctx.stripe);
    const lastYear = (new Date().getUTCFullYear() - 1) % 100;
    const cases: Array<[Parameters<typeof submitCheckoutForm>[1], string]> = [
      [{ cardNumber: '4242424242424242', cardCvc: '12' }, 'Your card&#39;s security code is incomplete.'],
      [
        { cardNumber: '4242424242424242', cardExpiry: `12 / ${String(lastYear).padStart(2, '0')}` },
        'Your card&#39;s expiration year is in the past.',
      ],
      [{ cardNumber: '4242424242424241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
      [{ cardNumber: '4242424242424242', billingName: ' ' }, 'Enter the name on your card.'],
    ];
    for (const [fields, message] of cases) {
      const result = await submitCheckoutForm(session.url!, fields);
      expect(result.status, message).toBe(422);
      expect(result.html).toContain(message);
      expect(result.html).toContain('aria-invalid="true"');
    }
    const after = await ctx.stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: 'open', payment_intent: null });
  });

  it('asks for an email when the session has no customer_email', async () => {
    const session = await createSession(ctx.stripe, { customer_email: undefined });
    const missing = await submitCheckoutForm(session.url!, { cardNumber: '4242424242424242' });
    expect(missing.status).toBe(422);
    expect(missing.html).toContain('Your email is incomplete.');
    const ok = await submitCheckoutForm(session.url!, { cardNumber: '4242424242424242', email: 'new@velvet.test' });
    expect(ok.status).toBe(303);
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).customer_details?.email).toBe('new@velvet.test');
  });

  it('an expired session cannot be paid; a paid one cannot be paid twice', async () => {
    const expired = await createSession(ctx.stripe);
    await ctx.stripe.checkout.sessions.expire(expired.id);
    const page = await fetch(`${ctx.url}/c/pay/${expired.id}`);
    expect(await page.text()).toContain('This checkout session has expired');
    const attempt = await submitCheckoutForm(`${ctx.url}/c/pay/${expired.id}`, { cardNumber: '4242424242424242' });
    expect(attempt.status).toBe(410);
    expect((await ctx.stripe.checkout.sessions.retrieve(expired.id)).payment_intent).toBeNull();

    const paid = await createSession(ctx.stripe);
    expect((await submitCheckoutForm(paid.url!, { cardNumber: '4242424242424242' })).status).toBe(303);
    const twice = await submitCheckoutForm(`${ctx.url}/c/pay/${paid.id}`, { cardNumber: '4242424242424242' });
    expect(twice.status).toBe(409);
    const charges = await ctx.stripe.charges.list({
      payment_intent: (await ctx.stripe.checkout.sessions.retrieve(paid.id)).payment_intent as string,
    });
    expect(charges.data).toHaveLength(1);
  });

  it('an unknown session is a 404 page', async () => {
    const res = await fetch(`${ctx.url}/c/pay/cs_test_unknown`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout session not found');
  });
});
