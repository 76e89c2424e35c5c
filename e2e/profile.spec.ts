import { expect, type Locator, type Page, test } from '@playwright/test';
import { ProfilePage } from './pages/profile.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

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
  // The button changes at once (optimistic); a reload before the write has answered would read the row
  // as it was, the HTML now asking for the profile before the app has loaded.
  const followsWritten = () =>
    page.waitForResponse(
      (response) => /\/rest\/v1\/follows/.test(response.url()) && response.request().method() !== 'GET',
    );
  let written = followsWritten();
  await profile.followButton(name).click();
  await profile.expectFollowing(name, true, '1');
  await written;
  await page.reload();
  await profile.expectFollowing(name, true, '1');

  written = followsWritten();
  await profile.followButton(name).click();
  await profile.expectFollowing(name, false, '0');
  await written;
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

/** A time claim of a signed URL's token, in seconds (stack/storage/sign.ts, as storage-api signs). */
function signedUrlClaim(url: string, claim: 'iat' | 'exp'): number {
  const token = new URL(url).searchParams.get('token') ?? '';
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[claim] : null;
  if (typeof value !== 'number') throw new Error(`no ${claim} in ${url}`);
  return value;
}

const isLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Every URL a locked-media image is given from now on, kept in the page (window.lockedMediaSrcs). */
async function recordLockedMediaSrcs(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { lockedMediaSrcs: seen });
    const record = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const img of [node, ...Array.from(node.querySelectorAll('img'))]) {
        const isLocked = img instanceof HTMLImageElement && img.src.includes('/object/sign/locked-media/');
        if (isLocked && !seen.includes(img.src)) seen.push(img.src);
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        record(mutation.target);
        mutation.addedNodes.forEach(record);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  return () => page.evaluate(() => (window as unknown as { lockedMediaSrcs: string[] }).lockedMediaSrcs);
}

test('a profile left open past the signed URL lifetime still shows the author their locked media', async ({ page }) => {
  // The page's clock (Playwright's clock API) moves past the 300 s the app asks storage for; the
  // production lifetime is unchanged, and the server signs with its own clock.
  await page.clock.install();
  await signIn(page, seededUser('inesglow@velvet.test'));
  const profile = new ProfilePage(page);
  await profile.open('@inesglow');
  const post = page.getByRole('article').filter({ hasText: 'Product list with shades for this look.' });
  const image = post.getByRole('img', { name: /^Image by / });
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/locked-media\//);
  await expect.poll(() => isLoaded(image)).toBe(true);
  const first = (await image.getAttribute('src')) ?? '';
  const lockedSrcs = await recordLockedMediaSrcs(page);

  // Storage signs with its own clock, in whole seconds: a URL signed again within the same second is the
  // same string. Wait (real time) for the next second, so a renewed URL is told apart from the first.
  await expect.poll(() => Date.now() / 1000).toBeGreaterThanOrEqual(signedUrlClaim(first, 'iat') + 1);
  await page.clock.fastForward('05:30');
  expect(signedUrlClaim(first, 'exp')).toBeLessThan(await page.evaluate(() => Date.now() / 1000));

  // The Media tab reads its list now, and back on Posts the list is read again (refetched).
  await page.getByRole('tab', { name: 'Media' }).click();
  const thumbs = page.getByRole('list', { name: 'Media' }).getByRole('img', { name: /^Image by / });
  await expect(thumbs.first()).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/locked-media\//);
  await expect.poll(() => isLoaded(thumbs.first())).toBe(true);
  await page.getByRole('tab', { name: 'Posts' }).click();
  // Renewed, never the URL whose lifetime has passed: waited for, since the list's re-read answers
  // a moment after the tab shows (the image loaded before stays up until then).
  await expect(image).not.toHaveAttribute('src', first);
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/locked-media\//);
  await expect.poll(() => isLoaded(image)).toBe(true);
  const given = await lockedSrcs();
  expect(given.length).toBeGreaterThan(0);
  expect(given).not.toContain(first);
});
