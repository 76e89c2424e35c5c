import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';
import { ChatPage } from './pages/chat.ts';
import { checkA11y } from './support/axe.ts';
import { latestVerifyLink } from './support/mail.ts';
import { signIn } from './support/sessions.ts';
import { createUser, newUser, seededUser } from './support/users.ts';

/*
 * Issue 18: axe's WCAG 2.2 A/AA rules on every screen, signed out and signed in, in its loaded, empty
 * and error states, and on the main dialogs and sheets, at 390×844 and 1440×900 (the two projects).
 * A serious or critical violation fails the test with the rule and the element (support/axe.ts).
 * Several screens per test, one sign-in each: each test walks in-app where it can, and waits for each
 * screen's content by role before checking it.
 */

const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const openDialog = 'dialog[open]';
/*
 * Long lists repeat one component: axe checks the first ones (every kind the seed has among them) and
 * skips the rest, which would multiply its time on the two shared cores without checking anything new.
 */
const laterPosts = 'section[aria-label="Posts"] article:nth-of-type(n+11)';
const laterVideos = '[data-testid="video-feed"] > section:nth-of-type(n+4)';

/** Makes every request matching `pattern` fail as the API would on a server error. */
async function failRequests(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'Server error', details: null, hint: null }),
    }),
  );
}

test('signed-out screens: log in, password reset, legal pages, not found', async ({ page }) => {
  const auth = new AuthPages(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await checkA11y(page, 'login');
  await auth.logIn('nobody@example.test', 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await checkA11y(page, 'login with an error');

  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await checkA11y(page, 'forgot password');
  const user = await createUser('a11y-reset');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await checkA11y(page, 'forgot password, link sent');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await checkA11y(page, 'reset password without a link');
  await page.goto(await latestVerifyLink(user.email));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await checkA11y(page, 'reset password');

  for (const route of ['/terms', '/privacy', '/nope']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, route);
  }
});

test("sign up and verify, then a new account's empty screens and the money sheets", async ({ page }) => {
  // A dozen screens, each checked by axe on two cores shared with the other workers.
  test.slow();
  const auth = new AuthPages(page);
  const user = newUser('a11y-new');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await checkA11y(page, 'sign up');
  await auth.signUp(user);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await checkA11y(page, 'check your email');
  // The mailed link verifies the address and lands on Home, signed in: a new account's empty screens.
  await page.goto(await latestVerifyLink(user.email));
  await auth.expectHome();
  await expect(page.getByRole('form', { name: 'Create a post' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading posts' })).toHaveCount(0);
  await checkA11y(page, 'Home of a new account');

  for (const [route, title, empty] of [
    ['/notifications', 'Notifications', 'No notifications yet'],
    ['/chats', 'Chats', 'No chats yet'],
    ['/following', 'Following', 'You are not following anyone yet'],
    ['/calls', 'Calls', 'No calls yet'],
    ['/wallet', 'Wallet', 'No transactions yet'],
    ['/subscriptions', 'Subscriptions', 'You are not subscribed to anyone yet'],
  ] as const) {
    await page.goto(route);
    await expect(h1(page, title)).toBeVisible();
    await expect(page.getByRole('heading', { name: empty })).toBeVisible();
    await checkA11y(page, `${route}, empty`);
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await checkA11y(page, 'own profile, no posts');
  await page.goto('/become-creator');
  await expect(h1(page, 'Become a Creator')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Become a creator' })).toBeVisible();
  await checkA11y(page, 'become a creator');

  // A creator the account does not follow: Join now and pay-per-view, with an empty wallet.
  await page.goto('/profile/@kaidraws');
  await page.getByRole('button', { name: /^Join now/ }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' })).toBeVisible();
  await checkA11y(page, 'subscribe sheet', { include: openDialog });
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Unlock for / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Unlock for / })).toBeVisible();
  await checkA11y(page, 'unlock sheet', { include: openDialog });
});

test('a fan: feed, search, post, videos, discover, profiles, following, tip and cancel dialogs', async ({
  page,
}, testInfo) => {
  // A dozen screens, each checked by axe on two cores shared with the other workers.
  test.slow();
  await signIn(page, seededUser('fan1@velvet.test'));
  await page.goto('/');
  await expect(h1(page, 'Home')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkA11y(page, 'Home', { exclude: [laterPosts] });

  // Search: a dialog on phones, a field in the header from lg.
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).filter({ visible: true }).fill('luna');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option', { name: /Luna Rivera/ })).toBeVisible();
  await checkA11y(
    page,
    'search with results',
    isMobile(testInfo) ? { include: openDialog } : { include: 'main header' },
  );
  await results.getByRole('option', { name: /Luna Rivera/ }).click();

  // Luna's profile (the fan subscribes to her), her Tip sheet and the cancel confirmation.
  await expect(page).toHaveURL(/\/profile\/@lunarivera$/);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkA11y(page, "a creator's profile");
  await page.getByRole('button', { name: 'Send Luna Rivera a tip' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Tip Luna Rivera' })).toBeVisible();
  await checkA11y(page, 'tip sheet', { include: openDialog });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel subscription?' })).toBeVisible();
  await checkA11y(page, 'cancel subscription confirmation', { include: openDialog });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/post/b0000000-0000-4000-8000-000000000003');
  await expect(h1(page, 'Post')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
  await checkA11y(page, 'post detail');

  await page.goto('/videos');
  await expect(page.locator('[data-testid="video-feed"] > section').first()).toHaveAttribute('data-active', 'true');
  await checkA11y(page, 'videos', { exclude: [laterVideos] });

  await page.goto('/discover');
  await expect(page.getByRole('list', { name: 'Newest creators' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'discover');

  await page.goto('/following');
  await expect(page.getByRole('list', { name: 'People you follow' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'following');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/@/);
  await expect(page.getByRole('status', { name: 'Loading profile' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page, 'own profile');
});

test('a fan: notifications, chats, a conversation with its viewer and emoji, calls, settings, wallet', async ({
  page,
}) => {
  // A dozen screens, each checked by axe on two cores shared with the other workers.
  test.slow();
  await signIn(page, seededUser('fan1@velvet.test'));
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'notifications');

  const chat = new ChatPage(page);
  await chat.openList();
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'chats');
  // Amara's conversation: the fan's own red bubbles, a photo and a voice message.
  await chat.open('d0000000-0000-4000-8000-000000000002');
  await expect(chat.message('Smoky bottom achieved').getByRole('button', { name: 'Open photo' })).toBeVisible();
  await checkA11y(page, 'a conversation');
  await chat.message('Smoky bottom achieved').getByRole('button', { name: 'Open photo' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await checkA11y(page, 'fullscreen photo', { include: openDialog });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await page.getByRole('button', { name: 'Emoji' }).click();
  await expect(page.getByTestId('emoji-picker').getByPlaceholder('Search')).toBeVisible();
  // Every rule, inside emoji-mart's shadow root too (its roles are completed by emoji-mart-aria.ts).
  await expect(page.getByTestId('emoji-picker').getByRole('option').first()).toBeVisible();
  await checkA11y(page, 'emoji picker', { include: '[data-testid="emoji-picker"]' });
  await page.getByRole('button', { name: 'Emoji' }).click();
  // A message that could not be sent (its own error state); it stays in this page only.
  await page.route('**/rest/v1/messages*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' })
      : route.fallback(),
  );
  await chat.send('Checking the failed state');
  await expect(chat.message('Checking the failed state').getByRole('alert')).toContainText('Not sent.');
  await checkA11y(page, 'a conversation with a message not sent');
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByRole('list', { name: 'Shared media' })).toBeVisible();
  await checkA11y(page, "a conversation's media");

  await page.goto('/calls');
  await expect(page.getByRole('list', { name: 'Call history' })).toBeVisible();
  await checkA11y(page, 'calls');

  await page.goto('/settings');
  await expect(page.getByLabel('Display Name')).not.toHaveValue('');
  await checkA11y(page, 'settings: edit profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Email & Password' })).toBeVisible();
  await checkA11y(page, 'settings menu');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y(page, 'delete account confirmation', { include: openDialog });
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Email & Password' }).click();
  await expect(h1(page, 'Email & Password')).toBeVisible();
  await expect(page.getByText(/^You log in with/)).toBeVisible();
  await checkA11y(page, 'email and password');

  await page.goto('/wallet');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'wallet');
  await page.goto('/whats-new');
  await expect(h1(page, "What's new")).toBeVisible();
  await checkA11y(page, "what's new");
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search help' }).fill('refund');
  await expect(page.getByRole('group').filter({ hasText: 'Can I get a refund?' })).toBeVisible();
  await checkA11y(page, 'help center, searched');
});

test('a creator: composer, earnings, price settings, own paid posts and a paid message', async ({ page }) => {
  // A dozen screens, each checked by axe on two cores shared with the other workers.
  test.slow();
  await signIn(page, seededUser('lunarivera@velvet.test'));
  await page.goto('/');
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.getByRole('textbox').fill('Leg day notes');
  await expect(composer.getByRole('button', { name: 'Post' })).toBeEnabled();
  await checkA11y(page, "a creator's composer", { include: 'form[aria-label="Create a post"]' });

  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subscribers' })).toBeVisible();
  await checkA11y(page, 'wallet with earnings');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('form', { name: 'Subscription price' })).toBeVisible();
  await checkA11y(page, "a creator's settings");

  await page.goto('/profile/@lunarivera');
  await expect(page.getByText('Pay-per-view · only you and buyers').first()).toBeVisible();
  await checkA11y(page, "a creator's own profile");
  // Her own post, with the author's tools; the confirmation is closed, never answered.
  await page.goto('/post/b0000000-0000-4000-8000-000000000003');
  await expect(h1(page, 'Post')).toBeVisible();
  await page.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible();
  await checkA11y(page, 'delete post confirmation', { include: openDialog });
  await page.keyboard.press('Escape');

  const chat = new ChatPage(page);
  await chat.open('d0000000-0000-4000-8000-000000000001');
  await expect(page.getByText(/^Paid · /).first()).toBeVisible();
  await checkA11y(page, "a creator's conversation with a paid message");
  await page.getByRole('button', { name: 'Send paid photo or video' }).click();
  await expect(page.getByRole('dialog', { name: 'Send paid media' })).toBeVisible();
  await checkA11y(page, 'send paid media dialog', { include: openDialog });
});

test("error states: each screen's request fails", async ({ page }) => {
  // A dozen screens, each checked by axe on two cores shared with the other workers.
  test.slow();
  await signIn(page, seededUser('fan1@velvet.test'));
  for (const [route, request, title] of [
    ['/', '**/rest/v1/rpc/get_feed*', 'Home'],
    ['/discover', '**/rest/v1/rpc/discover_creators*', 'Discover'],
    ['/notifications', '**/rest/v1/rpc/notification_feed*', 'Notifications'],
    ['/chats', '**/rest/v1/chat_list?*', 'Chats'],
    // The wallet's balance comes with the shell's own request; its history is the screen's.
    ['/wallet', '**/rest/v1/rpc/get_transactions*', 'Wallet'],
  ] as const) {
    await failRequests(page, request);
    await page.goto(route);
    await expect(h1(page, title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
    await checkA11y(page, `${route}, its request failed`);
    await page.unroute(request);
  }
  await failRequests(page, '**/rest/v1/rpc/profile_screen*');
  await page.goto('/profile/@lunarivera');
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await checkA11y(page, 'a profile, its request failed');
});
