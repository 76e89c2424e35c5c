import { expect, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('the video feed plays only the active video and snaps to the next one', async ({ page }) => {
  const user = await createUser('watcher');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  await page.getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/videos$/);

  const items = page.locator('[data-testid="video-feed"] > section');
  await expect(items.first()).toHaveAttribute('data-active', 'true');
  const isPlaying = (index: number) =>
    items
      .nth(index)
      .locator('video')
      .evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop);
  await expect.poll(() => isPlaying(0)).toBe(true);
  await expect.poll(() => isPlaying(1)).toBe(false);

  // Scroll a bit more than half an item: the second becomes active and the feed snaps onto it.
  const container = page.getByTestId('video-feed');
  await container.evaluate((el) => el.scrollTo({ top: el.clientHeight * 0.6 }));
  await expect(items.nth(1)).toHaveAttribute('data-active', 'true');
  await expect.poll(() => container.evaluate((el) => Math.abs(el.scrollTop - el.clientHeight) <= 1)).toBe(true);
  await expect.poll(() => isPlaying(1)).toBe(true);
  await expect.poll(() => isPlaying(0)).toBe(false);

  // The comment button opens the post.
  await items
    .nth(1)
    .getByRole('link', { name: /^\S+ comments?, open post$/ })
    .click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
});

test('search finds a seeded creator and a post, with the keyboard', async ({ page }, testInfo) => {
  const user = await createUser('searcher');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  }
  const box = page.getByRole('combobox', { name: 'Search' }).filter({ visible: true });
  await expect(box).toHaveAttribute('placeholder', 'Try searching for users or posts');

  await box.fill('luna');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option', { name: /Luna Rivera/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(results.getByRole('option', { name: /Luna Rivera/ })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/profile\/@lunarivera$/);

  await page.goto('/');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Search' }).click();
  await box.fill('deadlift');
  const post = results.getByRole('option', { name: /Romanian deadlift/ });
  await expect(post).toBeVisible();
  await post.click();
  await expect(page).toHaveURL(/\/post\/b0000000-0000-4000-8000-000000000003$/);
  await expect(page.getByText(/Form check on the Romanian deadlift/)).toBeVisible();
});
