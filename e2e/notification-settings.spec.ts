import { expect, test } from '@playwright/test';
import { NotificationsPage } from './pages/notifications.ts';
import { Shell } from './pages/shell.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('a kind switched off in Settings › In-app is not notified, the others still are', async ({ page }, testInfo) => {
  const author = await createUser('muter');
  const fan = await createUser('mutedby');
  const fanClient = await signedInClient(fan);
  const fanName = (await ownProfile(fanClient)).name;
  const post = await (await signedInClient(author)).from('posts').insert({ content: 'Mute me' }).select('id').single();
  expect(post.error).toBeNull();

  await signIn(page, author);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'In-app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'In-app notifications' })).toBeVisible();
  const likes = page.getByRole('switch', { name: /^Likes/ });
  await expect(likes).toHaveAttribute('aria-checked', 'true');
  await likes.click();
  await expect(likes).toHaveAttribute('aria-checked', 'false');
  // Saved: it reads off after a reload too.
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Likes/ })).toHaveAttribute('aria-checked', 'false');

  // The fan likes the post, then follows: only the follow is announced.
  expect((await fanClient.from('likes').insert({ post_id: post.data!.id })).error).toBeNull();
  expect((await fanClient.from('follows').insert({ following_id: author.id })).error).toBeNull();
  const notifications = new NotificationsPage(page, testInfo);
  await page.goto('/notifications');
  const items = notifications.list().getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${fanName} started following you`);
});
