import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { mediaPaths } from './support/api.ts';

// Chromium's fake microphone (a beep tone) granted without a prompt; this file gets its own workers.
const fakeMic = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
test.use({
  launchOptions: existsSync('/usr/bin/chromium')
    ? {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...fakeMic],
      }
    : { args: fakeMic },
  permissions: ['microphone'],
});

test('a voice message recorded with the microphone is sent, reaches the other user and plays', async ({ browser }) => {
  const { a, chatId, pageA, pageB } = await ChatPage.pair(browser, 'voice', {
    permissions: ['microphone'],
  });

  const page = pageA.page;
  await page.getByRole('button', { name: 'Record voice message' }).click();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toHaveText('0:00');
  const seconds = (text: string | null) => {
    const [m = '0', s = '0'] = (text ?? '').split(':');
    return Number(m) * 60 + Number(s);
  };
  // The timer counts up while recording. A busy machine may run a tick late and show 0:02 next, so the
  // test waits for the count to move rather than for one exact reading.
  await expect.poll(async () => seconds(await timer.textContent()), { timeout: 5000 }).toBeGreaterThanOrEqual(1);
  // The live waveform fills from the analyser.
  await expect.poll(() => page.getByTestId('live-waveform').locator('span').count()).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Pause recording' }).click();
  const paused = seconds(await timer.textContent());
  await page.getByRole('button', { name: 'Resume recording' }).click();
  // Resumed, it goes on from where it paused instead of starting again from 0:00.
  expect(seconds(await timer.textContent())).toBeGreaterThanOrEqual(paused);
  await expect.poll(async () => seconds(await timer.textContent()), { timeout: 5000 }).toBeGreaterThan(paused);
  await page.getByRole('button', { name: 'Send voice message' }).click();

  for (const side of [pageA, pageB]) {
    await expect(side.page.getByRole('button', { name: 'Play voice message' })).toBeEnabled();
  }
  const [path] = await mediaPaths(a, chatId);
  expect(path).toMatch(new RegExp(`^${chatId}/voice/voice-\\d+\\.webm$`));

  // B plays it: the button turns to Pause and the waveform progresses; at the end it resets.
  await pageB.page.getByRole('button', { name: 'Play voice message' }).click();
  await expect(pageB.page.getByRole('button', { name: 'Pause voice message' })).toBeVisible();
  await expect
    .poll(() => pageB.page.getByRole('progressbar', { name: 'Playback' }).getAttribute('aria-valuenow'))
    .not.toBe('0');
  await expect(pageB.page.getByRole('button', { name: 'Play voice message' })).toBeVisible({ timeout: 10_000 });

  // Cancel discards: nothing more is sent.
  await page.getByRole('button', { name: 'Record voice message' }).click();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel recording' }).click();
  await expect(page.getByRole('button', { name: 'Record voice message' })).toBeVisible();
  await expect(pageA.messages()).toHaveCount(1);

  await pageA.close();
  await pageB.close();
});
