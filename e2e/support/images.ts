import type { Page } from '@playwright/test';

/** Waits until every image on screen has loaded; those further down are lazy and wait for a scroll. */
export async function waitForImagesOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const box = img.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return img.complete || (img.loading === 'lazy' && !onScreen);
    }),
  );
}
