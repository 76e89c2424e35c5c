import { expect, type Page, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout.ts';
import { ProfilePage } from './pages/profile.ts';
import { WalletPage } from './pages/wallet.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// The fan side of money (issue 13 §3–§7) against the stack's payments sandbox: a new fan tops up
// €20 with the 4242 card, subscribes to Kai (€7.99), sees his subscriber-only media, unlocks his
// pay-per-view post (€4.99), tips €5 in chat and cancels; a declined card changes nothing.

const lockedLabels = (page: Page) => page.getByText(/^View (image|video)$/);
/** What the screens looked like, kept with the run's results (both viewports). */
const snap = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a new fan tops up, subscribes, unlocks a pay-per-view post, tips in chat and cancels', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await createUser('payer'));
  const wallet = new WalletPage(page);
  await wallet.open();
  await expect(wallet.balance()).toHaveText('€0.00');
  await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();

  await wallet.topUp('€20.00', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/wallet\?topup=[0-9a-f-]+&checkout=success/);
  // Pending until the verified webhook lands, then credited.
  await expect(page.getByText('€20.00 added to your wallet.')).toBeVisible();
  await expect(wallet.balance()).toHaveText('€20.00');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByText('Wallet top-up')).toBeVisible();
  await snap(page, 'wallet-credited');

  // Subscribe: the sheet says what is included and what the wallet holds before paying.
  const profile = new ProfilePage(page);
  await profile.open('@kaidraws');
  await expect(profile.heading('Kai Nakamura')).toBeVisible();
  // Before: the subscriber-only and the pay-per-view media are locked.
  await expect(lockedLabels(page)).toHaveCount(2);
  await page.getByRole('button', { name: /Join now\s*€7\.99/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' });
  await expect(sheet.getByText('Renews monthly')).toBeVisible();
  await expect(sheet.getByText(/1 subscriber-only post/)).toBeVisible();
  await expect(sheet.getByTestId('sheet-balance')).toHaveText('€20.00');
  await snap(page, 'subscribe-sheet');
  await sheet.getByRole('button', { name: 'Pay €7.99 from wallet' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews on .+ · €7\.99 \/ month$/)).toBeVisible();
  // Subscriber-only media unlock without a reload; only the pay-per-view post stays locked.
  await expect(lockedLabels(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Unlock for €4.99' }).scrollIntoViewIfNeeded();
  await snap(page, 'profile-subscribed-ppv-locked');

  // Pay-per-view: confirm, pay once, and it shows.
  await page.getByRole('button', { name: 'Unlock for €4.99' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock for €4.99' });
  await expect(unlock.getByRole('button', { name: 'Pay €4.99' })).toBeVisible();
  await snap(page, 'unlock-sheet');
  await unlock.getByRole('button', { name: 'Pay €4.99' }).click();
  await expect(unlock).toBeHidden();
  await expect(lockedLabels(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Unlock for/ })).toHaveCount(0);

  // Tip in chat: the tip bubble appears in the conversation.
  await page.getByRole('button', { name: 'Message Kai Nakamura' }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]+$/);
  // The conversation has loaded (its header is drawn again once it has): then the tip sheet opens.
  await expect(page.getByText('No messages yet. Say hello to Kai Nakamura!')).toBeVisible();
  await page.getByRole('button', { name: 'Send Kai Nakamura a tip' }).click();
  await expect(page.getByRole('dialog', { name: 'Tip Kai Nakamura' })).toBeVisible();
  const tip = page.getByRole('dialog', { name: 'Tip Kai Nakamura' });
  await tip.getByRole('radio', { name: '€5.00' }).check();
  await tip.getByLabel('Message (optional)').fill('Love the neon cities!');
  await snap(page, 'tip-sheet');
  await tip.getByRole('button', { name: 'Send €5.00 tip' }).click();
  await expect(tip.getByText(/Your balance is now €2\.02\./)).toBeVisible();
  await tip.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('You sent a €5.00 tip')).toBeVisible();
  await expect(page.getByText('Love the neon cities!')).toBeVisible();
  await snap(page, 'chat-tip-bubble');
  // The chat list names the tip instead of showing its note out of context.
  await page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(page.getByText('🎁 Tip €5.00: Love the neon cities!')).toBeVisible();

  // Cancel keeps access until the period end; Resubscribe is offered.
  await profile.open('@kaidraws');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Subscribed until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
  await expect(lockedLabels(page)).toHaveCount(0);

  // The wallet tells the whole story, newest first.
  await wallet.open();
  await expect(wallet.balance()).toHaveText('€2.02');
  const rows = page.getByRole('list', { name: 'Transactions' }).getByTestId('transaction');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Tip to Kai Nakamura');
  await expect(rows.nth(0)).toContainText('-€5.00');
  await expect(rows.nth(1)).toContainText('Unlocked a post by Kai Nakamura');
  await expect(rows.nth(2)).toContainText('Subscription to Kai Nakamura');
  await expect(rows.nth(3)).toContainText('+€20.00');
  await snap(page, 'wallet-history');
});

test('a declined card says why and leaves the balance unchanged', async ({ page }) => {
  await signIn(page, await createUser('declined'));
  const wallet = new WalletPage(page);
  await wallet.open();
  await wallet.topUp('€20.00', '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await page.getByRole('link', { name: 'Back to Velvet' }).click();
  await expect(page).toHaveURL(/\/wallet\?topup=[0-9a-f-]+&checkout=cancelled/);
  await expect(
    page.getByText('Top-up of €20.00 failed: Your card was declined. Your balance is unchanged.'),
  ).toBeVisible();
  await expect(wallet.balance()).toHaveText('€0.00');
  await expect(page.getByTestId('transaction').first()).toContainText('Failed: Your card was declined.');
  await snap(page, 'wallet-declined');
});

test('a fan short of money is offered a top-up and the subscription completes on return', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await createUser('short'));
  const profile = new ProfilePage(page);
  await profile.open('@lunarivera');
  await page.getByRole('button', { name: /Join now\s*€12\.92/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Subscribe to Luna Rivera' });
  await expect(sheet.getByText('Your balance is €0.00: €12.92 short.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Top up €20.00 and subscribe' }).click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen('€20.00');
  await checkout.pay('4242 4242 4242 4242');

  // Back in the wallet, then on Luna's profile, subscribed with the money just added.
  await expect(page).toHaveURL(/\/profile\/@lunarivera$/);
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You are subscribed to Luna Rivera. Their subscriber-only posts are unlocked.'),
  ).toBeVisible();
});
