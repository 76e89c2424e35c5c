import { expect, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { signIn } from './support/sessions.ts';
import { seededUser } from './support/users.ts';

// Issue 17: photos are loaded in display-size variants (Supabase image transformations), not originals.
test("Home's first public photo is loaded as a display-size variant, not the original", async ({ page }) => {
  const feed = new FeedPage(page);
  await signIn(page, seededUser('fan1@velvet.test'));
  await feed.open();

  // A seeded 1080 px photo (other tests post tiny ones). Public photos keep the original in `src`
  // (browsers without srcset); locked ones are signed originals.
  const photo = feed.posts
    .getByRole('img', { name: /^Image by / })
    .and(page.locator('img[src*="/object/public/post-media/"][width="1080"]'));
  const first = photo.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { currentSrc, devicePixels } = await first.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    devicePixels: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(currentSrc).toContain('/storage/v1/render/image/public/post-media/');
  const width = Number(new URL(currentSrc).searchParams.get('width'));
  // The seeded photos are 1080 px wide; the box needs a third to two thirds of that.
  expect(width).toBeGreaterThanOrEqual(Math.floor(devicePixels));
  expect(width).toBeLessThan(1080);
});
