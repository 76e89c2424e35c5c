import { expect, type Page, test } from '@playwright/test';
import { ownProfile, signedInClient, startConversation } from './support/api.ts';
import { channelJoined } from './support/live.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

/*
 * Issue 14 §11: what a screen costs in data requests (docs/performance.md, "Requests per screen").
 * A data request is any HTTP request to the Supabase API under `/rest/v1/`: tables and views and
 * `/rest/v1/rpc/…`, any method, HEAD counts included. Not counted: `/auth/v1/` (the session and its
 * token refresh), `/storage/v1/` (media bytes and signed-URL batches), `/realtime/v1/` (the
 * websocket), `/functions/v1/`, and the app's own files.
 */
function recordDataRequests(page: Page) {
  const seen: string[] = [];
  let inFlight = 0;
  const isData = (url: string) => new URL(url).pathname.startsWith('/rest/v1/');
  page.on('request', (request) => {
    if (!isData(request.url())) return;
    inFlight += 1;
    seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const done = (request: { url(): string }) => {
    if (isData(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** How many of the requests made since the last `take` were `request` (e.g. `GET /rest/v1/chat_list`). */
    count: (request: string) => seen.filter((r) => r === request).length,
    /** Waits until no data request is in flight, then returns those made since the last call, sorted. */
    async take() {
      await expect.poll(() => inFlight).toBe(0);
      return seen.splice(0).sort();
    },
  };
}

const SHELL = 'POST /rest/v1/rpc/viewer_shell';

/** Discover's Suggested section, or from xl the shell's carousel, beside which it steps aside (issue 28). */
const suggestions = (page: Page) =>
  page
    .getByRole('list', { name: 'Suggested creators' })
    .or(page.getByRole('region', { name: 'Suggested Creators', exact: true }));

/**
 * Waits until the shell shows what it knows about the viewer: from lg the side navigation's name and wallet
 * badge, at xl the suggestions on the screens that have them (issue 28: not beside a chat); below lg,
 * where the side navigation is not in the page (issue 17), the bottom navigation. The shell's request
 * leaves at boot, before anything is drawn, so `take()` counts it.
 */
async function expectShellLoaded(page: Page, username: string, { suggestions = true } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  if (width < 1024) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Settings/ })).toBeVisible();
    return;
  }
  await expect(page.getByText(`@${username}`, { exact: true }).first()).toBeAttached();
  await expect(page.getByText('balance', { exact: true })).toBeAttached();
  if (width >= 1280 && suggestions) {
    const panel = page.getByRole('complementary', { name: 'Suggested Creators' });
    await expect(panel.getByRole('button', { name: /^Show / }).first()).toBeVisible();
  }
}

async function signedInFan(page: Page, prefix: string) {
  const user = await createUser(prefix);
  const { username } = await ownProfile(await signedInClient(user));
  await signIn(page, user);
  return username;
}

test('a cold load of Home costs two data requests: the shell and the feed', async ({ page }) => {
  const username = await signedInFan(page, 'coldhome');
  const requests = recordDataRequests(page);
  await page.goto('/');
  await expectShellLoaded(page, username);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await requests.take()).toEqual(['POST /rest/v1/rpc/get_feed', SHELL]);
});

test('a cold load of /chats costs two data requests: the shell, and the chat list once, read after its live channel has joined', async ({
  page,
}) => {
  const [user, other] = await Promise.all([createUser('coldchats'), createUser('coldchats-b')]);
  const [api, otherApi] = await Promise.all([signedInClient(user), signedInClient(other)]);
  const { username } = await ownProfile(api);
  const chatId = await startConversation(api, user.id, other.id);
  await signIn(page, user);
  const requests = recordDataRequests(page);
  const live = channelJoined(page, 'chat-list:');
  await page.goto('/chats');
  await expectShellLoaded(page, username, { suggestions: false });
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: other.name });
  await expect(row).toContainText('No messages yet');
  // Issue 28: the list waits for its channel, so what is sent from then on arrives live and the list
  // needs no catch-up read (one would have left long before this message arrives).
  await live;
  const sent = await otherApi.from('messages').insert({ conversation_id: chatId, content: 'Sent after the read' });
  expect(sent.error).toBeNull();
  await expect(row).toContainText('Sent after the read');
  expect(await requests.take()).toEqual(['GET /rest/v1/chat_list', SHELL]);
});

test('in-app navigation costs one data request per screen, and none for the shell', async ({ page }, testInfo) => {
  const username = await signedInFan(page, 'navcount');
  const requests = recordDataRequests(page);
  const live = channelJoined(page, 'chat-list:');
  await page.goto('/');
  await expectShellLoaded(page, username);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The chat list's live channel joins after Home's first paint; from then on the list needs no catch-up.
  await live;
  await requests.take();

  const desktop = testInfo.project.name === 'desktop';
  // Each screen with the navigation entry that opens it (the visible bar: side on desktop, bottom on
  // phones), what shows once its data is in, and its one request.
  const screens: ReadonlyArray<readonly [link: RegExp, shown: string, request: string]> = [
    [/^Chats$/, 'No chats yet', 'GET /rest/v1/chat_list'],
    ...(desktop
      ? ([
          [/^Notifications$/, 'No notifications yet', 'POST /rest/v1/rpc/notification_feed'],
          [/^Following$/, 'You are not following anyone yet', 'GET /rest/v1/follows'],
          [/^Wallet/, 'No transactions yet', 'POST /rest/v1/rpc/get_transactions'],
        ] as const)
      : ([[/^Calls$/, 'No calls yet', 'GET /rest/v1/call_history']] as const)),
  ];
  for (const [link, shown, request] of screens) {
    await page.getByRole('link', { name: link }).filter({ visible: true }).click();
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    expect(await requests.take(), `${link}`).toEqual([request]);
  }
  // Back Home within the feed's freshness: nothing to ask.
  await page
    .getByRole('link', { name: /^Home$/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await requests.take()).toEqual([]);
});

/** The profile's first paint: its name as the heading and the Posts tab with its posts (or none). */
async function expectProfileShown(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .or(page.getByText('No posts yet', { exact: true }))
      .first(),
  ).toBeVisible();
}

test('in-app navigation to Discover and on to a creator profile costs one data request each', async ({ page }) => {
  const username = await signedInFan(page, 'navdiscover');
  const requests = recordDataRequests(page);
  await page.goto('/');
  await expectShellLoaded(page, username);
  await expect(page.getByRole('article').first()).toBeVisible();
  await requests.take();

  // Discover: both sections (suggested and newest) from one request, at every width.
  await page
    .getByRole('link', { name: /^Discover$/ })
    .filter({ visible: true })
    .click();
  const creator = suggestions(page).getByRole('link').first();
  await expect(creator).toBeVisible();
  await expect(page.getByRole('list', { name: 'Newest creators' }).getByRole('link').first()).toBeVisible();
  expect(await requests.take()).toEqual(['POST /rest/v1/rpc/discover_creators']);

  // A creator's profile: the header and the first page of posts from one request.
  // A card's link is named "Name @handle"; the carousel's is the name.
  const name = ((await creator.getAttribute('aria-label')) ?? (await creator.textContent()) ?? '').replace(
    / @\S+$/,
    '',
  );
  expect(name).not.toBe('');
  await creator.click();
  await expectProfileShown(page, name);
  expect(await requests.take()).toEqual(['POST /rest/v1/rpc/profile_screen']);
});

test('a cold load of a profile costs two data requests: the shell and the profile', async ({ page }) => {
  const username = await signedInFan(page, 'coldprofile');
  const requests = recordDataRequests(page);
  await page.goto('/profile/@lunarivera');
  await expectShellLoaded(page, username);
  await expectProfileShown(page, 'Luna Rivera');
  expect(await requests.take()).toEqual(['POST /rest/v1/rpc/profile_screen', SHELL]);
});

test('a cold load of Discover costs two data requests: the shell and both creator sections', async ({ page }) => {
  const username = await signedInFan(page, 'colddiscover');
  const requests = recordDataRequests(page);
  await page.goto('/discover');
  await expectShellLoaded(page, username);
  await expect(suggestions(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Newest creators' }).getByRole('link').first()).toBeVisible();
  expect(await requests.take()).toEqual(['POST /rest/v1/rpc/discover_creators', SHELL]);
});
