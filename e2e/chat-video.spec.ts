import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mediaPaths } from './pages/chat-api.ts';
import { ChatPage } from './pages/chat.ts';

// A real demo clip (H.264, 360×640, 4 s per scripts/media/manifest.json), so the browser reads real dimensions.
const clip = path.resolve(
  import.meta.dirname,
  '../supabase/storage/chat-media/d0000000-0000-4000-8000-000000000001/videos/1761327611193.mp4',
);
const clipRatio = 360 / 640;

test('a video keeps its aspect ratio on both sides, opens fullscreen, autoplays with controls', async ({ browser }) => {
  const { a, chatId, pageA, pageB } = await ChatPage.pair(browser, 'vid');

  const chooser = pageA.page.waitForEvent('filechooser');
  await pageA.page.getByRole('button', { name: 'Attach photo or video' }).click();
  await (await chooser).setFiles(clip);

  // B gets it live (no reload); both boxes have the clip's portrait ratio.
  for (const page of [pageA, pageB]) {
    const video = page.page.getByRole('button', { name: 'Play video' });
    await expect(video).toBeEnabled();
    const box = await video.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(clipRatio, 1);
  }
  const [stored] = await mediaPaths(a, chatId);
  expect(stored).toMatch(new RegExp(`^${chatId}/videos/.+\\.mp4$`));

  await pageB.page.getByRole('button', { name: 'Play video' }).click();
  const viewer = pageB.page.getByRole('dialog', { name: 'Video' });
  await expect(viewer).toBeVisible();
  const player = viewer.locator('video');
  await expect(player).toHaveAttribute('controls', '');
  // It starts by itself: time moves without anyone pressing play.
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await pageA.close();
  await pageB.close();
});
