import { randomUUID } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import type { ApiClient } from './support/api.ts';

/*
 * Issue 17: a long conversation opens at its newest page and older pages load above as the reader
 * scrolls up, each without moving what they were reading, down to the first message.
 */

const TOTAL = 500;
const BATCH = 100;
const label = (n: number) => `History message ${String(n).padStart(3, '0')}`;

/**
 * 500 messages in five inserts of 100, the two users taking turns. One insert stamps its rows with
 * one instant (created_at is the database's), so within a batch the order is the id's: the ids are
 * sorted before they are numbered, which makes the keyset's tie-break decide what comes first.
 */
async function seedHistory(senders: readonly [ApiClient, ApiClient], chatId: string) {
  for (let batch = 0; batch < TOTAL / BATCH; batch += 1) {
    const ids = Array.from({ length: BATCH }, () => randomUUID()).sort();
    const rows = ids.map((id, i) => ({ id, conversation_id: chatId, content: label(batch * BATCH + i + 1) }));
    const { error } = await senders[batch % 2]!.from('messages').insert(rows);
    if (error) throw new Error(`seeding messages failed: ${error.message}`);
  }
}

/** Where a message sits on screen (its box's top), read now. */
const topOf = (message: Locator) => message.evaluate((el) => el.getBoundingClientRect().top);

test('a 500-message conversation opens at the newest and scrolling up reaches the first, keeping the place', async ({
  browser,
}, testInfo) => {
  // 500 messages and ten pages on shared CI cores.
  test.setTimeout(120_000);
  const { a, b, chatId, pageA, pageB } = await ChatPage.pair(browser, 'history');
  await pageB.close();
  await seedHistory([a, b], chatId);

  const { page } = pageA;
  // The first older page is held until the test has seen (and photographed) its spinner.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let isFirstOlder = true;
  await page.route(/\/rest\/v1\/messages\?.*created_at=lte/, async (route) => {
    if (isFirstOlder) {
      isFirstOlder = false;
      await held;
    }
    await route.continue();
  });

  await page.reload();
  const scroller = page.getByTestId('message-scroller');
  const messages = pageA.messages();
  // Opens at the newest: the last message in view, the first page only (50), nothing older yet.
  await expect(pageA.message(label(TOTAL))).toBeInViewport();
  await expect(messages).toHaveCount(50);
  await expect(messages.first()).toContainText(label(TOTAL - 49));

  const spinner = page.getByRole('status').filter({ hasText: 'Loading earlier messages' });
  let loaded = 50;
  while (loaded < TOTAL) {
    const oldest = pageA.message(label(TOTAL - loaded + 1));
    let before: number;
    if (loaded === 50) {
      // Up to the top (again, should a scroll retry of the opening have been due in the same frame): the
      // first older page is asked for, and held, so the spinner shows and nothing moves meanwhile.
      await expect(async () => {
        await scroller.evaluate((el) => (el.scrollTop = 0));
        await expect(spinner).toBeVisible({ timeout: 1000 });
      }).toPass();
      before = await topOf(oldest);
      await page.screenshot({ path: testInfo.outputPath('history-loading.png') });
      release();
    } else {
      // Up to the top, noting where the oldest message sits in the same task, before the page can arrive.
      before = await scroller.evaluate((el) => {
        el.scrollTop = 0;
        return el.querySelector('[data-testid="message"]')!.getBoundingClientRect().top;
      });
    }
    loaded = Math.min(TOTAL, loaded + 50);
    await expect(messages).toHaveCount(loaded);
    // The page went in above without moving what was on screen.
    expect(Math.abs((await topOf(oldest)) - before)).toBeLessThanOrEqual(1);
  }

  // The start of history: the first message, the end-of-history line, and no further request.
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(pageA.message(label(1))).toBeInViewport();
  await expect(page.getByText('Start of your conversation')).toBeInViewport();
  await expect(messages.first()).toContainText(label(1));
  await page.screenshot({ path: testInfo.outputPath('history-start.png') });

  // A message arriving while the reader is deep in history does not pull them down (spec §2, decisions).
  const { error } = await b.from('messages').insert({ conversation_id: chatId, content: 'Back to the present' });
  expect(error).toBeNull();
  await expect(messages).toHaveCount(TOTAL + 1);
  await expect(pageA.message(label(1))).toBeInViewport();

  // Their own send does take them to the bottom (the spec's rule for sending).
  await pageA.send('Caught up');
  await expect(pageA.message('Caught up')).toBeInViewport();
  await expect(pageA.message('Back to the present')).toBeVisible();
  await pageA.close();
});
