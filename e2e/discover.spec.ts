import { expect, test } from '@playwright/test';
import { DiscoverPage } from './pages/discover.ts';
import { ProfilePage } from './pages/profile.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { becomeCreator } from './support/creator-money.ts';
import { waitForImagesOnScreen } from './support/images.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('search finds a creator, and the result opens their profile', async ({ page }) => {
  await signIn(page, await createUser('seeker'));

  const discover = new DiscoverPage(page);
  await discover.open();
  await expect(discover.suggestions().getByRole('link').first()).toBeVisible();
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

test('a follow in the Suggested Creators carousel shows in Discover at once, without a reload', async ({ page }) => {
  await signIn(page, await createUser('carousel'));
  // The carousel is shown from the xl width (spec §9), in both projects; there Discover's own
  // Suggested section steps aside (issue 28), and it is back below xl.
  await page.setViewportSize({ width: 1440, height: 900 });
  const discover = new DiscoverPage(page);
  await discover.open();
  const suggested = discover.list('Suggested creators');
  await expect(discover.carousel().getByRole('link').first()).toBeVisible();
  await expect(suggested).toBeHidden();
  const follow = discover.carousel().getByRole('button', { name: /^Follow / });
  const name = (await follow.getAttribute('aria-label'))?.replace(/^Follow /, '') ?? '';
  expect(name).not.toBe('');

  // Suggestions leave out whom you follow: a refetch would drop the creator instead of showing Following.
  const suggestionReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/get_suggested_creators')) suggestionReads.push(request.url());
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await follow.click();
  await expect(discover.carousel().getByRole('button', { name: `Following ${name}`, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(discover.carousel()).toBeHidden();
  await expect(suggested.getByRole('button', { name: `Following ${name}`, exact: true })).toBeVisible();
  expect(suggestionReads).toEqual([]);
  expect(loads).toEqual([]);
});

test('Discover shows each creator once, as cards with price and posts, and does not move as it loads', async ({
  page,
}, testInfo) => {
  // Twelve accounts signed in through the API before the page opens: more than one test's time when busy.
  test.slow();
  // The newest creator with more followers than any seeded one: first in both Suggested and Newest.
  const creator = await createUser('popular');
  const creatorApi = await signedInClient(creator);
  await becomeCreator(creatorApi, 1234);
  const { name, username } = await ownProfile(creatorApi);
  const fans = await Promise.all(Array.from({ length: 10 }, () => createUser('admirer')));
  await Promise.all(
    fans.map(async (fan) => {
      const { error } = await (await signedInClient(fan)).from('follows').insert({ following_id: creator.id });
      expect(error).toBeNull();
    }),
  );
  await signIn(page, await createUser('browser'));
  // Below xl on a desktop, where Discover shows its own Suggested section (the carousel takes it from xl).
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1200, height: 900 });
  // Layout shifts not caused by input, summed from the first paint (what CLS counts).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const discover = new DiscoverPage(page);
  await discover.open();
  const card = discover
    .list('Suggested creators')
    .getByRole('listitem')
    .filter({ hasText: `@${username}` });
  await expect(card).toContainText('€12.34 / month');
  await expect(card).toContainText('0 posts');
  await expect(card.getByRole('button', { name: `Follow ${name}` })).toBeVisible();
  await expect(discover.list('Newest creators').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

  const profiles = await page
    .getByRole('list', { name: /^(Suggested|Newest) creators$/ })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(profiles).toContain(`/profile/@${username}`);
  expect(profiles.length).toBeGreaterThan(1);
  expect(new Set(profiles).size).toBe(profiles.length);

  await waitForImagesOnScreen(page);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('on a desktop the rails scroll with previous / next from the keyboard, and a price filter keeps its creators (issue 28)', async ({
  page,
}) => {
  await signIn(page, await createUser('railer'));
  // The side navigation's width, below xl: Discover's own sections, no carousel beside them.
  await page.setViewportSize({ width: 1200, height: 900 });
  const discover = new DiscoverPage(page);
  await discover.open();
  // Suggested holds ten creators, more than a row shows; Newest leaves those out, so may hold few.
  const rail = discover.list('Suggested creators');
  await expect(rail.getByRole('listitem').first()).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous suggested creators' });
  const next = page.getByRole('button', { name: 'Next suggested creators' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  const scrolled = () => rail.evaluate((list) => list.scrollLeft);
  expect(await scrolled()).toBe(0);

  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrolled).toBeGreaterThan(100);
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await expect(next).toBeFocused();
  await previous.focus();
  await page.keyboard.press('Space');
  await expect.poll(scrolled).toBe(0);

  await page
    .getByRole('group', { name: 'Filter creators by price' })
    .getByRole('button', { name: 'Under €10' })
    .click();
  const cheap = page.getByRole('list', { name: 'Creators under €10 a month' });
  await expect(cheap.getByRole('listitem').first()).toBeVisible();
  for (const text of await cheap.getByRole('listitem').allTextContents()) expect(text).toMatch(/€[4-9]\.\d\d \/ month/);
  await expect(rail).toBeHidden();
});
