import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { signedInClient, startConversation } from './support/api.ts';
import { createUser } from './support/users.ts';

/** Enough conversations for the list to scroll at 1440×900 (about eleven rows show). */
const CONVERSATIONS = 24;

test('Chats: list and conversation side by side from lg, the list keeping its scroll position; separate screens on a phone', async ({
  browser,
}, testInfo) => {
  // Two dozen accounts and conversations made through the API first.
  test.slow();
  const me = await createUser('panes');
  const others = await Promise.all(Array.from({ length: CONVERSATIONS }, (_, i) => createUser(`panes-${i}`)));
  const api = await signedInClient(me);
  const ids: string[] = [];
  // One after the other: the list is newest first, so others[0] ends up at the bottom.
  for (const other of others) ids.push(await startConversation(api, me.id, other.id));

  const chat = await ChatPage.signedIn(browser, me);
  const { page } = chat;
  await chat.openList();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link')).toHaveCount(CONVERSATIONS);

  if (testInfo.project.name === 'mobile') {
    // A phone keeps two screens: the list, then the conversation alone.
    await expect(page.getByRole('heading', { name: 'Select a conversation' })).toHaveCount(0);
    await chat.row(others[1]!.name).click();
    await expect(page).toHaveURL(new RegExp(`/chats/${ids[1]}$`));
    await expect(chat.header()).toContainText(others[1]!.name);
    await expect(list).toHaveCount(0);
    await chat.close();
    return;
  }

  // /chats: the list beside an empty pane, and no Suggested Creators column.
  await expect(page.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Suggested Creators' })).toHaveCount(0);

  const pane = page.getByTestId('chat-list-pane');
  const scrollTop = () => pane.evaluate((el) => el.scrollTop);
  // Down the list to an older conversation; the list is marked to tell whether it is ever drawn anew.
  await chat.row(others[1]!.name).scrollIntoViewIfNeeded();
  const scrolled = await scrollTop();
  expect(scrolled).toBeGreaterThan(0);
  await list.evaluate((el) => el.setAttribute('data-e2e-kept', 'yes'));

  await chat.row(others[1]!.name).click();
  await expect(page).toHaveURL(new RegExp(`/chats/${ids[1]}$`));
  await expect(chat.header()).toContainText(others[1]!.name);
  await expect(chat.row(others[1]!.name)).toHaveAttribute('aria-current', 'page');
  // Side by side: the list on the left, the conversation to its right, both in view.
  const listBox = (await pane.boundingBox())!;
  const headerBox = (await chat.header().boundingBox())!;
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(headerBox.x + 1);
  expect(headerBox.width).toBeGreaterThan(listBox.width);
  expect(await scrollTop()).toBe(scrolled);
  // One page, one h1 ("Chats"); the conversation's name heads its pane.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chats');
  await expect(chat.header().getByRole('heading', { level: 2 })).toHaveText(others[1]!.name);

  // Another conversation: the same list, at the same place.
  await chat.row(others[0]!.name).click();
  await expect(page).toHaveURL(new RegExp(`/chats/${ids[0]}$`));
  await expect(chat.header()).toContainText(others[0]!.name);
  await expect(chat.row(others[0]!.name)).toHaveAttribute('aria-current', 'page');
  await expect(chat.row(others[1]!.name)).not.toHaveAttribute('aria-current', 'page');
  expect(await scrollTop()).toBe(scrolled);
  await expect(list).toHaveAttribute('data-e2e-kept', 'yes');

  // The conversation works beside the list: a message sent shows in both.
  await chat.send('Hello from the wide screen');
  await expect(chat.message('Hello from the wide screen')).toBeVisible();
  await expect(chat.row(others[0]!.name)).toContainText('Hello from the wide screen');
  await chat.close();
});
