import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

test('Help Center: reached from Settings, searched, and its links lead on', async ({ page }, testInfo) => {
  await signIn(page, await createUser('help'));
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  // Rows Velvet does not offer say so instead of "Coming soon".
  await expect(page.getByRole('listitem').filter({ hasText: 'Phone Number' })).toContainText(
    'Phone sign-in not offered',
  );
  await expect(page.getByRole('listitem').filter({ hasText: /^SMS/ })).toContainText('Not offered yet');
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment Methods' })).toContainText(
    'Card entered at each top-up',
  );
  await expect(page.getByText('Coming soon')).toHaveCount(0);

  await page.getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('cancel subscription');
  const answer = page.getByRole('group').filter({ hasText: 'How do I cancel a subscription?' });
  await expect(answer).toContainText('you keep access until the end of the month you paid for');
  await expect(page.getByRole('status').filter({ hasText: /answers?$/ })).toHaveText(/^\d+ answers?$/);

  await search.fill('no such thing here');
  await expect(page.getByRole('heading', { name: 'No answers found' })).toBeVisible();

  // Closed answers open on a tap of their question; a link goes where it says.
  await search.fill('');
  await page.getByText('How do I add money to my wallet?').click();
  await page
    .getByRole('group')
    .filter({ hasText: 'How do I add money to my wallet?' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('Verification: a fan learns what it is for and where to start', async ({ page }, testInfo) => {
  await signIn(page, await createUser('verify'));
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identity verification is for creators' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a Creator' })).toBeVisible();
});

test('Verification: a verified creator sees payouts open', async ({ page }) => {
  await signIn(page, seededUser('lunarivera@velvet.test'));
  await page.goto('/settings/verification');
  await expect(page.getByText('Identity verified')).toBeVisible();
  await expect(page.getByText(/open to you now/)).toBeVisible();
});
