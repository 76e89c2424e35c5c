import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell.ts';
import { adminClient, signedInClient } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { latestMail } from './support/mail.ts';
import { signIn } from './support/sessions.ts';
import { createUser } from './support/users.ts';

test('an unread notification brings a digest mail whose unsubscribe link works without signing in', async ({
  page,
}, testInfo) => {
  const fan = await createUser('digest');
  const follower = await createUser('digester');
  expect((await (await signedInClient(follower)).from('follows').insert({ following_id: fan.id })).error).toBeNull();

  // The hourly job, run now: what pg_cron sends through pg_net (the service-role key from Vault).
  const run = await adminClient().functions.invoke('email-digest');
  expect(run.error).toBeNull();
  const mail = await latestMail(fan.email);
  expect(mail.Subject).toBe('You have 1 notification on Velvet');

  // The mail as a mail client shows it; its Unsubscribe link opens the app, signed out.
  await page.setContent(mail.HTML);
  await expect(page.getByRole('heading', { name: /here is what you missed/ })).toBeVisible();
  await expect(page.getByText('1 new follower', { exact: true })).toBeVisible();
  const unsubscribe = page.getByRole('link', { name: 'Unsubscribe' });
  const href = await unsubscribe.getAttribute('href');
  expect(href).toMatch(/\/unsubscribe\?token=[0-9a-f]{64}$/);

  // A changed token is refused and changes nothing.
  await page.goto(href!.replace(/token=./, (m) => (m.endsWith('0') ? 'token=1' : 'token=0')));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
  await checkA11y(page, 'unsubscribe, link not valid');
  const fanApi = await signedInClient(fan);
  expect((await fanApi.from('email_digest_settings').select('frequency')).data).toEqual([]);

  // Opening the link (as a mail scanner that runs the page would) changes nothing: it says what
  // the button will do.
  await page.setContent(mail.HTML);
  await unsubscribe.click();
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByText(/^Velvet will stop sending the email digest/)).toBeVisible();
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeVisible();
  await checkA11y(page, 'unsubscribe, before confirming');
  expect((await fanApi.from('email_digest_settings').select('frequency')).data).toEqual([]);

  await button.click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await expect(button).toBeHidden();
  expect((await fanApi.from('email_digest_settings').select('frequency')).data).toEqual([{ frequency: 'off' }]);
  await checkA11y(page, 'unsubscribed');

  // Signed in, Settings › Email shows the digest off.
  await signIn(page, fan);
  const shell = new Shell(page, testInfo);
  await shell.openHome();
  await shell.openSettings();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Email', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Off/ })).toBeChecked();
  await checkA11y(page, 'email notifications');

  // And back on, weekly: saved.
  await page.getByText('Weekly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  expect((await fanApi.from('email_digest_settings').select('frequency')).data).toEqual([{ frequency: 'weekly' }]);
});
