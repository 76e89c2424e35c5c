import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { signedInClient } from './support/api.ts';
import { createUser } from './support/users.ts';

test('New message: pick someone you follow or who follows you, or find anyone; a person who does not take your messages says so', async ({
  browser,
}) => {
  const [me, followed, follower, stranger, picky] = await Promise.all([
    createUser('newmsg'),
    createUser('newmsg-followed'),
    createUser('newmsg-follower'),
    createUser('newmsg-stranger'),
    createUser('newmsg-picky'),
  ]);
  const [api, followerApi, pickyApi] = await Promise.all([
    signedInClient(me),
    signedInClient(follower),
    signedInClient(picky),
  ]);
  expect((await api.from('follows').insert({ following_id: followed.id })).error).toBeNull();
  expect((await followerApi.from('follows').insert({ following_id: me.id })).error).toBeNull();
  const privacy = await pickyApi.rpc('set_privacy_settings', {
    discoverable: true,
    message_audience: 'following',
    show_online: true,
  });
  expect(privacy.error).toBeNull();

  const chat = await ChatPage.signedIn(browser, me);
  const { page } = chat;
  await chat.openList();
  await expect(page.getByText('No chats yet')).toBeVisible();
  const open = () => page.getByRole('button', { name: 'New message' }).first().click();
  const picker = page.getByRole('dialog', { name: 'New message' });
  /** From the list: New message, a name typed, that person picked. */
  const find = async (name: string) => {
    await chat.openList();
    await open();
    await picker.getByLabel('To').fill(name);
    await picker
      .getByRole('region', { name: 'People found' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
  };

  // Follows both ways are offered before anything is typed.
  await open();
  const contacts = picker.getByRole('region', { name: 'People you follow or who follow you' });
  await expect(contacts.getByRole('button', { name: new RegExp(followed.name) })).toBeVisible();
  await expect(contacts.getByRole('button', { name: new RegExp(follower.name) })).toBeVisible();
  await expect(contacts.getByRole('button')).toHaveCount(2);
  await contacts.getByRole('button', { name: new RegExp(followed.name) }).click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(chat.header()).toContainText(followed.name);
  await chat.send('Hi, found you in New message');
  await expect(chat.message('Hi, found you in New message')).toBeVisible();

  // Anyone else, found by name.
  await find(stranger.name);
  await expect(chat.header()).toContainText(stranger.name);

  // Someone who takes messages only from people they follow: nothing opens, and the reason shows.
  await find(picky.name);
  await expect(picker.getByRole('alert')).toHaveText('This person only accepts messages from people they follow.');
  await expect(page).toHaveURL(/\/chats$/);
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
  // The two conversations started, and no third.
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(2);
  await chat.close();
});
