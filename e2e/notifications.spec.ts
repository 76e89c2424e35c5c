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

test('likes of one post come as one row that grows live, and the filters show one kind (issue 28)', async ({
  page,
}, testInfo) => {
  const author = await createUser('grouped');
  const fans = await Promise.all([1, 2, 3].map((i) => createUser(`grouper${i}`)));
  const authorClient = await signedInClient(author);
  const fanClients = await Promise.all(fans.map((fan) => signedInClient(fan)));
  const names = await Promise.all(fanClients.map(async (client) => (await ownProfile(client)).name));
  const post = await authorClient.from('posts').insert({ content: 'One post, many likes' }).select('id').single();
  expect(post.error).toBeNull();
  const postId = post.data!.id;
  for (const client of fanClients.slice(0, 2))
    expect((await client.from('likes').insert({ post_id: postId })).error).toBeNull();

  const notifications = new NotificationsPage(page, testInfo);
  const ready = notifications.realtimeReady();
  await signIn(page, author);
  await page.goto('/notifications');
  await ready;
  const items = notifications.list().getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${names[1]} and ${names[0]} liked your post`);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', `/post/${postId}`);

  // A third like arrives while the screen is open: the same row, one more person.
  expect((await fanClients[2]!.from('likes').insert({ post_id: postId })).error).toBeNull();
  await expect(items.first()).toContainText(`${names[2]} and 2 others liked your post`);
  await expect(items).toHaveCount(1);
  expect((await fanClients[0]!.from('follows').insert({ following_id: author.id })).error).toBeNull();
  await expect(items).toHaveCount(2);

  const filters = page.getByRole('group', { name: 'Show notifications' });
  await filters.getByRole('button', { name: 'Follows' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${names[0]} started following you`);
  await filters.getByRole('button', { name: 'Likes' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('and 2 others liked your post');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(notifications.list()).not.toContainText('(unread)');
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(items).toHaveCount(2);
  await expect(notifications.list()).not.toContainText('(unread)');
});
