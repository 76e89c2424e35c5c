import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { FeedPage } from './pages/feed.ts';
import { signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

test('a fan reports a post, a moderator removes it: gone from the feed, and its author sees why', async ({
  page,
  browser,
}, testInfo) => {
  const author = await createUser('modauthor');
  const fan = await createUser('modfan');
  const content = `Buy followers cheap ${testInfo.project.name} ${Date.now()}`;
  const post = await (await signedInClient(author)).from('posts').insert({ content }).select('id').single();
  expect(post.error).toBeNull();

  // The fan reports it from the post's menu.
  await signIn(page, fan);
  const feed = new FeedPage(page);
  await feed.open();
  const card = feed.post(content);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const sheet = page.getByRole('dialog', { name: 'Report post' });
  await expect(sheet.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await sheet.getByRole('radio', { name: /^Spam/ }).check();
  await sheet.getByRole('textbox', { name: /Anything else/ }).fill('Selling fake followers');
  await page.screenshot({ path: `/tmp/h19-report-sheet-${testInfo.project.name}.png` });
  await sheet.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report sent' }).getByText('Thanks, we’ll review it.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Settings › Your reports shows it under review.
  await page.goto(paths.myReports);
  const mine = page.getByRole('list', { name: 'Your reports' }).getByRole('listitem');
  await expect(mine.first()).toContainText('Under review');
  await expect(mine.first()).toContainText('Spam');

  // The moderator opens the queue from Settings and removes it.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, seededUser('moderator@velvet.test'));
  const mod = await moderatorContext.newPage();
  await mod.goto(paths.settings);
  await mod.getByRole('tab', { name: 'Settings' }).click();
  await mod.getByRole('link', { name: 'Reports and support queue' }).click();
  await expect(mod.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const entry = mod.getByRole('article').filter({ hasText: content });
  await expect(entry).toContainText('Post reported for spam');
  await expect(entry).toContainText('Selling fake followers');
  await mod.screenshot({ path: `/tmp/h19-moderation-${testInfo.project.name}.png` });
  await entry.getByRole('textbox', { name: /^Why/ }).fill('Spam: fake follower sales');
  await entry.getByRole('button', { name: 'Remove post' }).click();
  await expect(entry).toHaveCount(0);
  await mod.getByRole('tab', { name: 'Log' }).click();
  await expect(mod.getByRole('list', { name: 'Moderation log' })).toContainText('Spam: fake follower sales');
  await moderatorContext.close();

  // Gone from the fan's feed; their report says action was taken.
  await feed.open();
  await expect(feed.posts.first()).toBeVisible();
  await expect(feed.post(content)).toHaveCount(0);
  await page.goto(paths.myReports);
  await expect(page.getByRole('list', { name: 'Your reports' }).getByRole('listitem').first()).toContainText(
    'Action taken',
  );

  // The author still sees it, marked.
  const authorContext = await browser.newContext();
  await signIn(authorContext, author);
  const own = await authorContext.newPage();
  await own.goto(paths.post(post.data!.id));
  await expect(own.getByText('Removed for breaking the guidelines', { exact: false })).toBeVisible();
  await authorContext.close();
});

test('someone who is not a moderator is refused the moderation screen and sees no link to it', async ({ page }) => {
  await signIn(page, await createUser('notmod'));
  await page.goto(paths.settings);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports and support queue' })).toHaveCount(0);
  await page.goto(paths.moderation);
  await expect(page.getByRole('heading', { name: 'Moderators only' })).toBeVisible();
});
