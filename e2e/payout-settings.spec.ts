import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { paths } from '../src/config/paths.ts';
import { Shell } from './pages/shell.ts';
import { checkA11y } from './support/axe.ts';
import { signedInClient } from './support/api.ts';
import { becomeCreator } from './support/creator-money.ts';
import { e2eEnv } from './support/env.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

// Issue 19 §4: Settings › Payout Settings. A creator enters where payouts go and sees them masked; once the
// account has an authenticator, the database asks a password-only session for the code before a change.

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a creator enters payout details from Settings, a wrong IBAN is caught, and the saved one shows masked', async ({
  page,
}, testInfo) => {
  const creator = await createUser('payoutdetails');
  await becomeCreator(await signedInClient(creator));
  await signIn(page, creator);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Payout Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add payout details' });
  await form.getByLabel('Account holder').fill('Mia Example');
  await form.getByLabel('Bank country').selectOption({ label: 'Germany' });
  await expect(form.getByText('22 characters, starting with DE. Spaces are fine.')).toBeVisible();
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(form.getByText('This IBAN is not valid: check it against your bank statement.')).toBeVisible();
  await expect(form.getByLabel('IBAN')).toBeFocused();
  await checkA11y(page, 'payout details, wrong IBAN');

  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payout details saved.' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Where payouts go' });
  await expect(saved).toContainText('Mia Example');
  await expect(saved).toContainText('Germany');
  await expect(saved).toContainText('•••• 3000');
  await expect(page.getByText('DE89370400440532013000')).toHaveCount(0);
  await checkA11y(page, 'payout details saved');

  // Still there after a reload, masked.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Where payouts go' })).toContainText('•••• 3000');
});

test('with an authenticator on the account and a password-only session, saving payout details asks for the code', async ({
  page,
}) => {
  const creator = await createUser('payoutmfa');
  await becomeCreator(await signedInClient(creator));
  // This browser signs in with the password: its session is aal1, and the account has no authenticator yet.
  await signIn(page, creator);
  await page.goto(paths.payoutSettings);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();

  // Then the account gets a verified authenticator while this session stays alive. (Verifying one through the
  // auth API ends the user's other aal1 sessions, and a new password sign-in gets the code step before the app
  // draws, so this is the rare session the database's aal2 rule is the last line for: the factor is stored
  // as the auth service stores it.)
  const secret = new Secret({ size: 20 }).base32;
  const db = new pg.Client({ connectionString: e2eEnv('E2E_DB_URL') });
  await db.connect();
  try {
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), $2)`,
      [creator.id, secret],
    );
  } finally {
    await db.end();
  }

  const form = page.getByRole('form', { name: 'Add payout details' });
  await form.getByLabel('Account holder').fill('Mia Example');
  await form.getByLabel('Bank country').selectOption({ label: 'France' });
  await form.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await form.getByRole('button', { name: 'Save payout details' }).click();

  const code = page.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  await expect(
    page.getByText(/Enter the 6-digit code from your authenticator app to save your payout details\./),
  ).toBeVisible();
  // Nothing typed is lost while the code is asked, and nothing was saved.
  await expect(form.getByLabel('Account holder')).toHaveValue('Mia Example');
  expect((await (await signedInClient(creator)).from('payout_details').select('user_id')).data).toEqual([]);
  await checkA11y(page, 'payout details, code asked');
  await code.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify and save' }).click();
  await expect(page.getByRole('region', { name: 'Where payouts go' })).toContainText('•••• 2606');
  await expect(page.getByRole('status').filter({ hasText: 'Payout details saved.' })).toBeVisible();
});
