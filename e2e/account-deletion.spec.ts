import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { paths } from '../src/config/paths.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { becomeCreator, fundWallet } from './support/creator-money.ts';
import { signIn, signInWithNewAuthenticator } from './support/sessions.ts';
import { createUser } from './support/users.ts';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a creator with two-factor on deletes their account with the password and a code; their subscriber is told', async ({
  page,
  browser,
}) => {
  const creator = await createUser('leavingcreator');
  const creatorApi = await signedInClient(creator);
  await becomeCreator(creatorApi, 999);
  const { name, username } = await ownProfile(creatorApi);
  const fan = await createUser('leftfan');
  const fanApi = await signedInClient(fan);
  await fundWallet(fanApi, 2000);
  const subscribed = await fanApi.rpc('subscribe', { creator_id: creator.id, idempotency_key: randomUUID() });
  expect(subscribed.error).toBeNull();

  const secret = await signInWithNewAuthenticator(page, creator, (s) => codeFor(s));
  await page.goto(paths.settings);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('1 subscriber'); // what is lost, before anything else
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Your password').fill(creator.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();

  // The password was right; two-factor is on, so a code too, from the next step of the authenticator.
  await expect(dialog).toContainText('Enter the 6-digit code from your authenticator app to delete your account.');
  await checkA11y(page, 'delete account, code step', { include: 'dialog[open]' });
  await dialog.getByLabel('6-digit code').fill(codeFor(secret, 1));
  await dialog.getByRole('button', { name: 'Verify and delete' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('status')).toHaveText('Your account and everything you uploaded have been deleted.');

  // The subscriber hears it from Velvet.
  const fanContext = await browser.newContext();
  await signIn(fanContext, fan);
  const fanPage = await fanContext.newPage();
  await fanPage.goto(paths.notifications);
  await expect(fanPage.getByRole('list', { name: 'Notifications' })).toContainText(
    `Your subscription to ${name} (@${username}) has ended: they deleted their account. It will not renew.`,
  );
  await fanContext.close();
});
