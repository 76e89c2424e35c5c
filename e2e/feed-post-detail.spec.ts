import { expect, test } from '@playwright/test';
import { FeedPage } from './pages/feed.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

/** Seeded locked image post by @inesglow (supabase/seed.sql), in the first feed page. */
const LOCKED_POST = 'b0000000-0000-4000-8000-000000000060';
const LOCKED_TEXT = 'Product list with shades for this look.';

test('a comment and a reply appear and raise the count, on a link opened fresh', async ({ page }) => {
  const user = await createUser('commenter');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  const content = `Talk to me ${Date.now()}`;
  await feed.publish(content);
  await feed
    .post(content)
    .getByRole('link', { name: /comments, open post/ })
    .click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await page.reload(); // the shareable link works on a fresh load

  const count = page.getByTestId('comment-count');
  await expect(count).toHaveText('0 comments');
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('   ');
  await expect(page.getByRole('button', { name: 'Send comment' })).toBeDisabled();
  await box.fill('First!');
  await box.press('Enter');
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('First!')).toBeVisible();
  await expect(count).toHaveText('1 comment');
  await expect(box).toHaveValue('');

  // Reply: a second click closes and clears; a click outside closes too.
  const reply = comments.getByRole('button', { name: 'Reply', exact: true });
  await reply.click();
  const replyBox = page.getByRole('textbox', { name: 'Write a reply' });
  await replyBox.fill('draft');
  await reply.click();
  await expect(replyBox).toHaveCount(0);
  await reply.click();
  await expect(replyBox).toHaveValue('');
  await replyBox.fill('draft again');
  await page.getByRole('heading', { name: 'Post', level: 1 }).click();
  await expect(replyBox).toHaveCount(0);

  await reply.click();
  await replyBox.fill('A reply');
  await replyBox.press('Enter');
  await expect(replyBox).toHaveCount(0);
  await expect(comments.getByRole('list', { name: /^Replies to / })).toContainText('A reply');
  await expect(count).toHaveText('2 comments');

  await page.reload();
  await expect(comments.getByRole('list', { name: /^Replies to / })).toContainText('A reply');
  await expect(count).toHaveText('2 comments');
});

test('a comment like survives a reload', async ({ page }) => {
  const user = await createUser('clike');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  const content = `Comment like ${Date.now()}`;
  await feed.publish(content);
  await feed
    .post(content)
    .getByRole('link', { name: /comments, open post/ })
    .click();
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Like this comment');
  await box.press('Enter');
  const comments = page.getByRole('region', { name: 'Comments' });
  const like = comments.getByRole('button', { name: /^\d+ likes?, Like$/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('1 like, Like');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('1 like, Like');
});

test("another creator's locked media shows the lock and is never requested", async ({ page }) => {
  const user = await createUser('locked');
  const media: string[] = [];
  page.on('request', (request) => {
    if (/locked-media/.test(request.url())) media.push(request.url());
  });
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  const card = feed.post(LOCKED_TEXT);
  await expect(card.getByRole('link', { name: 'View image' })).toBeVisible();
  await expect(card.locator('img[alt^="Image by"]')).toHaveCount(0);

  await page.goto(`/post/${LOCKED_POST}`);
  await expect(page.getByRole('link', { name: 'View image' })).toBeVisible();
  await expect(page.locator('main img[alt^="Image by"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);
});

test('the author sees their own locked media through a signed URL', async ({ page }) => {
  const feed = new FeedPage(page);
  await signIn(page, seededUser('inesglow@velvet.test'));
  await feed.open();
  await page.goto(`/post/${LOCKED_POST}`);
  const image = page.getByRole('img', { name: /^Image by / });
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/locked-media\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: 'View image' })).toHaveCount(0);
});

test('an unknown post says Post not found', async ({ page }) => {
  const user = await createUser('missing');
  const feed = new FeedPage(page);
  await signIn(page, user);
  await feed.open();
  await page.goto('/post/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.goto('/post/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
});
