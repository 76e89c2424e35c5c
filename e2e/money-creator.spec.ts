import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { signedInClient } from './support/api.ts';
import { becomeCreator, fundWallet, releaseHeldEarnings, verifyForPayouts } from './support/creator-money.ts';
import { png } from './support/media.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// Issue 13, the creator's side: become a creator, sell a pay-per-view photo, see the sale and the
// earnings, request a payout. The fan acts through supabase-js with a wallet funded on the sandbox.

/** `MONEY_SHOTS=<dir>` keeps screenshots of the money screens for looking at (not asserted). */
async function shot(page: Page, name: string) {
  const dir = process.env.MONEY_SHOTS;
  if (!dir) return;
  // The feed is long: a screen's height is enough to look at the top of the page.
  await page.screenshot({
    path: path.join(dir, `${test.info().project.name}-${name}.png`),
    fullPage: name !== 'composer-ppv',
  });
}

test('a new user becomes a creator, sells a pay-per-view photo and sees the sale and the earnings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const creator = await createUser('creator');
  await signIn(page, creator);
  const feed = new FeedPage(page);
  await feed.open();

  await page.getByRole('link', { name: 'Become a creator' }).first().click();
  await expect(page).toHaveURL(/\/become-creator$/);
  const form = page.getByRole('form', { name: 'Become a creator' });
  await form.getByLabel('Monthly subscription price (€)').fill('3');
  await form.getByRole('button', { name: 'Become a creator' }).click();
  // Every problem is named before anything is sent.
  await expect(form.getByText(/The amount must be between .*4\.99 and .*49\.99\./)).toBeVisible();
  await expect(form.getByText('Write a short pitch for your fans.')).toBeVisible();
  await expect(form.getByText('Please accept the creator terms to continue.')).toBeVisible();

  await form.getByLabel('Monthly subscription price (€)').fill('7.50');
  await form.getByLabel('Short pitch').fill('Film photography, one roll a week.');
  await form.getByLabel('Date of birth').fill('1990-05-01');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByRole('checkbox', { name: /I accept the creator terms/ }).check();
  await shot(page, 'become-creator');
  await form.getByRole('button', { name: 'Become a creator' }).click();
  await expect(
    page.getByText(
      /You are a creator\. Your profile is listed in Discover and fans can subscribe for .*7\.50 a month\./,
    ),
  ).toBeVisible();
  await expect(page.getByText('Identity verification pending')).toBeVisible();

  // The composer now offers who can see the media.
  await feed.open();
  const content = `Darkroom print ${randomUUID().slice(0, 6)}`;
  await feed.text.fill(content);
  await page.getByRole('radio', { name: 'Pay-per-view' }).check({ force: true });
  await feed.postButton.click();
  await expect(page.getByRole('alert')).toHaveText(/Add a photo or video to lock this post\./);
  await feed.attach('print.png', 'image/png', png(640, 480));
  await page.getByLabel('Price (€)').fill('3.00');
  await shot(page, 'composer-ppv');
  await feed.postButton.click();
  await expect(feed.text).toHaveValue('');
  const post = feed.post(content);
  await expect(post.getByText(/Pay-per-view · .*3\.00/)).toBeVisible();
  await expect(post.getByText('· 0 unlocks')).toBeVisible();

  // A fan with a funded wallet buys it.
  const creatorApi = await signedInClient(creator);
  const { data: rows } = await creatorApi.from('posts').select('id').eq('content', content);
  const postId = rows?.[0]?.id;
  if (!postId) throw new Error('the new post is not readable');
  const fan = await signedInClient(await createUser('buyer'));
  await fundWallet(fan, 1000);
  const bought = await fan.rpc('unlock_post', { post_id: postId, idempotency_key: randomUUID() });
  expect(bought.error).toBeNull();

  await page.goto(`/post/${postId}`);
  await expect(page.getByText('· 1 unlock')).toBeVisible();

  await page.goto('/wallet');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  // €3.00 gross, the 20% fee (€0.60) off: €2.40 net, held for 7 days.
  await expect(earnings.getByRole('definition').filter({ hasText: /2\.40/ }).first()).toBeVisible();
  const unlocks = earnings.getByRole('row', { name: /Post unlocks/ });
  await expect(unlocks).toContainText('1');
  await expect(unlocks).toContainText('3.00');
  await expect(earnings.getByText('Identity verification pending')).toBeVisible();
  await expect(earnings.getByRole('button', { name: 'Request payout' })).toHaveCount(0);
  await shot(page, 'earnings-pending');

  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /unlocked your post for .*3\.00/ })).toBeVisible();
});

test('a verified creator with available earnings requests a payout and sees its status', async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await createUser('payee');
  const creatorApi = await signedInClient(creator);
  await becomeCreator(creatorApi);
  const fan = await signedInClient(await createUser('tipper'));
  await fundWallet(fan, 5000);
  const tip = await fan.rpc('tip', { creator_id: creator.id, amount_cents: 3000, idempotency_key: randomUUID() });
  expect(tip.error).toBeNull();
  await releaseHeldEarnings(creator.id);
  await verifyForPayouts(creator.id);

  await signIn(page, creator);
  await page.goto('/wallet');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText('Identity verified')).toBeVisible();
  // No payout details yet: the wallet says where to add them instead of offering the request.
  await expect(payouts.getByRole('alert')).toContainText('Add your payout details (where we send the money)');
  await expect(payouts.getByRole('button', { name: 'Request payout' })).toHaveCount(0);
  await payouts.getByRole('link', { name: 'Go to Payout Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();
  await page.getByLabel('Account holder').fill('Payee Example');
  await page.getByLabel('Bank country').selectOption({ label: 'Germany' });
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('region', { name: 'Where payouts go' })).toContainText('•••• 3000');
  await page.goto('/wallet');
  await expect(payouts.getByText('Paid to Payee Example')).toBeVisible();
  const amount = payouts.getByLabel('Payout amount (€)');
  // €30 tip − 20% = €24.00 available.
  await expect(amount).toHaveValue('24.00');
  await amount.fill('10');
  await payouts.getByRole('button', { name: 'Request payout' }).click();
  await expect(payouts.getByRole('alert')).toHaveText(/The amount must be between .*20\.00 and .*24\.00\./);

  await amount.fill('24');
  await payouts.getByRole('button', { name: 'Request payout' }).click();
  await expect(payouts.getByText(/Payout of .*24\.00 requested\./)).toBeVisible();
  await expect(payouts.getByRole('list', { name: 'Payouts' })).toContainText('Requested · waiting for our team');
  await expect(payouts.getByText(/Payouts start at .*20\.00 of available earnings; you have .*0\.00\./)).toBeVisible();
  await shot(page, 'earnings-payout');
});
