import { expect, test } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';
import { Shell } from './pages/shell.ts';
import { latestVerifyLink } from './support/mail.ts';
import { createUser, newUser } from './support/users.ts';

test('sign up: Check Your Email, then the mailed link logs in on Home with the new name and handle', async ({
  page,
}, testInfo) => {
  const auth = new AuthPages(page);
  const user = newUser('signup');
  await auth.signUp(user);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  // Before the link is opened the account cannot log in (spec §8).
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await auth.logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  );

  await page.goto(await latestVerifyLink(user.email));
  await auth.expectHome();

  // The handle is the display name folded to a-z0-9 plus a random suffix, never the email (issue 16).
  const handle = new RegExp(
    `^@${user.name
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20)}_[a-z2-9]{4}$`,
  );
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByText(user.name, { exact: true })).toBeVisible();
    await expect(page.getByText(handle)).toBeVisible();
  } else {
    await new Shell(page, testInfo).openSettings();
    await expect(page.getByLabel('Display Name')).toHaveValue(user.name);
    await expect(page.getByLabel('Username')).toHaveValue(handle);
  }
});

test('a second signup with the same email is refused', async ({ page }) => {
  const user = await createUser('dupe');
  await new AuthPages(page).signUp(user);
  await expect(page.getByRole('alert')).toContainText('already');
  await expect(page).toHaveURL(/\/signup$/);
});

test('log out ends the session', async ({ page }, testInfo) => {
  const user = await createUser('logout');
  const auth = new AuthPages(page);
  await auth.logIn(user.email, user.password);
  await auth.expectHome();
  await new Shell(page, testInfo).logOut();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a wrong password shows the service message and keeps the visitor out', async ({ page }) => {
  const user = await createUser('wrongpw');
  await new AuthPages(page).logIn(user.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected route sends a visitor to login and back after signing in', async ({ page }) => {
  const user = await createUser('redirect');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await new AuthPages(page).logIn(user.email, user.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('forgot password: mail, reset link, new password works and the old one does not', async ({ page }) => {
  const user = await createUser('reset');
  const auth = new AuthPages(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Navigations run in a transition: the login form stays until the next screen is ready.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Password reset email sent! Check your inbox and follow the link to reset your password.',
  );

  await page.goto(await latestVerifyLink(user.email));
  await expect(page).toHaveURL(/\/reset-password/);
  const newPassword = `${user.password}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset successfully. Redirecting to login...',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await auth.logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await auth.logIn(user.email, newPassword);
  await auth.expectHome();
});
