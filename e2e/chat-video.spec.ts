import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { mediaPaths } from './support/api.ts';
import { chatClip } from './support/media.ts';

const clip = chatClip.path;
const clipRatio = chatClip.ratio;

test('a video keeps its aspect ratio on both sides, opens fullscreen, autoplays with controls', async ({ browser }) => {
  const { a, chatId, pageA, pageB } = await ChatPage.pair(browser, 'vid');

  const chooser = pageA.page.waitForEvent('filechooser');
  await pageA.page.getByRole('button', { name: 'Attach photo or video' }).click();
  await (await chooser).setFiles(clip);
  await pageA.sendPicked();

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
