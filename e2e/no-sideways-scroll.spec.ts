import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { LONG_URL, LONG_WORD, longWorld } from './support/long-content.ts';
import { png } from './support/media.ts';
import { signIn } from './support/sessions.ts';

/*
 * Issue 14 §1: no screen is ever wider than the viewport, whatever the data. Runs in the `narrow`
 * (320×640), `mobile` (390×844) and `desktop` (1440×900) projects over every route of
 * src/app/router.tsx, filled with 80-character names, unbroken 300-character words and long URLs.
 * E2E_LONG_SHOTS=1 also saves each screen to screenshots/long-<project>-<screen>.png for looking at.
 */

const shotsDir = process.env.E2E_LONG_SHOTS === '1' ? path.resolve(import.meta.dirname, '../screenshots') : null;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

/** The page's width and what sticks out past the right edge (to name the culprit when too wide). */
function measure(page: Page, edge: number) {
  return page.evaluate((edge) => {
    const over = (el: Element) => el.getBoundingClientRect().right > edge + 0.5;
    // The innermost elements past the edge: the ones whose own content is too wide.
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => over(el) && !Array.from(el.children).some(over) && !el.closest('nav'))
      .slice(0, 4)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${el.textContent?.slice(0, 20) ?? ''}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
  }, edge);
}

async function expectNoSidewaysScroll(page: Page, info: TestInfo, screen: string) {
  await page.evaluate(() => document.fonts.ready);
  const viewport = page.viewportSize()?.width ?? 0;
  const { scrollWidth, innerWidth, wide } = await measure(page, viewport);
  // A phone zooms out to show a page wider than it (innerWidth grows with the page), so the
  // device's own width is the bar as well as innerWidth.
  const why = `${screen}: scrollWidth ${scrollWidth}, innerWidth ${innerWidth}, viewport ${viewport}; ${wide.join(' | ')}`;
  expect.soft(scrollWidth, why).toBeLessThanOrEqual(innerWidth);
  expect.soft(innerWidth, why).toBe(viewport);
  if (shotsDir) {
    await page.screenshot({ path: path.join(shotsDir, `long-${info.project.name}-${screen}.png`) });
  }
}

/** The control is wholly on screen sideways (not pushed past the right edge, not cut off). */
async function expectWithinWidth(page: Page, control: Locator) {
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('signed-out screens fit the viewport', async ({ page }, info) => {
  for (const [route, screen, ready] of [
    ['/login', 'login', page.getByRole('button', { name: 'Log In' })],
    ['/signup', 'signup', page.getByRole('button', { name: 'Sign Up' })],
    ['/forgot-password', 'forgot-password', page.getByRole('button', { name: 'Send Reset Link' })],
    ['/reset-password', 'reset-password', page.getByRole('alert')],
    ['/terms', 'terms', page.getByRole('heading', { level: 1 })],
    ['/privacy', 'privacy', page.getByRole('heading', { level: 1 })],
    ['/unsubscribe', 'unsubscribe', page.getByRole('alert')],
    ['/two-factor-recovery', 'two-factor-recovery', page.getByRole('button', { name: 'Send request' })],
    ['/two-factor-recovery/confirm', 'two-factor-recovery-confirm', page.getByRole('alert')],
    [`/${LONG_WORD}`, 'not-found', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(route);
    await expect(ready).toBeVisible();
    await expectNoSidewaysScroll(page, info, screen);
  }
  // What a visitor types is long too.
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${LONG_WORD}@example.test`);
  await expectNoSidewaysScroll(page, info, 'login-long-email');
});

type Visit = (route: string, screen: string, ready: Locator) => Promise<void>;

/** A fresh long world, one of its people signed in, and a visit that loads a screen and checks it. */
async function signedInSweep(page: Page, info: TestInfo, as: 'fan' | 'creator') {
  const world = await longWorld();
  await signIn(page, world[as]);
  const visit: Visit = async (route, screen, ready) => {
    await page.goto(route);
    // A cold load of a data screen, while other workers load theirs on the same two cores.
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, info, screen);
  };
  const h1 = (name: string) => page.getByRole('heading', { name, level: 1 });
  return { ...world, visit, h1 };
}

test('home, discover, notifications and chats fit the viewport with long content', async ({ page }, info) => {
  test.slow();
  const { creator, chatId, visit } = await signedInSweep(page, info, 'fan');

  await visit('/', 'home', page.getByRole('article').filter({ hasText: LONG_URL }).first());
  // The composer with a long word typed and a photo attached (the Post button stays on screen).
  const text = page.getByRole('textbox', { name: "What's on your mind?" });
  await text.fill(`${LONG_WORD} ${LONG_URL}`);
  await page
    .getByTestId('composer-file')
    .setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: png(90, 160) });
  await expect(page.getByRole('button', { name: 'Replace media' })).toBeVisible();
  await expectWithinWidth(page, page.getByRole('button', { name: 'Post', exact: true }));
  await expectNoSidewaysScroll(page, info, 'home-composer');

  await visit('/discover', 'discover', page.getByRole('list', { name: 'Newest creators' }));
  await page.getByRole('searchbox', { name: 'Search creators' }).fill(creator.username);
  await expect(page.getByRole('list', { name: 'Search results' }).getByText(creator.name)).toBeVisible();
  await expectNoSidewaysScroll(page, info, 'discover-search');
  await visit('/notifications', 'notifications', page.getByText(creator.name).first());
  await visit('/chats', 'chats', page.getByRole('list', { name: 'Conversations' }).getByText(creator.name));
  await visit(`/chats/${chatId}`, 'chat', page.getByText(LONG_URL).first());
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByText('No media in this conversation')).toBeVisible();
  await expectNoSidewaysScroll(page, info, 'chat-media');
});

test('profiles, a post, videos and the side screens fit the viewport with long content', async ({ page }, info) => {
  test.slow();
  const { fan, creator, postId, visit, h1 } = await signedInSweep(page, info, 'fan');

  await visit('/profile', 'own-profile', page.getByRole('heading', { name: fan.name, level: 2 }));
  // A followed creator's header: tip, chat, share and Following all on screen.
  await visit(`/profile/@${creator.username}`, 'creator-profile', page.getByRole('article').first());
  await expectWithinWidth(page, page.getByRole('button', { name: `Following ${creator.name}` }));
  await expectWithinWidth(page, page.getByRole('button', { name: 'Share profile' }));
  await visit(
    `/post/${postId}`,
    'post',
    page.getByRole('region', { name: 'Comments' }).getByRole('link', { name: fan.name }),
  );
  await visit('/videos', 'videos', page.getByRole('heading', { name: 'Videos' }));
  await visit('/calls', 'calls', h1('Calls'));
  await visit('/following', 'following', page.getByText(creator.name).first());
  await visit('/wallet', 'wallet', h1('Wallet'));
  await visit('/become-creator', 'become-creator', h1('Become a Creator'));
  await visit('/whats-new', 'whats-new', h1("What's new"));
});

test("settings and a creator's own screens fit the viewport with long content", async ({ page }, info) => {
  test.slow();
  const { fan, creator, visit, h1 } = await signedInSweep(page, info, 'creator');

  await visit('/settings', 'settings', page.getByLabel('Display Name'));
  await expect(page.getByLabel('Display Name')).toHaveValue(creator.name);
  await expectNoSidewaysScroll(page, info, 'settings-filled');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await expectNoSidewaysScroll(page, info, 'settings-menu');
  await visit('/settings/email-password', 'email-password', h1('Email & Password'));
  await visit('/settings/email-notifications', 'email-notifications', page.getByRole('radio', { name: /^Daily/ }));
  await visit('/profile', 'creator-own-profile', page.getByRole('heading', { name: creator.name, level: 2 }));
  await visit('/wallet', 'creator-wallet', h1('Wallet'));
  await visit('/become-creator', 'creator-settings', h1('Become a Creator'));
  await visit(`/profile/@${fan.username}`, 'fan-profile', page.getByRole('heading', { name: fan.name, level: 2 }));
});
