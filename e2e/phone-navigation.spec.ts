import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { NotificationsPage } from './pages/notifications.ts';
import { Shell } from './pages/shell.ts';
import { ownProfile, signedInClient, startConversation } from './support/api.ts';
import { becomeCreator } from './support/creator-money.ts';
import { channelJoined } from './support/live.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

// Issue 28: every destination of the side navigation within two taps of Home on a phone, with live
// badges where a person looks for them; on desktop the side navigation has them all, one click away.

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The visible main navigation: the bottom bar on phones, the side navigation from lg. */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });

/** The phone's Settings tab (the avatar): its list of the side navigation's other entries. */
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/**
 * From Home, the entry named `name`: on a phone the Settings tab and then its row (two taps), on
 * desktop the side navigation's entry (one click). Returns the number of taps it took.
 */
async function reachFromHome(page: Page, testInfo: TestInfo, name: RegExp): Promise<number> {
  await new Shell(page, testInfo).openHome();
  if (!isPhone(testInfo)) {
    await mainNav(page).getByRole('link', { name }).click();
    return 1;
  }
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).tap();
  await accountMenu(page).getByRole('link', { name }).tap();
  return 2;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('from Home a fan reaches Wallet, Notifications, their profile, Following and Subscriptions in at most two taps', async ({
  page,
}, testInfo) => {
  const fan = await createUser('navfan');
  const { username, name } = await ownProfile(await signedInClient(fan));
  await signIn(page, fan);

  // Wallet, with its balance on the entry.
  expect(await reachFromHome(page, testInfo, /^Wallet €0\.00 balance$/)).toBeLessThanOrEqual(2);
  await expect(h1(page, 'Wallet')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');

  // Notifications: one tap on the phone too, the bell in Home's header.
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await new NotificationsPage(page, testInfo).badge().click();
  await expect(h1(page, 'Notifications')).toBeVisible();
  expect(await reachFromHome(page, testInfo, /^Notifications$/)).toBeLessThanOrEqual(2);
  await expect(h1(page, 'Notifications')).toBeVisible();

  // Their own profile: the Settings tab's card on a phone, Profile on desktop.
  expect(
    await reachFromHome(page, testInfo, isPhone(testInfo) ? new RegExp(`@${username} · Your profile$`) : /^Profile$/),
  ).toBeLessThanOrEqual(2);
  await expect(page).toHaveURL(new RegExp(`/profile/@${username}$`));
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();

  expect(await reachFromHome(page, testInfo, /^Following$/)).toBeLessThanOrEqual(2);
  await expect(h1(page, 'Following')).toBeVisible();

  // The Subscriptions screen is built beside this one (issue 28): here only where its entry leads.
  expect(await reachFromHome(page, testInfo, /^Subscriptions$/)).toBeLessThanOrEqual(2);
  await expect(page).toHaveURL(/\/subscriptions$/);

  // A fan is offered the creator application, and no creator or moderator entries.
  await shell.openHome();
  if (isPhone(testInfo)) await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).tap();
  const entries = isPhone(testInfo) ? accountMenu(page) : mainNav(page);
  await expect(entries.getByRole('link', { name: 'Become a Creator' })).toBeVisible();
  await expect(entries.getByRole('link', { name: /^(Earnings|Moderation)/ })).toHaveCount(0);
});

test('unread chats and notifications change live on their badges, without a reload', async ({ page }, testInfo) => {
  test.slow(); // three accounts and two live channels on a loaded machine
  const fan = await createUser('navbadge');
  const [alex, sam] = await Promise.all([createUser('navsender'), createUser('navsender')]);
  const [fanApi, alexApi, samApi] = await Promise.all([signedInClient(fan), signedInClient(alex), signedInClient(sam)]);
  const post = await fanApi.from('posts').insert({ content: 'Leg day done' }).select('id').single();
  expect(post.error).toBeNull();

  const chatsLive = channelJoined(page, 'chat-list:');
  const notificationsLive = channelJoined(page, 'notifications:');
  await signIn(page, fan);
  await new Shell(page, testInfo).openHome();
  await Promise.all([chatsLive, notificationsLive]);

  const chats = mainNav(page).getByRole('link', { name: /^Chats/ });
  const bell = new NotificationsPage(page, testInfo).badge();
  await expect(chats).toHaveAccessibleName('Chats');
  await expect(bell).toHaveAccessibleName('Notifications');

  // Two people write: the Chats entry counts the chats with unread messages.
  const alexChat = await startConversation(alexApi, alex.id, fan.id);
  expect(
    (await alexApi.from('messages').insert({ conversation_id: alexChat, content: 'Spotting you Monday?' })).error,
  ).toBeNull();
  await expect(chats).toHaveAccessibleName('Chats 1 unread');
  expect(
    (await alexApi.from('messages').insert({ conversation_id: alexChat, content: 'Bring chalk.' })).error,
  ).toBeNull();
  const samChat = await startConversation(samApi, sam.id, fan.id);
  expect((await samApi.from('messages').insert({ conversation_id: samChat, content: 'Nice form!' })).error).toBeNull();
  await expect(chats).toHaveAccessibleName('Chats 2 unread');

  // A like reaches the notifications badge.
  expect((await alexApi.from('likes').insert({ post_id: post.data!.id })).error).toBeNull();
  await expect(bell).toHaveAccessibleName(/^Notifications,? 1 unread$/);

  // Reading one chat takes it off the count.
  await chats.click();
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: sam.name }).click();
  await expect(page.getByTestId('message').filter({ hasText: 'Nice form!' })).toBeVisible();
  await expect(chats).toHaveAccessibleName('Chats 1 unread');
});

test('a creator gets Earnings instead of Become a creator, and a wallet that opens on their earnings', async ({
  page,
}, testInfo) => {
  const creator = await createUser('navcreator');
  await becomeCreator(await signedInClient(creator));
  await signIn(page, creator);
  const shell = new Shell(page, testInfo);
  await shell.openHome();

  const welcome = page.getByRole('region', { name: 'Welcome to Velvet' });
  await expect(welcome.getByRole('link', { name: 'Your earnings' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Become a creator' })).toHaveCount(0);

  if (isPhone(testInfo)) await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).tap();
  const entries: Locator = isPhone(testInfo) ? accountMenu(page) : mainNav(page);
  await expect(entries.getByRole('link', { name: /Become a Creator/ })).toHaveCount(0);
  await entries.getByRole('link', { name: /^Earnings €0\.00 available$/ }).click();

  await expect(h1(page, 'Wallet')).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections.first()).toHaveText('Earnings');
  await expect(page.getByRole('heading', { level: 2, name: 'Your wallet' })).toBeVisible();
  // The earnings' figures come before the spending balance.
  const earningsTop = (await page.getByRole('heading', { level: 2, name: 'Earnings' }).boundingBox())!.y;
  const walletTop = (await page.getByRole('heading', { level: 2, name: 'Your wallet' }).boundingBox())!.y;
  expect(earningsTop).toBeLessThan(walletTop);
});

test('Wallet on a phone has a way back to where it was opened from', async ({ page }, testInfo) => {
  await signIn(page, await createUser('navback'));
  expect(await reachFromHome(page, testInfo, /^Wallet/)).toBeLessThanOrEqual(2);
  await expect(h1(page, 'Wallet')).toBeVisible();
  const back = page.getByRole('link', { name: 'Back' });
  if (!isPhone(testInfo)) {
    // The side navigation is always there on desktop.
    await expect(back).toBeHidden();
    return;
  }
  await back.tap();
  await expect(h1(page, 'Settings')).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  // Opened straight from its address, it goes back to Settings, where phones reach it.
  await page.goto(paths.wallet);
  await page.getByRole('link', { name: 'Back' }).tap();
  await expect(h1(page, 'Settings')).toBeVisible();
});

test('a moderator reaches the moderation console from the navigation', async ({ page }, testInfo) => {
  await signIn(page, seededUser('moderator@velvet.test'));
  expect(await reachFromHome(page, testInfo, /^Moderation$/)).toBeLessThanOrEqual(2);
  await expect(h1(page, 'Moderation')).toBeVisible();
});

test('Suggested Creators shows on Home and profiles at desktop width, not beside a chat or the wallet', async ({
  page,
}, testInfo) => {
  const fan = await createUser('navsuggest');
  const other = await createUser('navsuggest');
  const chatId = await startConversation(await signedInClient(fan), fan.id, other.id);
  await signIn(page, fan);
  const panel = page.getByRole('complementary', { name: 'Suggested Creators' });
  const shell = new Shell(page, testInfo);

  await shell.openHome();
  if (isPhone(testInfo)) {
    // A phone never shows the panel, so it does not load it either.
    await expect(panel).toHaveCount(0);
    return;
  }
  await expect(panel.getByRole('button', { name: 'Follow' }).first()).toBeVisible();
  await page.goto(paths.profileOf('lunarivera'));
  await expect(page.getByRole('heading', { name: 'Luna Rivera', exact: true }).first()).toBeVisible();
  await expect(panel).toBeVisible();

  await page.goto(paths.chat(chatId));
  await expect(page.getByRole('tablist', { name: 'Conversation' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.goto(paths.wallet);
  await expect(h1(page, 'Wallet')).toBeVisible();
  await expect(panel).toHaveCount(0);
  // The wallet uses the room the panel leaves: its column is wider than the reading column.
  expect((await page.getByRole('main').boundingBox())!.width).toBeGreaterThan(900);
});
