import { expect, test } from '@playwright/test';
import { CheckoutPage, createCheckoutSession } from './pages/checkout.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// The stack's Stripe-compatible sandbox in a real browser: the app sends a fan to the hosted
// checkout page; paying with 4242… brings them back to the app's success URL, a declined card
// keeps them on the page with Stripe's message, Back returns to the cancel URL.

test('a fan pays on the hosted checkout with 4242 4242 4242 4242 and lands on the success URL', async ({ page }) => {
  await signIn(page, await createUser('payer'));

  const session = await createCheckoutSession('/wallet?checkout={CHECKOUT_SESSION_ID}', '/wallet?checkout=cancelled');
  await page.goto(session.url!);
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen('€12.92');
  await checkout.pay('4242 4242 4242 4242');

  await expect(page).toHaveURL(new RegExp(`/wallet\\?checkout=${session.id}$`));
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
});

test('a declined card shows the decline message on the checkout page; Back returns to the app', async ({ page }) => {
  const session = await createCheckoutSession('/terms?checkout={CHECKOUT_SESSION_ID}', '/terms?checkout=cancelled');
  await page.goto(session.url!);
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen('€12.92');

  await checkout.pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(session.url!);

  await checkout.pay('4000 0000 0000 9995');
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');

  await page.getByRole('link', { name: 'Back to Velvet' }).click();
  await expect(page).toHaveURL(/\/terms\?checkout=cancelled$/);
});
