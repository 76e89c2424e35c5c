import { expect, type Locator, type Page, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { chatClip, png } from './support/media.ts';

/*
 * Issue 14 §4: a chat media bubble is as wide as its media (up to the 75% maximum), keeps the
 * media's aspect ratio, pads it evenly, and holds its size from before the file arrives.
 */

/** The bubble around a media button, and how the media sits in it. */
async function fit(media: Locator) {
  return media.evaluate((el) => {
    const bubble = el.closest('[data-testid="message-bubble"]');
    const list = el.closest('ul, ol');
    if (!bubble || !list) throw new Error('no bubble around the media');
    const b = bubble.getBoundingClientRect();
    const m = el.getBoundingClientRect();
    return {
      bubbleWidth: b.width,
      mediaWidth: m.width,
      mediaHeight: m.height,
      left: m.left - b.left,
      right: b.right - m.right,
      top: m.top - b.top,
      maxWidth: list.getBoundingClientRect().width * 0.75,
    };
  });
}

async function expectSnug(media: Locator, ratio: number) {
  const f = await fit(media);
  expect(f.mediaWidth / f.mediaHeight).toBeCloseTo(ratio, 1);
  // As wide as the media plus its even padding, never beyond 75% of the list.
  expect(Math.abs(f.left - f.right), JSON.stringify(f)).toBeLessThanOrEqual(1);
  expect(Math.abs(f.left - f.top), JSON.stringify(f)).toBeLessThanOrEqual(1);
  expect(f.bubbleWidth - f.mediaWidth).toBeLessThanOrEqual(2 * f.left + 1);
  expect(f.bubbleWidth).toBeLessThanOrEqual(f.maxWidth + 1);
  // Shown at its full chat size: 17rem wide at most, 24rem tall at most, within the 75% bubble.
  const full = Math.min(17 * 16, 24 * 16 * ratio, f.maxWidth - f.left - f.right);
  expect(f.mediaWidth).toBeCloseTo(full, 0);
}

/**
 * Opens the conversation with the media files held back, measures, lets them through and measures
 * again: the box must not move or change size when the file arrives.
 */
async function expectNoJump(page: Page, chatId: string, media: (page: Page) => Locator) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/storage\/v1\/object\/sign\/chat-media\/.+token=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/chats/${chatId}`);
  const target = media(page);
  await expect(target).toBeVisible();
  const before = await target.boundingBox();
  release();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const img = el.querySelector('img');
        const video = el.querySelector('video');
        return img ? img.complete && img.naturalWidth > 0 : (video?.readyState ?? 0) >= 1;
      }),
    )
    .toBe(true);
  expect(await target.boundingBox()).toEqual(before);
  await page.unroute(/\/storage\/v1\/object\/sign\/chat-media\/.+token=/);
}

test('photo and video bubbles are as wide as their media, padded evenly, and do not jump on load', async ({
  browser,
}) => {
  // Two people, two uploads and two reloads: more than one test's time on a busy machine.
  test.slow();
  const { chatId, pageA, pageB } = await ChatPage.pair(browser, 'fit');
  const photo = (page: Page) => page.getByRole('button', { name: 'Open photo' });
  const video = (page: Page) => page.getByRole('button', { name: 'Play video' });

  // A portrait photo (3:4) and a portrait video (9:16).
  await pageA.page
    .getByTestId('chat-file')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png(300, 400) });
  await pageA.sendPicked();
  await expect(photo(pageA.page)).toBeEnabled();
  await pageA.page.getByTestId('chat-file').setInputFiles(chatClip.path);
  await pageA.sendPicked();
  await expect(video(pageA.page)).toBeEnabled();

  for (const page of [pageA.page, pageB.page]) {
    await expect(video(page)).toBeEnabled();
    await expectSnug(photo(page), 3 / 4);
    await expectSnug(video(page), chatClip.ratio);
  }

  await expectNoJump(pageB.page, chatId, photo);
  await expectNoJump(pageB.page, chatId, video);

  await pageA.close();
  await pageB.close();
});
