import { expect, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { becomeCreator } from './support/creator-money.ts';
import { demoVideo } from './support/media.ts';
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

test("a creator's video has Tip on its rail, and its caption leaves the bottom of the frame clear (issue 28)", async ({
  page,
  browser,
}) => {
  const creator = await createUser('videotips');
  await becomeCreator(await signedInClient(creator));
  const { name } = await ownProfile(await signedInClient(creator));
  const creatorPage = await browser.newPage();
  await signIn(creatorPage, creator);
  const creatorFeed = new FeedPage(creatorPage);
  await creatorFeed.open();
  const caption = `Handle stays visible ${Date.now()}`;
  await creatorFeed.text.fill(caption);
  await creatorFeed.attach('clip.mp4', 'video/mp4', demoVideo());
  await creatorFeed.postButton.click();
  await expect(creatorFeed.text).toHaveValue('');
  await creatorPage.close();

  await signIn(page, await createUser('videofan'));
  await page.goto('/videos');
  // Other tests post videos too: this one is found by its caption.
  const item = page.locator('[data-testid="video-feed"] > section').filter({ hasText: caption });
  await expect(item).toHaveCount(1);

  // The frame as drawn (object-contain) and the caption: the caption ends above the frame's bottom
  // band, where the demo clips burn in the @handle (from 48 of 960 px above the bottom).
  const video = item.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBeGreaterThan(0);
  const clear = await item.evaluate((section, text) => {
    const v = section.querySelector('video')!;
    const box = v.getBoundingClientRect();
    const scale = Math.min(box.width / v.videoWidth, box.height / v.videoHeight);
    const frameHeight = v.videoHeight * scale;
    const frameBottom = box.top + (box.height + frameHeight) / 2;
    const captionBox = Array.from(section.querySelectorAll('p'))
      .find((p) => p.textContent === text)!
      .getBoundingClientRect();
    return frameBottom - (frameHeight * 48) / 960 - captionBox.bottom;
  }, caption);
  expect(clear).toBeGreaterThanOrEqual(0);

  await item.getByRole('button', { name: `Send ${name} a tip` }).click();
  await expect(page.getByRole('dialog', { name: `Tip ${name}` })).toBeVisible();
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
