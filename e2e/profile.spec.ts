import { expect, test } from '@playwright/test';
import { ProfilePage } from './pages/profile.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('a shared profile link opens on a fresh load, with real counters and price', async ({ page }) => {
  await signIn(page, await createUser('viewer'));

  // A fresh page load straight onto the link: no navigation state from a previous screen.
  const profile = new ProfilePage(page);
  await profile.open('@lunarivera');
  await expect(profile.heading('Luna Rivera')).toBeVisible();
  await expect(page.getByText('@lunarivera', { exact: true })).toBeVisible();
  await expect(page.getByText('Barcelona, Spain')).toBeVisible();
  await expect(page.getByRole('button', { name: /Join now\s*€12\.92/ })).toBeVisible();
  await expect(profile.count('posts')).not.toHaveText('0');
  // The bio starts collapsed to its first line.
  await expect(page.getByText(/^Strength coach\./)).toBeVisible();

  // Without the @ and in any case, the same person.
  await profile.open('LunaRivera');
  await expect(profile.heading('Luna Rivera')).toBeVisible();

  await profile.open('@nobody_here_at_all');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});

test('follow and unfollow move the counter and survive a reload', async ({ page }) => {
  const fan = await createUser('follower');
  const creator = await createUser('followed');
  const { username, name } = await ownProfile(await signedInClient(creator));
  await signIn(page, fan);

  const profile = new ProfilePage(page);
  await profile.open(`@${username}`);
  await profile.expectFollowing(name, false, '0');
  await profile.followButton(name).click();
  await profile.expectFollowing(name, true, '1');
  await page.reload();
  await profile.expectFollowing(name, true, '1');

  await profile.followButton(name).click();
  await profile.expectFollowing(name, false, '0');
  await page.reload();
  await profile.expectFollowing(name, false, '0');
});

test('the media tab filters photos and videos', async ({ page }) => {
  await signIn(page, await createUser('media'));

  const profile = new ProfilePage(page);
  await profile.open('@lunarivera');
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(profile.mediaFilter('All')).toHaveAttribute('aria-pressed', 'true');
  const all = await profile.mediaItems().count();
  const photos = Number((await profile.mediaFilter('Photo').textContent())?.replace(/\D/g, ''));
  const videos = Number((await profile.mediaFilter('Video').textContent())?.replace(/\D/g, ''));
  expect(all).toBe(photos + videos);
  expect(photos).toBeGreaterThan(0);
  expect(videos).toBeGreaterThan(0);

  await profile.mediaFilter('Video').click();
  await expect(profile.mediaItems()).toHaveCount(videos);
  await expect(page.getByRole('link', { name: 'Open photo post' })).toHaveCount(0);
  await expect(page.getByText('View image')).toHaveCount(0);

  await profile.mediaFilter('Photo').click();
  await expect(profile.mediaItems()).toHaveCount(photos);
  await expect(page.getByRole('link', { name: 'Open video post' })).toHaveCount(0);
  await expect(page.getByText('View video')).toHaveCount(0);
});

test('your own profile offers Edit profile instead of Follow', async ({ page }) => {
  const me = await createUser('self');
  await signIn(page, me);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/@/);
  await expect(page.getByRole('heading', { name: me.name, level: 2 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
