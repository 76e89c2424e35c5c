import { expect, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { STRIPE_SECRET_KEY } from '../../stack/payments/index.ts';
import { e2eEnv } from '../support/env.ts';

/** A Checkout Session made with the official SDK against the stack's sandbox, as a function will. */
export async function createCheckoutSession(successPath: string, cancelPath: string) {
  const sandbox = new URL(e2eEnv('E2E_PAYMENTS_URL'));
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    host: sandbox.hostname,
    port: Number(sandbox.port),
    protocol: 'http',
  });
  const base = e2eEnv('E2E_BASE_URL');
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'eur',
          product_data: { name: 'Monthly subscription to @lunarivera' },
          unit_amount: 1292,
        },
        quantity: 1,
      },
    ],
    customer_email: 'fan@velvet.test',
    success_url: `${base}${successPath}`,
    cancel_url: `${base}${cancelPath}`,
  });
}

/** Page object for the sandbox's hosted checkout page. */
export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async expectOpen(amount: string) {
    await expect(this.page.getByText('TEST MODE').first()).toBeVisible();
    await expect(this.page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    await expect(this.page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
  }

  async pay(card: string, { expiry = '12 / 34', cvc = '123', name = 'Fan One' } = {}) {
    await this.page.getByLabel('Card number').fill(card);
    await this.page.getByLabel('Expiration date (MM / YY)').fill(expiry);
    await this.page.getByLabel('Security code (CVC)').fill(cvc);
    await this.page.getByLabel('Cardholder name').fill(name);
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }
}
