import { expect, type Page, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { FeedPage } from './pages/feed.ts';
import { Shell } from './pages/shell.ts';
import { mediaPaths, signedInClient } from './support/api.ts';
import { png, tinyPng } from './support/media.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// Issue 14: honest offline behaviour. Playwright's setOffline is the browser's own offline mode:
// requests fail at once and the page gets `offline` / `online` events, as on a phone losing signal.

const offlineIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /^You're offline$/ });

/** Nothing wider than the viewport: the page never scrolls sideways. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The element's right edge is inside the viewport. */
async function insideViewport(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('posting offline keeps the post in the composer and says so; back online it is posted exactly once', async ({
  page,
}) => {
  const user = await createUser('offline-post');
  const api = await signedInClient(user);
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();

  const content = `Written on the underground ${Date.now()}`;
  await feed.text.fill(content);
  await feed.attach('tunnel.png', 'image/png', tinyPng);
  await page.context().setOffline(true);
  await expect(offlineIndicator(page)).toBeVisible();
  await feed.postButton.click();
  // Issue 28 (review m7): it says offline, not "Failed"; nothing hangs on "Posting..."; nothing is lost.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "You're offline. Your post is saved here: post it when you're back online." }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(feed.postButton).toBeEnabled();
  await expect(feed.text).toHaveValue(content);
  await expect(page.getByRole('img', { name: 'Your attachment' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(offlineIndicator(page)).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: "You're back online. Your post is ready to send." }),
  ).toBeVisible();
  await feed.postButton.click();
  await expect(feed.text).toHaveValue('');
  await expect(feed.post(content)).toHaveCount(1);
  const { data: posts } = await api.from('posts').select('content, media_url').eq('user_id', user.id);
  expect(posts).toEqual([{ content, media_url: expect.stringMatching(/\/post-media\/.+\.png$/) }]);
});

test("the composer's text survives leaving Home and a reload; the offline pill covers no header control", async ({
  page,
}, testInfo) => {
  const user = await createUser('offline-draft');
  const feed = new FeedPage(page);
  const shell = new Shell(page, testInfo);
  await signIn(page, user);
  await feed.open();
  const content = `Half a thought ${Date.now()}`;
  await feed.text.fill(content);

  // Away and back inside the app (no reload), then a reload.
  await shell.openSettings();
  await page.getByRole('link', { name: 'Home', exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(feed.text).toHaveValue(content);
  await page.reload();
  await expect(feed.text).toHaveValue(content);

  await page.context().setOffline(true);
  const pill = await offlineIndicator(page).boundingBox();
  expect(pill).not.toBeNull();
  const header = page.locator('main header');
  const controls = header.getByRole('button').or(header.getByRole('link')).filter({ visible: true });
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const apart =
      box !== null &&
      pill !== null &&
      (box.y + box.height <= pill.y ||
        pill.y + pill.height <= box.y ||
        box.x + box.width <= pill.x ||
        pill.x + pill.width <= box.x);
    expect(
      apart,
      `the pill covers ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`,
    ).toBe(true);
  }
  await page.context().setOffline(false);
  await feed.postButton.click();
  await expect(feed.text).toHaveValue('');
  await page.reload();
  await expect(feed.text).toHaveValue('');
});

test('a post whose answers were lost on the way back is stored once, its photo once', async ({ page }) => {
  const user = await createUser('lost-answer');
  const api = await signedInClient(user);
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();

  // Each request reaches the server and does its work; only the answer is lost, once each.
  const loseAnswerOnce = async (pattern: string) => {
    let lost = false;
    await page.route(pattern, async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
  };
  await loseAnswerOnce('**/storage/v1/object/post-media/**');
  await loseAnswerOnce('**/rest/v1/posts?*');

  const content = `Sent from a lift ${Date.now()}`;
  await feed.text.fill(content);
  await feed.attach('lift.png', 'image/png', tinyPng);
  await feed.postButton.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to create post: Failed to upload media. Please try again.');
  await feed.postButton.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to create post: Please try again.');
  await expect(feed.text).toHaveValue(content);
  await feed.postButton.click();
  await expect(feed.text).toHaveValue('');
  await expect(feed.post(content)).toHaveCount(1);

  const { data: posts } = await api.from('posts').select('id').eq('user_id', user.id);
  expect(posts).toHaveLength(1);
  const { data: files } = await api.storage.from('post-media').list(user.id);
  expect(files?.map((file) => file.name)).toEqual([expect.stringMatching(/^\d{13}\.png$/)]);
});

test('the composer stays inside a 320–430 px screen with media attached, while posting, and with a long URL', async ({
  page,
}) => {
  const user = await createUser('narrow');
  const feed = new FeedPage(page);
  await signIn(page, user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/posts?*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.fallback();
  });

  await feed.open();
  await feed.text.fill(`https://example.com/${'a'.repeat(300)} ${'unbroken'.repeat(40)}`);
  await feed.attach('wide.png', 'image/png', png(1200, 400));
  await expect(page.getByRole('button', { name: 'Replace media' })).toBeVisible();
  for (const width of [430, 375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => insideViewport(page, 'Post')).toBe(true);
    expect(await pageFits(page)).toBe(true);
  }
  await feed.postButton.click();
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeVisible();
  expect(await insideViewport(page, 'Posting...')).toBe(true);
  expect(await pageFits(page)).toBe(true);
  release();
  await expect(feed.text).toHaveValue('');
});

test('offline, a screen never opened fails inside the shell, says so, and opens by itself once back online', async ({
  page,
}, testInfo) => {
  const user = await createUser('offline-nav');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  const nav = (name: string) => page.getByRole('link', { name, exact: true }).filter({ visible: true });

  await page.context().setOffline(true);
  await expect(offlineIndicator(page)).toBeVisible();
  await nav('Discover').click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('This screen will open by itself when your connection is back.')).toBeVisible();

  // The shell and its navigation keep working.
  await nav('Home').click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await nav('Discover').click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Newest creators' })).toBeVisible();
  await expect(offlineIndicator(page)).toBeHidden();
});

/** Whether two boxes overlap. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test('offline chat: the pill covers neither the header nor Send, and what failed offline is sent by itself once back online, once', async ({
  browser,
}) => {
  const { a, chatId, pageA, pageB } = await ChatPage.pair(browser, 'offline-photo');
  await expect(pageA.header().getByText('Online')).toBeVisible();

  await pageA.page.context().setOffline(true);
  const pill = offlineIndicator(pageA.page);
  await expect(pill).toBeVisible();
  await expect(pageA.header().getByText('Online')).toBeHidden();
  // Issue 28 (review m7): the partner's name, the header's buttons and Send stay uncovered.
  const pillBox = (await pill.boundingBox())!;
  const covered = [
    pageA.header().getByRole('heading'),
    pageA.header().getByRole('link', { name: 'Back to chats' }),
    pageA.header().getByRole('button', { name: 'Conversation options' }),
    pageA.page.getByRole('button', { name: 'Record voice message' }),
  ];
  for (const control of covered) expect(overlaps(pillBox, (await control.boundingBox())!)).toBe(false);

  // A photo (through its preview) and a text, both sent offline: they wait, and say why.
  await pageA.page
    .getByTestId('chat-file')
    .setInputFiles({ name: 'late.png', mimeType: 'image/png', buffer: png(200, 100) });
  await pageA.sendPicked('From the tunnel');
  const text = `Sent offline ${Date.now()}`;
  await pageA.send(text);
  const waiting = pageA.messages().filter({ hasText: 'Not sent: you’re offline' });
  await expect(waiting).toHaveCount(2);
  await expect(pageA.page.getByRole('alert').filter({ hasText: 'Failed to upload media' })).toHaveCount(0);

  // Back online: both go out without a tap, and B gets each once.
  await pageA.page.context().setOffline(false);
  await expect(pageA.page.getByRole('button', { name: 'Open photo' })).toBeVisible();
  await expect(pageB.page.getByRole('button', { name: 'Open photo' })).toBeVisible();
  await expect(pageB.message(text)).toHaveCount(1);
  await expect(pageB.message('From the tunnel')).toHaveCount(1);
  await expect(pageA.page.getByText('Not sent')).toHaveCount(0);
  expect(await mediaPaths(a, chatId)).toHaveLength(1);
  const stored = await a.from('messages').select('id').eq('conversation_id', chatId).eq('content', text);
  expect(stored.data).toHaveLength(1);

  await pageA.close();
  await pageB.close();
});

test('"Profile updated successfully!" gives way to a later error, and the error clears by itself', async ({
  page,
}, testInfo) => {
  const user = await createUser('banners');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();

  await page.getByLabel('Location').fill('Porto, Portugal');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
  await expect(saved).toBeVisible();

  await page.context().setOffline(true);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to upload avatar. Please try again.' });
  await expect(failed).toBeVisible();
  await expect(saved).toBeHidden();
  // Errors stay 8 s (docs/decisions.md), then go.
  await expect(failed).toBeHidden({ timeout: 15_000 });
  await page.context().setOffline(false);
});
