import { expect, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { demoVideo, tinyPng } from './support/media.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('composer: blank and over-long text are refused, an image post comes first and survives reload', async ({
  page,
}) => {
  const user = await createUser('poster');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();

  await feed.text.fill('   ');
  await feed.postButton.click();
  await expect(page.getByRole('alert')).toHaveText('Write something before posting.');
  await feed.text.fill('x'.repeat(1001));
  await expect(page.getByText('1001/1000')).toBeVisible();
  await feed.postButton.click();
  await expect(page.getByRole('alert')).toHaveText('Posts can be at most 1000 characters.');

  const content = `Sunset from the roof ${Date.now()}`;
  await feed.text.fill(content);
  await feed.attach('sunset.png', 'image/png', tinyPng);
  await expect(page.getByRole('img', { name: 'Your attachment' })).toBeVisible();
  await feed.postButton.click();
  await expect(feed.text).toHaveValue('');
  const first = feed.posts.first();
  await expect(first).toContainText(content);
  const image = first.getByRole('img', { name: /^Image by / });
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/public\/post-media\/[0-9a-f-]{36}\/\d{13}\.png$/);

  await page.reload();
  const reloaded = feed.post(content).getByRole('img', { name: /^Image by / });
  await expect.poll(() => reloaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('composer: a text post and a video post, the media removable before posting', async ({ page }) => {
  const user = await createUser('video');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();

  const text = `Just words ${Date.now()}`;
  await feed.publish(text);
  await expect(feed.posts.first().getByRole('img', { name: /^Image by / })).toHaveCount(0);

  await feed.attach('wrong.png', 'image/png', tinyPng);
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Your attachment' })).toHaveCount(0);
  // Remove went with the preview; focus is on the button that adds media, not lost to the page.
  await expect(page.getByRole('button', { name: 'Photo / video' })).toBeFocused();

  const caption = `Clip ${Date.now()}`;
  await feed.text.fill(caption);
  await feed.attach('clip.mp4', 'video/mp4', demoVideo());
  await expect(page.getByLabel('Selected video preview')).toBeVisible();
  await feed.postButton.click();
  await expect(feed.posts.first()).toContainText(caption);
  const video = feed.posts.first().locator('video');
  // A public video shows its poster and fetches nothing of itself before play (issue 17).
  // The poster is the stored JPEG, or its display-size variant when image transformations are on.
  await expect(video).toHaveAttribute('poster', /\.jpg(\?width=\d+)?$/);
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('src', /\/post-media\/[0-9a-f-]{36}\/\d{13}\.mp4$/);
  // Other tests post at the same time: after a reload, look the posts up by their text.
  await page.reload();
  await expect(feed.post(caption).locator('video')).toHaveAttribute('src', /\.mp4$/);
  await expect(feed.post(text)).toBeVisible();
});

test('like and unlike survive a reload', async ({ page }) => {
  const user = await createUser('liker');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  const content = `Like me ${Date.now()}`;
  await feed.publish(content);

  const like = () => feed.likeButton(feed.post(content));
  await like().click();
  await expect(like()).toHaveAttribute('aria-pressed', 'true');
  await expect(like()).toHaveAccessibleName('1 like, Like');
  await page.reload();
  await expect(like()).toHaveAttribute('aria-pressed', 'true');
  await expect(like()).toHaveAccessibleName('1 like, Like');

  await like().click();
  await expect(like()).toHaveAttribute('aria-pressed', 'false');
  await expect(like()).toHaveAccessibleName('0 likes, Like');
  await page.reload();
  await expect(like()).toHaveAttribute('aria-pressed', 'false');
  await expect(like()).toHaveAccessibleName('0 likes, Like');
});

test('Home loads its feed with one request, and the next page as the end comes near', async ({ page }) => {
  const user = await createUser('counter');
  const rest: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/') || url.pathname.startsWith('/storage/v1/object/sign')) {
      rest.push(url.pathname);
    }
  });
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  await expect(feed.posts).toHaveCount(50);
  await page.waitForLoadState('networkidle');

  const count = (path: string) => rest.filter((p) => p === path).length;
  expect(count('/rest/v1/rpc/get_feed')).toBe(1);
  expect(count('/rest/v1/rpc/get_suggested_creators')).toBeLessThanOrEqual(1);
  // No request per post: likes, comments, authors and locked media all come with the page.
  expect(rest.filter((p) => /\/(likes|comments|comment_cards|post_cards|posts)$|\/sign\//.test(p))).toEqual([]);

  await feed.posts.last().scrollIntoViewIfNeeded();
  await expect.poll(() => feed.posts.count()).toBeGreaterThan(50);
  expect(count('/rest/v1/rpc/get_feed')).toBe(2);
});
