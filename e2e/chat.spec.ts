import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { mediaPaths, signedInClient, signMediaStatus, startConversation } from './support/api.ts';
import { png } from './support/media.ts';
import { createUser } from './support/users.ts';

test('two users chat live: messages both ways, typing, online, unread and the Unread chip', async ({ browser }) => {
  const { userA, userB, pageA, pageB } = await ChatPage.pair(browser, 'chat');
  await expect(pageA.header()).toContainText(userB.name);
  // Presence: each sees the other online.
  await expect(pageA.header().getByText('Online')).toBeVisible();
  await expect(pageB.header().getByText('Online')).toBeVisible();

  await pageA.send('Hello from A');
  await expect(pageA.input).toHaveValue('');
  await expect(pageB.message('Hello from A')).toBeVisible({ timeout: 2000 });

  await pageB.input.fill('Typing a reply');
  await expect(pageA.page.getByText(`${userB.name} is typing...`)).toBeVisible();
  await pageB.input.press('Enter');
  await expect(pageA.message('Typing a reply')).toBeVisible({ timeout: 2000 });
  await expect(pageA.page.getByText(`${userB.name} is typing...`)).toBeHidden();

  // A blank message is never sent: the microphone stays in place of Send.
  await pageA.input.fill('   ');
  await expect(pageA.page.getByRole('button', { name: 'Send', exact: true })).toBeHidden();
  await pageA.input.press('Enter');
  await expect(pageA.messages()).toHaveCount(2);

  // B leaves for the list; A's next message shows there as unread, live.
  await pageB.openList();
  await expect(pageB.row(userA.name)).toBeVisible();
  await expect(pageB.row(userA.name).getByText('Unread messages')).toHaveCount(0);
  await pageA.send('Are you there?');
  const row = pageB.row(userA.name);
  await expect(row).toContainText('Are you there?');
  await expect(row).toContainText('Unread messages: 1');

  await pageB.page.getByRole('button', { name: 'Unread' }).click();
  await expect(row).toBeVisible();
  await pageB.page.getByRole('button', { name: 'Online' }).click();
  await expect(row).toBeVisible();
  await pageB.page.getByPlaceholder('Search chats...').fill('nobody-by-this-name');
  await expect(pageB.page.getByText('No chats match your search')).toBeVisible();
  await pageB.page.getByPlaceholder('Search chats...').fill('');

  // Opening the chat marks it read: back on the list, the Unread chip no longer shows it.
  await row.click();
  await expect(pageB.message('Are you there?')).toBeVisible();
  await pageB.page.getByRole('link', { name: 'Back to chats' }).click();
  await pageB.page.getByRole('button', { name: 'Unread' }).click();
  await expect(pageB.row(userA.name)).toHaveCount(0);
  await pageB.page.getByRole('button', { name: 'All' }).click();
  await expect(pageB.row(userA.name)).not.toContainText('Unread messages');

  await pageA.close();
  await pageB.close();
});

test('a photo keeps its aspect ratio, opens fullscreen, and is private to the two participants', async ({
  browser,
}) => {
  const [userA, userB, userC] = await Promise.all([createUser('img-a'), createUser('img-b'), createUser('img-c')]);
  const [a, b, c] = await Promise.all([signedInClient(userA), signedInClient(userB), signedInClient(userC)]);
  const chatId = await startConversation(a, userA.id, userB.id);
  const [pageA, pageB] = await Promise.all([ChatPage.signedIn(browser, userA), ChatPage.signedIn(browser, userB)]);
  await pageA.open(chatId);
  await pageB.open(chatId);

  await pageA.page
    .getByTestId('chat-file')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(320, 180) });
  await pageA.sendPicked();
  for (const page of [pageA, pageB]) {
    const photo = page.page.getByRole('button', { name: 'Open photo' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((el) => el.querySelector('img')?.complete ?? false)).toBe(true);
    const box = await photo.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(320 / 180, 1);
  }

  await pageB.page.getByRole('button', { name: 'Open photo' }).click();
  const viewer = pageB.page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // The Media tab lists it under Photo.
  await pageB.page.getByRole('tab', { name: 'Media' }).click();
  await expect(pageB.page.getByRole('button', { name: 'Photo (1)' })).toBeVisible();
  await expect(pageB.page.getByRole('button', { name: 'Video (0)' })).toBeVisible();

  // Not a file type the chat accepts.
  await pageA.page
    .getByTestId('chat-file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(pageA.page.getByRole('alert')).toHaveText('Please select an image or video file.');

  // A third user sees neither the conversation nor its files.
  const pageC = await ChatPage.signedIn(browser, userC);
  await pageC.page.goto(`/chats/${chatId}`);
  await expect(pageC.page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
  await pageC.page.getByRole('link', { name: 'Back to Chats' }).click();
  await expect(pageC.page).toHaveURL(/\/chats$/);
  const [path] = await mediaPaths(a, chatId);
  expect(path).toMatch(new RegExp(`^${chatId}/images/`));
  expect(await signMediaStatus(b, path!)).toBe(200);
  expect(await signMediaStatus(c, path!)).not.toBe(200);

  await Promise.all([pageA.close(), pageB.close(), pageC.close()]);
});

test('a message sent while offline waits (Retry cannot help yet) and goes out by itself once back online, once', async ({
  browser,
}) => {
  const { pageA, pageB } = await ChatPage.pair(browser, 'off');

  await pageA.page.context().setOffline(true);
  await pageA.send('Sent from a tunnel');
  const bubble = pageA.message('Sent from a tunnel');
  await expect(bubble).toBeVisible();
  const waiting = pageA.page.getByRole('alert').filter({ hasText: 'Not sent: you’re offline' });
  await expect(waiting).toBeVisible();
  // Still offline, Retry fails again and the message keeps waiting.
  await pageA.page.getByRole('button', { name: 'Retry' }).click();
  await expect(waiting).toBeVisible();

  await pageA.page.context().setOffline(false);
  await expect(pageA.page.getByRole('button', { name: 'Retry' })).toBeHidden();
  await expect(pageB.message('Sent from a tunnel')).toBeVisible();
  // Exactly once, on both sides, even after a reload.
  await pageB.page.reload();
  await expect(pageB.message('Sent from a tunnel')).toHaveCount(1);

  await pageA.close();
  await pageB.close();
});
