import { expect, test } from '@playwright/test';
import { NotificationsPage } from './pages/notifications.ts';
import { Shell } from './pages/shell.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test("another user's like and comment reach you live, with an unread badge", async ({ page }, testInfo) => {
  const author = await createUser('author');
  const fan = await createUser('liker');
  const authorClient = await signedInClient(author);
  const fanClient = await signedInClient(fan);
  const fanName = (await ownProfile(fanClient)).name;
  const post = await authorClient.from('posts').insert({ content: 'My first lift of the day' }).select('id').single();
  expect(post.error).toBeNull();
  const postId = post.data!.id;

  const notifications = new NotificationsPage(page, testInfo);
  const ready = notifications.realtimeReady();
  await signIn(page, author);
  await new Shell(page, testInfo).openHome();
  // In-app navigation: a reload would replace the socket whose subscription `ready` saw.
  await page.getByRole('link', { name: 'Discover', exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await ready;
  await expect(notifications.badge()).toHaveAccessibleName(/^Notifications$/);

  // The fan acts through the API as their own browser would; the database writes the notifications.
  expect((await fanClient.from('likes').insert({ post_id: postId })).error).toBeNull();
  await expect(notifications.badge()).toHaveAccessibleName(/^Notifications,? 1 unread$/);
  const comment = await fanClient.from('comments').insert({ post_id: postId, content: 'Great form!' });
  expect(comment.error).toBeNull();
  await expect(notifications.badge()).toHaveAccessibleName(/^Notifications,? 2 unread$/);

  await notifications.badge().click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = notifications.list().getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, each marked unread and linking to the post.
  await expect(items.nth(0)).toContainText(`${fanName} commented on your post`);
  await expect(items.nth(0)).toContainText('“Great form!”');
  await expect(items.nth(1)).toContainText(`${fanName} liked your post`);
  await expect(items.nth(1)).toContainText('(unread)');
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', `/post/${postId}`);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(notifications.list()).not.toContainText('(unread)');
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(notifications.list()).not.toContainText('(unread)');
  if (testInfo.project.name === 'desktop') await expect(notifications.badge()).toHaveAccessibleName('Notifications');
});

test('a new follower shows up and links to their profile', async ({ page }, testInfo) => {
  const me = await createUser('followee');
  const fan = await createUser('newfan');
  const fanClient = await signedInClient(fan);
  const { username, name } = await ownProfile(fanClient);
  expect((await fanClient.from('follows').insert({ following_id: me.id })).error).toBeNull();

  await signIn(page, me);
  await page.goto('/notifications');
  const notifications = new NotificationsPage(page, testInfo);
  await notifications
    .list()
    .getByRole('link', { name: `${name} started following you` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/@${username}$`));
});
