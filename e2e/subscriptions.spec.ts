import { expect, type Page, test } from '@playwright/test';
import { ProfilePage } from './pages/profile.ts';
import { WalletPage } from './pages/wallet.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { becomeCreator, fundWallet } from './support/creator-money.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// The fan's Subscriptions screen and subscribing-follows (issue 28, UX review M2, m14): a new fan
// subscribes to a new creator, the profile says Following beside Subscribed, Subscriptions (from the
// Wallet) lists it with its renewal date, auto-renew is switched off and on and stays so across a
// reload, and Following lists the creator. Locked posts say what is behind the lock and lead to Join now.

/** What the screens looked like, kept with the run's results (both viewports). */
const snap = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a subscription follows, shows in Subscriptions with its renewal date, and auto-renew switches off and on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [fan, creator] = await Promise.all([createUser('subsfan'), createUser('subscreator')]);
  const creatorApi = await signedInClient(creator);
  await becomeCreator(creatorApi, 999);
  const { name, username } = await ownProfile(creatorApi);
  await fundWallet(await signedInClient(fan), 2000);

  await signIn(page, fan);
  const profile = new ProfilePage(page);
  await profile.open(`@${username}`);
  await profile.expectFollowing(name, false, '0');
  await page.getByRole('button', { name: /Join now\s*€9\.99/ }).click();
  const sheet = page.getByRole('dialog', { name: `Subscribe to ${name}` });
  await sheet.getByRole('button', { name: 'Pay €9.99 from wallet' }).click();
  await expect(sheet).toBeHidden();
  const renews = page.getByText(/^Renews on .+ · €9\.99 \/ month$/);
  await expect(renews).toBeVisible();
  // Subscribing followed: Following beside Subscribed, never Follow.
  await profile.expectFollowing(name, true, '1');
  const renewalDate = /^Renews on (.+) · /.exec((await renews.textContent()) ?? '')?.[1];
  expect(renewalDate).toBeTruthy();

  // From the Wallet to Subscriptions.
  await new WalletPage(page).open();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Subscriptions/ })
    .click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active (1)', selected: true })).toBeVisible();
  const card = page.getByRole('article', { name: `Subscription to ${name}` });
  await expect(card.getByRole('link', { name: new RegExp(`${name}\\s*@${username}`) })).toHaveAttribute(
    'href',
    `/profile/@${username}`,
  );
  await expect(card.getByText('€9.99 / month')).toBeVisible();
  const autoRenew = card.getByRole('switch', { name: 'Auto-renew' });
  await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
  await expect(autoRenew).toHaveAccessibleDescription(`Renews on ${renewalDate} for €9.99`);
  await snap(page, 'subscriptions');

  // Off: cancelled at the period end, access until then; it stays off after a reload.
  await autoRenew.click();
  await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
  await expect(autoRenew).toHaveAccessibleDescription(`Off: access until ${renewalDate}, then it ends`);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(autoRenew).toBeEnabled();
  await page.reload();
  await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'subscriptions-auto-renew-off');

  // On again: resumed, no charge; and it stays on.
  await autoRenew.click();
  await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
  await expect(autoRenew).toHaveAccessibleDescription(`Renews on ${renewalDate} for €9.99`);
  await expect(autoRenew).toBeEnabled();
  await page.reload();
  await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Following lists the creator.
  await page.goto('/following');
  const following = page.getByRole('list', { name: 'People you follow' });
  await expect(following.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  // One charge in all: switching renewal off and on cost nothing.
  await new WalletPage(page).open();
  await expect(page.getByTestId('wallet-balance')).toHaveText('€10.01');
});

test('with no subscriptions, the screen says so and points to Discover', async ({ page }) => {
  await signIn(page, await createUser('nosubs'));
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { name: 'You are not subscribed to anyone yet' })).toBeVisible();
  await snap(page, 'subscriptions-empty');
  await page.getByRole('link', { name: 'Discover creators' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('a locked post says what is behind the lock and what it costs; View image opens Join now', async ({ page }) => {
  await signIn(page, await createUser('lockedlook'));
  const profile = new ProfilePage(page);
  await profile.open('@kaidraws');
  await expect(profile.heading('Kai Nakamura')).toBeVisible();
  const subscriberOnly = page.getByText('1 photo · Subscribers only');
  await expect(subscriberOnly).toBeVisible();
  await expect(page.getByText('Subscribe for €7.99 / month')).toBeVisible();
  await expect(page.getByText(/^1 (photo|video) · Pay-per-view$/)).toBeVisible();
  await page.getByRole('link', { name: 'View image' }).scrollIntoViewIfNeeded();
  await snap(page, 'locked-post');

  await page.getByRole('link', { name: 'View image' }).click();
  const sheet = page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Your balance is €0.00: €7.99 short.')).toBeVisible();
  // Closed, it stays closed: Back does not reopen it.
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await page.reload();
  await expect(profile.heading('Kai Nakamura')).toBeVisible();
  await expect(page.getByRole('button', { name: /Join now/ })).toBeVisible();
  await expect(sheet).toBeHidden();
});
