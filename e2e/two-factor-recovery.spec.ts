import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { paths } from '../src/config/paths.ts';
import { AuthPages } from './pages/auth.ts';
import { checkA11y } from './support/axe.ts';
import { e2eEnv } from './support/env.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { latestMail } from './support/mail.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

/**
 * Every browser of the e2e run asks from 127.0.0.1, and the function allows a network 10 requests an hour:
 * earlier tests' requests are aged past the hour, as if it had gone by (test-only, through the database).
 */
test.beforeEach(async () => {
  const db = new pg.Client({ connectionString: e2eEnv('E2E_DB_URL') });
  await db.connect();
  try {
    await db.query(
      `update private.two_factor_recoveries set requested_at = requested_at - interval '1 hour'
        where client_ip = '127.0.0.1' and requested_at > now() - interval '1 hour'`,
    );
  } finally {
    await db.end();
  }
});

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** The confirm link in the newest mail to `address`. */
async function confirmLink(address: string): Promise<string> {
  const mail = await latestMail(address);
  const link = /https?:\/\/[^\s"'<>]+\/two-factor-recovery\/confirm\?token=[0-9a-f]{64}/.exec(mail.Text)?.[0];
  if (!link) throw new Error(`no confirm link in the mail to ${address}`);
  return link;
}

test('lost authenticator: from the two-factor step to a mailed, confirmed request a moderator acts on', async ({
  page,
  browser,
}, testInfo) => {
  // An account with an authenticator, whose phone is now gone.
  const user = await createUser('lostphone');
  const api = await signedInClient(user);
  const { username } = await ownProfile(api);
  const enrolled = await api.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no TOTP factor');
  const code = codeFor(enrolled.data.totp.secret);
  expect((await api.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code })).error).toBeNull();

  // The password opens only the code step; its support line is a link now.
  await new AuthPages(page).logIn(user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Velvet support' }).click();
  await expect(page).toHaveURL(paths.twoFactorRecovery);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost your authenticator?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Two-factor recovery request' });
  await expect(form.getByLabel('Email of your account')).toHaveValue(user.email);
  await checkA11y(page, 'two-factor recovery request');
  const story = `My phone was stolen (${testInfo.project.name} ${Date.now()})`;
  await form.getByLabel('What happened?').fill(story);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account with two-factor authentication uses ${user.email}, we have sent it an email with a link`,
  );
  await checkA11y(page, 'two-factor recovery request sent');

  // The mail to the account's address; its link asks before it does anything.
  await page.goto(await confirmLink(user.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeVisible();
  await checkA11y(page, 'two-factor recovery confirmation');
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('status')).toContainText('Your request is with our team.');

  // A moderator finds it in Support, checks, and turns two-factor off.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, seededUser('moderator@velvet.test'));
  const mod = await moderatorContext.newPage();
  await mod.goto(paths.moderation);
  await mod.getByRole('tab', { name: 'Support' }).click();
  const ticket = mod.getByRole('article').filter({ hasText: story });
  await expect(ticket).toContainText('Two-factor recovery · Open');
  await expect(ticket).toContainText('Confirmed from the account’s mailbox');
  await expect(ticket).toContainText(`Write to ${user.email}`);
  await ticket.getByRole('textbox', { name: /^How you checked/ }).fill('Named their last two tips on a call');
  await ticket.getByRole('button', { name: 'Turn off two-factor' }).click();
  const confirm = mod.getByRole('dialog', { name: `Turn off two-factor for @${username}?` });
  await checkA11y(mod, 'turn off two-factor confirmation', { include: 'dialog[open]' });
  await confirm.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(ticket).toContainText('Two-factor recovery · Closed');
  await expect(ticket).toContainText('Two-factor authentication was turned off');
  await mod.getByRole('tab', { name: 'Log' }).click();
  await expect(mod.getByRole('list', { name: 'Moderation log' })).toContainText('Named their last two tips on a call');
  await moderatorContext.close();

  // They are told by mail, and the password alone signs them in.
  expect((await latestMail(user.email, 2)).Subject).toBe('Two-factor authentication is off for your Velvet account');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await new AuthPages(page).logIn(user.email, user.password);
  await new AuthPages(page).expectHome();
});

test('the request page says the same for an address without an account, and mails nothing', async ({ page }) => {
  const nobody = `nobody-${Date.now()}@example.test`;
  await page.goto(paths.twoFactorRecovery);
  const form = page.getByRole('form', { name: 'Two-factor recovery request' });
  await form.getByLabel('Email of your account').fill(nobody);
  await form.getByLabel('What happened?').fill('Lost my phone');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account with two-factor authentication uses ${nobody}, we have sent it an email with a link`,
  );
  // A made-up link: not valid, nothing sent to the team.
  await page.goto(`${paths.twoFactorRecoveryConfirm}?token=${'0'.repeat(64)}`);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await expect(page.getByRole('link', { name: 'Ask again' })).toBeVisible();
});
