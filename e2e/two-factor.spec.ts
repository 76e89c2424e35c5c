import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { AuthPages } from './pages/auth.ts';
import { Shell } from './pages/shell.ts';
import { signedInClient } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('turn on two-factor sign-in in Settings, sign in with the code, then remove it', async ({ page }, testInfo) => {
  const user = await createUser('twofactor');
  await signIn(page, user);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Two-Factor Authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Velvet to your authenticator app' })).toBeVisible();
  const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y(page, 'two-factor set-up');
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is on.' })).toBeVisible();

  // A new sign-in: the password opens only the code step.
  await shell.logOut();
  await new AuthPages(page).logIn(user.email, user.password);
  const step = page.getByRole('heading', { level: 1, name: 'Two-factor authentication' });
  await expect(step).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await checkA11y(page, 'two-factor sign-in step');

  // The code used at set-up is spent; the next one is what the app shows now.
  const next = codeFor(secret, 1);
  const wrong = String((Number(next) + 500_000) % 1_000_000).padStart(6, '0');
  const field = page.getByLabel('6-digit code');
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and enter the current code.',
  );
  await expect(field).toHaveValue(wrong);
  await checkA11y(page, 'two-factor sign-in step, wrong code');
  await field.fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  // Removing it (this session entered a code, so no new one is asked).
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/^Remove this authenticator\?/)).toBeVisible();
  await checkA11y(page, 'two-factor on, removing');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
  await shell.logOut();
  await new AuthPages(page).logIn(user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('a backup authenticator signs in when the phone is lost, and the lost one is removed', async ({
  page,
}, testInfo) => {
  // An account whose first authenticator (the phone) was set up earlier.
  const user = await createUser('backupauth');
  const api = await signedInClient(user);
  const enrolled = await api.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no TOTP factor');
  const phone = enrolled.data.totp.secret;
  const verified = await api.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(phone) });
  expect(verified.error).toBeNull();

  // Signed in with the phone, they add a backup in Settings.
  const auth = new AuthPages(page);
  await page.goto('/login');
  await auth.logIn(user.email, user.password);
  await page.getByLabel('6-digit code').fill(codeFor(phone, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Add another authenticator' }).click();
  await expect(page.getByRole('heading', { name: 'Set up another authenticator' })).toBeVisible();
  const backup = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(codeFor(backup));
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Backup authenticator added.' })).toBeVisible();
  await checkA11y(page, 'two-factor with a backup');

  // The phone is lost: the next sign-in takes the backup's code.
  await new Shell(page, testInfo).logOut();
  await auth.logIn(user.email, user.password);
  const choice = page.getByRole('group', { name: 'Code from' });
  await choice.getByText('Backup authenticator', { exact: true }).click();
  await expect(choice.getByRole('radio', { name: /Backup authenticator/ })).toBeChecked();
  await checkA11y(page, 'two-factor sign-in step, choosing an authenticator');
  await page.getByLabel('6-digit code').fill(codeFor(backup, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  // And the lost phone is taken off the account; the backup keeps two-factor on.
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Remove Authenticator app' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Authenticator removed.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
  await expect(page.getByRole('list').getByText('Authenticator app')).toHaveCount(0);
});
