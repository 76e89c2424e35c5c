import { expect, test } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';
import { Shell } from './pages/shell.ts';
import { tinyPng as png } from './support/media.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('profile edits and a new avatar survive a reload', async ({ page }, testInfo) => {
  const user = await createUser('profile');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();

  await page.getByLabel('Display Name').fill('Renamed Fan');
  await page.getByLabel('Bio').fill('Coffee, cameras and concerts.');
  await expect(page.getByText('29/500')).toBeVisible();
  await page.getByLabel('Location').fill('Lisbon, Portugal');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Change Avatar' })).toBeEnabled();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/.+\.png$/,
  );

  await page.reload();
  await expect(page.getByLabel('Display Name')).toHaveValue('Renamed Fan');
  await expect(page.getByLabel('Bio')).toHaveValue('Coffee, cameras and concerts.');
  await expect(page.getByLabel('Location')).toHaveValue('Lisbon, Portugal');
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /\/avatars\/.+\.png$/);
  // The stored file is really served.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('an avatar over the 5 MB limit is refused before it is uploaded', async ({ page }, testInfo) => {
  const user = await createUser('bigavatar');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/avatars/')) uploads++;
  });
  const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('alert')).toHaveText('Avatars can be at most 5 MB.');
  await expect(page.getByRole('button', { name: 'Change Avatar' })).toBeEnabled();
  expect(uploads).toBe(0);
});

test('a file that is not an image is refused', async ({ page }, testInfo) => {
  const user = await createUser('notimage');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Please select an image file');
});

test('delete account removes the account after confirmation', async ({ page }, testInfo) => {
  const user = await createUser('delete');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /\/avatars\//);
  const avatarUrl = await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeDisabled();
  // The password again (review m10): a wrong one deletes nothing and says so.
  await dialog.getByLabel('Your password').fill('not-my-password');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That password is not right. Enter the password you sign in with.',
  );
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('DELETE');
  await dialog.getByLabel('Your password').fill(user.password);
  await confirm.click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('status')).toHaveText('Your account and everything you uploaded have been deleted.');
  // The uploaded file is gone from storage, and the account can no longer sign in.
  expect((await page.request.get(avatarUrl!)).status()).not.toBe(200);
  await new AuthPages(page).logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
});
