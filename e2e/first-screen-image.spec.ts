import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/sessions.ts';
import { seededUser } from './support/users.ts';

/*
 * Issue 17: the first screen's largest image is asked for by the HTML's inline script as soon as its
 * own data answer is in (src/app/early), not once React has drawn it. The preload must be the very
 * request the <img> makes: then the browser fetches it once, started by the <link>, and the <img>
 * takes it. A different URL (a drifted srcset, another size) would show as a second fetch by the <img>.
 */
async function fetchedBy(page: Page, image: Locator): Promise<string[]> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return page.evaluate(
    (url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    src,
  );
}

test.beforeEach(async ({ page }) => {
  await signIn(page, seededUser('fan1@velvet.test'));
  // On a phone's link (bench:web's throttling) the app's code takes far longer than the data, so the
  // preload is under way before the card draws; on the test machine's loopback the app could draw first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
});

test('Home’s first photo is fetched once, by the HTML’s preload, and shown by its card', async ({ page }) => {
  // Other specs post to the shared feed as they run, so what comes first is made certain here: the feed's
  // real answer with its first public photo moved to the top.
  await page.route('**/rest/v1/rpc/get_feed', async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as { media_type: string; is_locked: boolean; media_url: string | null }[];
    const photo = rows.find((row) => row.media_type === 'image' && !row.is_locked && row.media_url);
    expect(photo, 'a public photo in the seeded feed').toBeDefined();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, json: [photo, ...rows.filter((row) => row !== photo)] });
  });
  await page.goto('/');
  const photo = page.getByRole('img', { name: /^Image by / }).first();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  expect(await fetchedBy(page, photo)).toEqual(['link']);
});

test('a profile’s cover is fetched once, by the HTML’s preload', async ({ page }) => {
  await page.goto('/profile/@lunarivera');
  await expect(page.getByRole('heading', { name: 'Luna Rivera', exact: true }).first()).toBeVisible();
  // The cover is decorative (alt=""), so it has no role of its own: the first image of the header.
  const cover = page.getByRole('region', { name: 'Profile' }).locator('img').first();
  expect(await fetchedBy(page, cover)).toEqual(['link']);
});
