import { expect, test } from '@playwright/test';
import { ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('Following lists the people you follow and unfollows them', async ({ page }) => {
  const fan = await createUser('lister');
  const creator = await createUser('listed');
  const { id, name } = await ownProfile(await signedInClient(creator));
  // The fan follows through the API (as another screen would have), then looks at the list.
  const fanClient = await signedInClient(fan);
  const { error } = await fanClient.from('follows').insert({ following_id: id });
  expect(error).toBeNull();

  await signIn(page, fan);
  await page.goto('/following');
  const list = page.getByRole('list', { name: 'People you follow' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  await list.getByRole('button', { name: `Following ${name}` }).click();
  // Stays in place so it can be undone, and is gone after a reload.
  await expect(list.getByRole('button', { name: `Follow ${name}` })).toBeVisible();
  await expect
    .poll(async () => (await fanClient.from('follows').select('following_id').eq('following_id', id)).data?.length)
    .toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are not following anyone yet' })).toBeVisible();
});
