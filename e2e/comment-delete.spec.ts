import { expect, type Page, test } from '@playwright/test';
import { signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

/** A comment in the post's thread, by its text. */
const comment = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text }).first();

async function deleteFromMenu(page: Page, text: string) {
  await comment(page, text).getByRole('button', { name: 'Comment options' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete comment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
}

test("a comment's author deletes it, the post's author deletes any comment on their post, others only report", async ({
  browser,
}) => {
  const [author, fan, other] = await Promise.all([
    createUser('cdel-author'),
    createUser('cdel-fan'),
    createUser('cdel-other'),
  ]);
  const [authorApi, fanApi, otherApi] = await Promise.all([
    signedInClient(author),
    signedInClient(fan),
    signedInClient(other),
  ]);
  const { data: post } = await authorApi.from('posts').insert({ content: 'Comment on this' }).select('id').single();
  const postId = post!.id;
  const rude = (
    await otherApi.from('comments').insert({ post_id: postId, content: 'A rude remark' }).select('id').single()
  ).data!.id;
  await fanApi.from('comments').insert({ post_id: postId, content: 'I take it back' });
  await fanApi.from('comments').insert({ post_id: postId, parent_id: rude, content: 'Agreed with the remark' });

  // The fan: their own comment has Delete; someone else's only Block and Report.
  const fanPage = await (await browser.newContext()).newPage();
  await signIn(fanPage, fan);
  await fanPage.goto(`/post/${postId}`);
  await comment(fanPage, 'A rude remark').getByRole('button', { name: 'Comment options' }).first().click();
  await expect(fanPage.getByRole('menuitem', { name: /^Report comment$/ })).toBeVisible();
  await expect(fanPage.getByRole('menuitem', { name: 'Delete comment' })).toHaveCount(0);
  await fanPage.keyboard.press('Escape');
  await deleteFromMenu(fanPage, 'I take it back');
  await expect(fanPage.getByText('I take it back')).toHaveCount(0);
  await fanPage.reload();
  await expect(fanPage.getByText('A rude remark')).toBeVisible();
  await expect(fanPage.getByText('I take it back')).toHaveCount(0);

  // The post's author removes another's comment on their post, with its reply; the count follows.
  const authorPage = await (await browser.newContext()).newPage();
  await signIn(authorPage, author);
  await authorPage.goto(`/post/${postId}`);
  await comment(authorPage, 'A rude remark').getByRole('button', { name: 'Comment options' }).first().click();
  await expect(authorPage.getByRole('menuitem', { name: 'Report comment' })).toBeVisible();
  await authorPage.getByRole('menuitem', { name: 'Delete comment' }).click();
  const confirm = authorPage.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText('comment and its reply will be removed from your post');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(authorPage.getByText('A rude remark')).toHaveCount(0);
  await expect(authorPage.getByText('Agreed with the remark')).toHaveCount(0);
  await expect(authorPage.getByText('No comments yet. Start the conversation.')).toBeVisible();
  const stored = await authorApi.from('posts').select('comments_count').eq('id', postId).single();
  expect(stored.data?.comments_count).toBe(0);

  await fanPage.context().close();
  await authorPage.context().close();
});
