import { expect, test } from '@playwright/test';
import { signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

/*
 * Issue 18: where focus goes when the control that had it goes with its action, with the keyboard on the
 * real app (the unit tests cover the other branches): a query's Try again, deleting one's own post.
 */
test("Try again keeps focus on the screen's heading; a deleted post hands it to the next post", async ({ page }) => {
  const author = await createUser('deleter');
  const api = await signedInClient(author);
  // Inserted one after the other: the feed shows them newest first (Third, Second, First). Stamped: the
  // other project's run of this test posts the same words to the shared feed.
  const stamp = Date.now().toString(36);
  const [first, second, third] = ['First', 'Second', 'Third'].map((word) => `${word} of three ${stamp}`) as [
    string,
    string,
    string,
  ];
  for (const content of [first, second, third]) {
    const { error } = await api.from('posts').insert({ content });
    expect(error).toBeNull();
  }
  await signIn(page, author);

  const feed = '**/rest/v1/rpc/get_feed*';
  await page.route(feed, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) }),
  );
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await page.unroute(feed);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(second)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeFocused();

  const card = (text: string) => page.getByRole('article').filter({ hasText: text });
  await card(second).getByRole('button', { name: 'Delete post' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete post' }).focus();
  await page.keyboard.press('Enter');
  await expect(card(second)).toHaveCount(0);
  await expect(card(first)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Post deleted' })).toBeAttached();
});
