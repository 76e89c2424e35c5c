import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { mediaPaths, signMediaStatus } from './support/api.ts';
import { png } from './support/media.ts';

test('the sender deletes their own message from its menu; the other side sees "Message deleted" live, in the chat and the list', async ({
  browser,
}) => {
  const { a, b, chatId, pageA, pageB, userA } = await ChatPage.pair(browser, 'unsend');
  await b.from('messages').insert({ conversation_id: chatId, content: 'Not yours to delete' });
  await pageA.send('Oops, wrong chat');
  await expect(pageB.message('Oops, wrong chat')).toBeVisible();

  // Only one's own messages offer Delete; the other's offer Report.
  const theirs = pageA.message('Not yours to delete');
  await theirs.hover();
  await theirs.getByRole('button', { name: 'Message options' }).click();
  await expect(pageA.page.getByRole('menuitem', { name: 'Report message' })).toBeVisible();
  await expect(pageA.page.getByRole('menuitem', { name: 'Delete message' })).toHaveCount(0);
  await pageA.page.keyboard.press('Escape');

  const mine = pageA.message('Oops, wrong chat');
  await mine.hover();
  await mine.getByRole('button', { name: 'Message options' }).click();
  await pageA.page.getByRole('menuitem', { name: 'Delete message' }).click();
  const confirm = pageA.page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText('will see “Message deleted” in its place');
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine).toBeVisible();

  await mine.hover();
  await mine.getByRole('button', { name: 'Message options' }).click();
  await pageA.page.getByRole('menuitem', { name: 'Delete message' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(pageA.messages().filter({ hasText: 'You deleted this message' })).toHaveCount(1);
  await expect(pageA.message('Oops, wrong chat')).toHaveCount(0);
  // B, without reloading: the bubble is replaced in place.
  await expect(pageB.messages().filter({ hasText: 'Message deleted' })).toHaveCount(1);
  await expect(pageB.message('Oops, wrong chat')).toHaveCount(0);
  await expect(pageB.messages()).toHaveCount(2);
  // The text is gone from the database, not just hidden.
  const stored = await b.from('messages').select('content, deleted_at').eq('conversation_id', chatId);
  expect(stored.data?.filter((m) => m.deleted_at)).toEqual([{ content: null, deleted_at: expect.any(String) }]);

  // B's chat list names it as deleted too (it was the last message).
  await pageB.openList();
  await expect(pageB.row(userA.name)).toContainText('Message deleted');

  // A photo: deleted with its file.
  await pageA.page
    .getByTestId('chat-file')
    .setInputFiles({ name: 'gone.png', mimeType: 'image/png', buffer: png(120, 90) });
  await pageA.sendPicked();
  const photo = pageA.messages().filter({ has: pageA.page.getByRole('button', { name: 'Open photo' }) });
  await expect(photo).toBeVisible();
  await expect.poll(() => mediaPaths(a, chatId)).toHaveLength(1);
  const [path] = await mediaPaths(a, chatId);
  expect(await signMediaStatus(b, path!)).toBe(200);
  await photo.hover();
  await photo.getByRole('button', { name: 'Message options' }).click();
  await pageA.page.getByRole('menuitem', { name: 'Delete message' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(pageA.messages().filter({ hasText: 'You deleted this message' })).toHaveCount(2);
  await expect(pageB.row(userA.name)).toContainText('Message deleted');
  expect(await mediaPaths(a, chatId)).toHaveLength(0);
  // The file has left storage: nobody can have it signed any more.
  await expect.poll(() => signMediaStatus(b, path!)).not.toBe(200);
  await expect.poll(() => signMediaStatus(a, path!)).not.toBe(200);

  await pageA.close();
  await pageB.close();
});

test('a picked photo waits in a preview: Cancel sends nothing, Send sends it with its caption', async ({ browser }) => {
  const { a, chatId, pageA, pageB, userB } = await ChatPage.pair(browser, 'preview');
  const pick = () =>
    pageA.page
      .getByTestId('chat-file')
      .setInputFiles({ name: 'set.png', mimeType: 'image/png', buffer: png(160, 120) });

  await pick();
  const preview = pageA.mediaPreview();
  await expect(preview).toHaveAccessibleName(`Send photo to ${userB.name}`);
  await expect(preview.getByRole('img', { name: 'The photo you picked' })).toBeVisible();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(pageA.messages()).toHaveCount(0);
  expect(await mediaPaths(a, chatId)).toHaveLength(0);

  await pick();
  await pageA.sendPicked('Behind the scenes');
  for (const page of [pageA, pageB]) {
    const bubble = page.message('Behind the scenes');
    await expect(bubble.getByRole('button', { name: 'Open photo' })).toBeVisible();
  }
  await expect(pageA.messages()).toHaveCount(1);
  expect(await mediaPaths(a, chatId)).toHaveLength(1);

  await pageA.close();
  await pageB.close();
});
