import { expect, type Locator, type Page, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { FeedPage } from './pages/feed.ts';
import { ProfilePage } from './pages/profile.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

// Several of these drive two browsers or paste thousands of characters; on a loaded two-core machine
// they need more than the default 45 s (every wait is still a condition, never a sleep).
test.beforeEach(() => test.slow());

/** Screenshots of the changed screens, next to the test's other output (looked at, not compared). */
const snap = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** A link a user may follow safely: the address it shows, in a new tab, without opener or referrer. */
async function expectSafeLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('URLs in posts and comments are safe links; other schemes and markup stay text', async ({ page }) => {
  const author = await createUser('linker');
  const api = await signedInClient(author);
  const tag = `links-${Date.now()}`;
  const content = `${tag} Read https://example.com/guide. Not javascript:alert(1) nor data:text/html,<b>x</b> <img src=x onerror=alert(1)>`;
  const { data: post, error } = await api.from('posts').insert({ content }).select('id').single();
  expect(error).toBeNull();
  expect(
    (await api.from('comments').insert({ post_id: post!.id, content: 'Source: (https://example.org/a_(b))' })).error,
  ).toBeNull();

  await signIn(page, author);
  const feed = new FeedPage(page);
  await feed.open();
  const card = feed.post(tag);
  // The feed's chunk and first page can take a while on a loaded machine; then every check is quick.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expectSafeLink(card.getByRole('link', { name: 'https://example.com/guide' }), 'https://example.com/guide');
  // The sentence's full stop, the refused schemes and the markup are shown as typed, never as elements.
  await expect(card).toContainText('https://example.com/guide. Not javascript:alert(1) nor data:text/html,<b>x</b>');
  await expect(card.getByRole('link', { name: /javascript|data:/ })).toHaveCount(0);
  await expect(card.locator('img[src="x"], b')).toHaveCount(0);
  await snap(page, 'feed-links');

  await page.goto(`/post/${post!.id}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expectSafeLink(comments.getByRole('link', { name: 'https://example.org/a_(b)' }), 'https://example.org/a_(b)');
  await snap(page, 'comment-links');
});

test('a URL in a message is a safe link for both people', async ({ browser }) => {
  const { pageA, pageB } = await ChatPage.pair(browser, 'linkchat');
  await pageA.send('See https://example.net/x?y=1, then reply');
  await expectSafeLink(
    pageA.message('See').getByRole('link', { name: 'https://example.net/x?y=1' }),
    'https://example.net/x?y=1',
  );
  await expectSafeLink(
    pageB.message('See').getByRole('link', { name: 'https://example.net/x?y=1' }),
    'https://example.net/x?y=1',
  );
  await snap(pageB.page, 'chat-links');
  await Promise.all([pageA.close(), pageB.close()]);
});

test('chat and comment limits: a counter near the limit, refusal over it, nothing cut', async ({ browser }) => {
  const { pageA, a, b, chatId, userB, close } = await (async () => {
    const pair = await ChatPage.pair(browser, 'limits');
    return { ...pair, close: () => Promise.all([pair.pageA.close(), pair.pageB.close()]) };
  })();
  const page = pageA.page;
  const counter = (text: string) => page.getByText(text, { exact: false });

  // Far from the limit: no counter.
  await pageA.input.fill('a'.repeat(1799));
  await expect(counter('/2000')).toHaveCount(0);
  await pageA.input.fill('a'.repeat(1800));
  await expect(counter('1800/2000')).toBeVisible();

  // Pasted over the limit: all of it stays, the counter says by how much, and Send is refused.
  await pageA.input.fill('');
  await pageA.input.focus();
  // Inserted in one go, as a paste is: a maxLength would cut it here.
  await page.keyboard.insertText('b'.repeat(2005));
  await expect(pageA.input).toHaveValue('b'.repeat(2005));
  await expect(counter('2005/2000 · Messages can be at most 2000 characters. Remove 5 to send.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await snap(page, 'chat-counter-over');
  await pageA.input.press('Enter');
  await expect(pageA.input).toHaveValue('b'.repeat(2005));
  await expect(pageA.messages()).toHaveCount(0);

  // Shortened to the limit: it sends, whole.
  await pageA.input.fill('c'.repeat(2000));
  await pageA.input.press('Enter');
  await expect(pageA.messages()).toHaveCount(1);
  // The bubble shows while the insert is on its way: read the table until it has landed.
  await expect
    .poll(async () => {
      const { data: sent } = await a.from('messages').select('content').eq('conversation_id', chatId);
      return sent?.map((m) => m.content?.length);
    })
    .toEqual([2000]);

  // The database refuses over-limit text from any client, whatever the app does.
  const refused = await b
    .from('messages')
    .insert({ conversation_id: chatId, sender_id: userB.id, content: 'd'.repeat(2001) });
  expect(refused.error?.code).toBe('23514');

  // Comments: 1000.
  const { data: post } = await a.from('posts').insert({ content: 'Limits post' }).select('id').single();
  await page.goto(`/post/${post!.id}`);
  const field = page.getByRole('textbox', { name: 'Write a comment' });
  await field.fill('e'.repeat(1001));
  await expect(field).toHaveValue('e'.repeat(1001));
  await expect(counter('1001/1000 · Comments can be at most 1000 characters. Remove 1 to send.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send comment' })).toBeDisabled();
  await snap(page, 'comment-counter-over');
  await field.press('Backspace');
  await expect(counter('1000/1000')).toBeVisible();
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(field).toHaveValue('');
  const overComment = await a.from('comments').insert({ post_id: post!.id, content: 'f'.repeat(1001) });
  expect(overComment.error?.code).toBe('23514');
  await close();
});

test('the welcome card closes and stays closed for this user, not for another', async ({ page, browser }) => {
  const [user, other] = await Promise.all([createUser('welcome'), createUser('welcome-other')]);
  await signIn(page, user);
  const feed = new FeedPage(page);
  await feed.open();
  const card = page.getByRole('region', { name: 'Welcome to Velvet' });
  await expect(card).toBeVisible();
  await snap(page, 'home-welcome');
  await card.getByRole('button', { name: 'Close welcome card' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toBeVisible();
  await expect(card).toBeHidden();
  await snap(page, 'home-welcome-closed');

  // Another account on the same browser still gets its welcome: the closed state is this user's.
  const closed = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('velvet.welcomeDismissed.')),
  );
  expect(closed).toHaveLength(1);
  const context = await browser.newContext();
  await signIn(context, other);
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, closed);
  const otherPage = await context.newPage();
  await new FeedPage(otherPage).open();
  await expect(otherPage.getByRole('region', { name: 'Welcome to Velvet' })).toBeVisible();
  await context.close();
});

test('video feed: tap pauses and plays, sound is off until turned on and stays on while scrolling', async ({
  page,
}) => {
  const user = await createUser('sound');
  await signIn(page, user);
  await page.goto('/videos');
  const items = page.locator('[data-testid="video-feed"] > section');
  await expect(items.first()).toHaveAttribute('data-active', 'true');
  const state = (index: number) =>
    items
      .nth(index)
      .locator('video')
      .evaluate((v: HTMLVideoElement) => ({ playing: !v.paused, muted: v.muted }));

  await expect.poll(() => state(0)).toEqual({ playing: true, muted: true });
  await items.first().getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => state(0)).toEqual({ playing: false, muted: true });
  await snap(page, 'video-paused');
  await items.first().getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => state(0)).toEqual({ playing: true, muted: true });

  await page.getByRole('button', { name: 'Turn sound on' }).click();
  await expect(page.getByRole('button', { name: 'Turn sound off' })).toBeVisible();
  await expect.poll(() => state(0)).toEqual({ playing: true, muted: false });
  await snap(page, 'video-sound-on');

  // The next video plays with sound too.
  const container = page.getByTestId('video-feed');
  await container.evaluate((el) => el.scrollTo({ top: el.clientHeight }));
  await expect(items.nth(1)).toHaveAttribute('data-active', 'true');
  await expect.poll(() => state(1)).toEqual({ playing: true, muted: false });

  // Leaving the feed and coming back in the same session keeps the choice.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Videos' }).click();
  await expect(page.getByRole('button', { name: 'Turn sound off' })).toBeVisible();
  await expect.poll(() => state(0)).toEqual({ playing: true, muted: false });
  await page.getByRole('button', { name: 'Turn sound off' }).click();
  await expect.poll(() => state(0)).toEqual({ playing: true, muted: true });
});

test('Refer & Earn and Become a creator answer a tap', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createUser('tapper');
  const me = await ownProfile(await signedInClient(user));
  await signIn(page, user);
  const feed = new FeedPage(page);
  await feed.open();

  await page.getByRole('button', { name: 'Refer & Earn' }).click();
  const sheet = page.getByRole('dialog', { name: 'Refer & Earn' });
  const link = sheet.getByRole('textbox', { name: 'Your invite link' });
  await expect(link).toHaveValue(new RegExp(`/signup\\?ref=${me.username}$`));
  await expect(sheet.getByText('Referral rewards are not live yet')).toBeVisible();
  await sheet.getByRole('button', { name: 'Copy link' }).click();
  await expect(sheet.getByText('Invite link copied')).toBeVisible();
  await snap(page, 'refer-sheet');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('region', { name: 'Welcome to Velvet' }).getByRole('link', { name: 'Become a creator' }).click();
  await expect(page).toHaveURL(/\/become-creator$/);
});

test('Join now, tip and the call button answer a tap', async ({ page }) => {
  const user = await createUser('tapper-money');
  await signIn(page, user);
  const profile = new ProfilePage(page);
  await profile.open('@kaidraws');
  await page.getByRole('button', { name: /Join now\s*€7\.99/ }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Send Kai Nakamura a tip' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Tip Kai Nakamura' })).toBeVisible();

  // Calling does not exist yet: the call button says so on tap (the seeded fan has call history).
  await signIn(page, seededUser('fan1@velvet.test'));
  await page.goto('/calls');
  await page.getByRole('button', { name: 'Call Luna Rivera (coming soon)' }).first().click();
  await expect(page.getByText('Calling is coming soon')).toBeVisible();
  await snap(page, 'calls-coming-soon');
});

test('chat chips, search overlay and side nav say and show the right thing', async ({ page, browser }, testInfo) => {
  const { pageA, pageB } = await ChatPage.pair(browser, 'chips');
  // The partner leaves: with nobody online, the Online chip says so instead of blaming a search.
  await pageB.close();
  await pageA.openList();
  await pageA.page.getByRole('button', { name: 'Online' }).click();
  await expect(pageA.page.getByText('Nobody is online right now')).toBeVisible();
  await snap(pageA.page, 'chats-online-empty');
  await expect(pageA.page.getByText('No chats match your search')).toHaveCount(0);
  await pageA.page.getByRole('button', { name: 'Unread' }).click();
  await expect(pageA.page.getByText('No unread chats')).toBeVisible();
  await pageA.page.getByRole('searchbox').fill('zzz');
  await expect(pageA.page.getByText('No chats match your search')).toBeVisible();
  await pageA.close();

  const user = await createUser('navver');
  const me = await ownProfile(await signedInClient(user));
  await signIn(page, user);
  if (testInfo.project.name === 'mobile') {
    await new FeedPage(page).open();
    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
    await field.fill('lun');
    // The placeholder fits, and only our close ✕ is drawn: the browser's cancel button is hidden.
    await field.fill('');
    await snap(page, 'search-overlay');
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    // Where WebKit draws its cancel ✕ (inside the right padding): a tap there must not clear the text.
    await field.fill('lun');
    const box = (await field.boundingBox())!;
    await page.mouse.click(box.x + box.width - 20, box.y + box.height / 2);
    await expect(field).toHaveValue('lun');
    await expect(page.getByRole('button', { name: 'Close search' })).toHaveCount(1);
    return;
  }
  const profileLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });
  const isHighlighted = () => profileLink.evaluate((a) => a.className.includes('bg-brand-600/15'));
  await page.goto('/profile');
  await expect.poll(isHighlighted).toBe(true);
  await page.goto(`/profile/@${me.username}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect.poll(isHighlighted).toBe(true);
  await page.goto('/profile/@kaidraws');
  await expect(page.getByRole('heading', { name: 'Kai Nakamura', level: 2 })).toBeVisible();
  await expect.poll(isHighlighted).toBe(false);
  await snap(page, 'side-nav-other-profile');
});
