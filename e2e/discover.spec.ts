import { expect, test } from '@playwright/test';
import { DiscoverPage } from './pages/discover.ts';
import { ProfilePage } from './pages/profile.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('search finds a creator, and the result opens their profile', async ({ page }) => {
  await signIn(page, await createUser('seeker'));

  const discover = new DiscoverPage(page);
  await discover.open();
  await expect(discover.list('Suggested creators').getByRole('listitem').first()).toBeVisible();
  await expect(discover.list('Newest creators').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch videos/ })).toHaveAttribute('href', '/videos');

  await discover.search('amara');
  const results = discover.list('Search results');
  await expect(results.getByRole('link', { name: /Amara/ })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(1);

  await discover.search('zzqx no such person');
  await expect(page.getByText('No one matches “zzqx no such person”.')).toBeVisible();

  await discover.search('@kaidraws');
  await results.getByRole('link', { name: /@kaidraws/ }).click();
  await expect(new ProfilePage(page).heading('Kai')).toBeVisible();
});

test('follow from a search result: the profile then shows Following', async ({ page }) => {
  const fan = await createUser('finder');
  const creator = await createUser('findme');
  const { username, name } = await ownProfile(await signedInClient(creator));
  await signIn(page, fan);

  const discover = new DiscoverPage(page);
  await discover.open();
  await discover.search(username);
  const follow = discover.list('Search results').getByRole('button', { name: `Follow ${name}` });
  await follow.click();
  await expect(discover.list('Search results').getByRole('button', { name: `Following ${name}` })).toBeVisible();
  await expect(discover.list('Search results').getByText('1 follower', { exact: true })).toBeVisible();

  const profile = new ProfilePage(page);
  await profile.open(`@${username}`);
  await profile.expectFollowing(name, true, '1');
});

test('a follow in Discover shows in the Suggested Creators carousel at once, without a reload', async ({ page }) => {
  await signIn(page, await createUser('carousel'));
  // The carousel is shown from the xl width (spec §9), in both projects.
  await page.setViewportSize({ width: 1440, height: 900 });
  const discover = new DiscoverPage(page);
  await discover.open();
  const suggested = discover.list('Suggested creators');
  const follow = suggested.getByRole('button', { name: /^Follow / }).first();
  const name = (await follow.getAttribute('aria-label'))?.replace(/^Follow /, '') ?? '';
  expect(name).not.toBe('');
  await expect(discover.carousel().getByRole('button', { name: `Show ${name}`, exact: true })).toBeVisible();

  // Suggestions leave out whom you follow: a refetch would drop the creator instead of showing Following.
  const suggestionReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/get_suggested_creators')) suggestionReads.push(request.url());
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await follow.click();
  await expect(suggested.getByRole('button', { name: `Following ${name}`, exact: true })).toBeVisible();
  await discover
    .carousel()
    .getByRole('button', { name: `Show ${name}`, exact: true })
    .click();
  await expect(discover.carousel().getByRole('button', { name: `Following ${name}`, exact: true })).toBeVisible();
  await expect(discover.carousel().getByRole('link', { name, exact: true })).toBeVisible();
  expect(suggestionReads).toEqual([]);
  expect(loads).toEqual([]);
});
