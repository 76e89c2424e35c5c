import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/account.ts';
import { AuthPages } from './pages/auth.ts';
import { Shell } from './pages/shell.ts';
import { latestCode, latestVerifyLink } from './support/mail.ts';
import { signedInYesterday, signIn } from './support/sessions.ts';
import { createUser, newUser } from './support/users.ts';

test('change email: nothing changes until both addresses confirm, then the new one logs in', async ({
  page,
}, testInfo) => {
  // Two sign-ins, a reload and two mailed links: longer than one test's time on a busy machine.
  test.slow();
  const user = await createUser('mover');
  const next = newUser('moved').email;
  const auth = new AuthPages(page);
  const account = new AccountPage(page, testInfo);
  await signIn(page, user);
  await new Shell(page, testInfo).openHome();
  await account.open();
  await expect(account.loginAddress()).toContainText(user.email);

  await account.changeEmail(next);
  await expect(page.getByRole('status').filter({ hasText: 'Confirmation links sent to' })).toContainText(
    `${user.email} and ${next}`,
  );
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(next);

  // The link to the current address only records itself.
  await page.goto(await latestVerifyLink(user.email));
  await account.expectOpen();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmation link accepted' })).toHaveText(
    'Confirmation link accepted. Please proceed to confirm link sent to the other email',
  );
  await expect(account.loginAddress()).toContainText(user.email);

  await page.goto(await latestVerifyLink(next));
  await account.expectOpen();
  await expect(account.loginAddress()).toContainText(next);
  await expect(page.getByText('Waiting for confirmation')).toHaveCount(0);

  await new Shell(page, testInfo).logOut();
  await auth.logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await auth.logIn(next, user.password);
  await auth.expectHome();
});

test('change password: a session from yesterday needs the mailed code; a wrong code is refused', async ({
  page,
}, testInfo) => {
  // Two sign-ins, a mailed code and a refusal before the change.
  test.slow();
  const user = await createUser('rekey');
  const auth = new AuthPages(page);
  const account = new AccountPage(page, testInfo);
  await signIn(page, user);
  await new Shell(page, testInfo).openHome();
  await signedInYesterday(user.email);
  await account.open();

  // The spec's password rules come first.
  await account.changePassword('short');
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

  const newPassword = `${user.password}-new`;
  await account.changePassword(newPassword);
  await expect(page.getByText(`enter the code we just sent to ${user.email}`)).toBeVisible();
  const code = await latestCode(user.email);
  const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
  await page.getByLabel('Verification Code').fill(wrong);
  await page.getByLabel('Verification Code').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'That code is wrong or has expired. Check the latest email or send a new code.',
  );

  await page.getByLabel('Verification Code').fill(code);
  await page.getByLabel('Verification Code').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toHaveCount(0);

  await new Shell(page, testInfo).logOut();
  await auth.logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await auth.logIn(user.email, newPassword);
  await auth.expectHome();
});
