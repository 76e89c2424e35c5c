import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { AuthPages } from './pages/auth.ts';
import { ownProfile, signedInClient } from './support/api.ts';
import { waitForImagesOnScreen } from './support/images.ts';
import { latestVerifyLink } from './support/mail.ts';
import { signedInYesterday, signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

// `npm run screenshots`: every screen at both sizes into screenshots/ (git-ignored), for looking at.
const dir = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(dir, { recursive: true });

async function shoot(page: Page, project: string, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // Wait for avatars (generated ones arrive as data URIs from a lazy chunk) and covers.
  await waitForImagesOnScreen(page);
  await page.screenshot({ path: path.join(dir, `${project}-${name}.png`), fullPage: false });
}

test('signed-out screens', async ({ page }, testInfo) => {
  const p = testInfo.project.name;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await shoot(page, p, '01-login');
  await new AuthPages(page).logIn('nobody@example.test', 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, p, '02-login-error');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await shoot(page, p, '03-signup');
  await page.getByLabel('Full Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }).check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, p, '04-signup-error');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.test`);
  await page.getByLabel('Confirm Password').fill('abcdef');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await shoot(page, p, '04b-check-email');
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await shoot(page, p, '05-forgot');
  const user = await createUser('shots');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await shoot(page, p, '06-forgot-sent');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, p, '07-reset-no-link');
  await page.goto(await latestVerifyLink(user.email));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await shoot(page, p, '08-reset');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm New Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await shoot(page, p, '09-reset-done');
  for (const [route, name] of [
    ['/terms', '10-terms'],
    ['/privacy', '11-privacy'],
    ['/nope', '12-not-found'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, p, name);
  }
});

test('signed-in screens', async ({ page }, testInfo) => {
  // Fourteen screens in one tour: more than one test's time on a busy machine.
  test.slow();
  const p = testInfo.project.name;
  // The seeded demo fan: a real avatar, name and conversations.
  await signIn(page, seededUser('fan1@velvet.test'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await shoot(page, p, '20-home');
  for (const [route, title, name] of [
    ['/discover', 'Discover', '21-discover'],
    ['/notifications', 'Notifications', '22-notifications'],
    ['/chats', 'Chats', '23-chats'],
    ['/calls', 'Calls', '24-calls'],
    ['/following', 'Following', '25-following'],
    ['/wallet', 'Wallet', '26-wallet'],
    ['/become-creator', 'Become a Creator', '27-become-creator'],
    ['/whats-new', "What's new", '28-whats-new'],
    ['/help', 'Help Center', '28b-help'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await shoot(page, p, name);
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/@/);
  await shoot(page, p, '29-profile');
  await page.goto('/settings');
  await expect(page.getByLabel('Display Name')).not.toHaveValue('');
  await shoot(page, p, '30-settings-profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shoot(page, p, '31-settings-menu');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, p, '32-delete-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Email & Password' }).click();
  await expect(page.getByRole('heading', { name: 'Email & Password', level: 1 })).toBeVisible();
  await expect(page.getByText(/^You log in with/)).toBeVisible();
  await shoot(page, p, '33-email-password');
});

test('email and password changes in progress', async ({ page }, testInfo) => {
  const p = testInfo.project.name;
  const user = await createUser('account');
  await signIn(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await signedInYesterday(user.email);
  await page.goto('/settings/email-password');
  await page.getByLabel('New Email').fill(`new-${user.email}`);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Confirmation links sent to')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm New Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Verification Code').fill('000000');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, p, '34-email-password-pending');
  await page.getByLabel('Verification Code').scrollIntoViewIfNeeded();
  await shoot(page, p, '35-password-code');
});

test('a new account without an uploaded avatar', async ({ page }, testInfo) => {
  const p = testInfo.project.name;
  const user = await createUser('newbie');
  await signIn(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/svg/);
  await shoot(page, p, '40-new-user-settings');
});

/** For long lists whose lazy images below the fold never load: the viewport as it is. */
const shootNow = (page: Page, project: string, name: string) =>
  page.screenshot({ path: path.join(dir, `${project}-${name}.png`), fullPage: false });

test('money screens', async ({ page }, testInfo) => {
  test.slow();
  const p = testInfo.project.name;
  // A creator's /wallet: the wallet above, the earnings panel below.
  await signIn(page, seededUser('lunarivera@velvet.test'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByText(/^€[\d,.]+$/).first()).toBeVisible();
  await shoot(page, p, '40-wallet-creator');
  await page.getByRole('heading', { name: 'Subscribers' }).scrollIntoViewIfNeeded();
  await shoot(page, p, '41-earnings');
  // The creator's own paid message.
  await page.goto('/chats/d0000000-0000-4000-8000-000000000001');
  await expect(page.getByText(/^Paid · /).first()).toBeVisible();
  await page
    .getByText(/^Paid · /)
    .first()
    .scrollIntoViewIfNeeded();
  await shoot(page, p, '42-paid-message-sender');
  // The creator's own pay-per-view post says who else sees it.
  await page.goto('/profile/@lunarivera');
  await expect(page.getByText('Pay-per-view · only you and buyers').first()).toBeVisible();
  await page.getByText('Pay-per-view · only you and buyers').first().scrollIntoViewIfNeeded();
  await shootNow(page, p, '46-own-ppv');
  // A new fan: a pay-per-view post still locked.
  const fan = await createUser('moneyshots');
  await signIn(page, fan);
  await page.goto('/post/b0000000-0000-4000-8000-000000000011');
  await expect(page.getByRole('button', { name: /^Unlock for / })).toBeVisible();
  await shoot(page, p, '43-ppv-locked');
  await page.goto('/profile/@kaidraws');
  await expect(page.getByRole('button', { name: /^Unlock for / }).first()).toBeVisible();
  await shootNow(page, p, '44-profile-ppv');
  // Alex has not bought Hana's paid photo.
  await signIn(page, seededUser('fan1@velvet.test'));
  await page.goto('/chats/d0000000-0000-4000-8000-000000000004');
  await expect(page.getByText('View image').first()).toBeVisible();
  await page.getByText('View image').first().scrollIntoViewIfNeeded();
  await shoot(page, p, '45-paid-message-fan');
});

test('trust and safety screens', async ({ page }, testInfo) => {
  const p = testInfo.project.name;
  // A verified creator's payout details, masked (seeded).
  await signIn(page, seededUser('lunarivera@velvet.test'));
  await page.goto('/settings/payout');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();
  await expect(page.getByText(/•••• \d{4}/).first()).toBeVisible();
  await shoot(page, p, '50-payout-settings');
  // The moderators' screen: the queue and the suspended accounts.
  await signIn(page, seededUser('moderator@velvet.test'));
  await page.goto('/moderation');
  await expect(page.getByRole('tab', { name: 'Suspended' })).toBeVisible();
  await shoot(page, p, '51-moderation-queue');
  await page.getByRole('tab', { name: 'Suspended' }).click();
  await shootNow(page, p, '52-moderation-suspended');
  // Notices from Velvet in someone's Notifications: a removal, a reviewed report, a support answer.
  const member = await createUser('notices');
  const [memberApi, otherApi, moderatorApi] = await Promise.all([
    signedInClient(member),
    createUser('noticesother').then(signedInClient),
    signedInClient(seededUser('moderator@velvet.test')),
  ]);
  const removed = await memberApi.from('posts').insert({ content: 'Cheap followers, DM me!' }).select('id').single();
  const fine = await otherApi.from('posts').insert({ content: 'Sunday market haul' }).select('id').single();
  const ticket = await memberApi
    .from('support_tickets')
    .insert({ category: 'payments', message: 'Where is my top-up?' })
    .select('id')
    .single();
  await otherApi.from('reports').insert({ target_type: 'post', target_id: removed.data!.id, reason: 'spam' });
  await memberApi.from('reports').insert({ target_type: 'post', target_id: fine.data!.id, reason: 'spam' });
  for (const [target, action] of [
    [removed.data!.id, 'remove'],
    [fine.data!.id, 'dismiss'],
  ] as const) {
    const moderated = await moderatorApi.rpc('moderate_item', {
      target_type: 'post',
      target_id: target,
      action,
      reason: 'Reviewed',
    });
    expect(moderated.error).toBeNull();
  }
  const answered = await moderatorApi.rpc('answer_support_ticket', {
    ticket_id: ticket.data!.id,
    answer: 'Found it: the top-up is in your wallet now.',
  });
  expect(answered.error).toBeNull();
  await signIn(page, member);
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(3);
  await shoot(page, p, '54-notices-from-velvet');
  // Two-factor with a backup authenticator: the sign-in step asks which app the code is from.
  const guarded = await createUser('backups');
  const guardedApi = await signedInClient(guarded);
  const secrets: string[] = [];
  for (const friendlyName of ['Authenticator app', 'Backup authenticator']) {
    const factor = await guardedApi.auth.mfa.enroll({ factorType: 'totp', friendlyName });
    if (factor.error || factor.data.type !== 'totp') throw factor.error ?? new Error('no TOTP factor');
    secrets.push(factor.data.totp.secret);
    const code = new TOTP({ secret: Secret.fromBase32(factor.data.totp.secret) }).generate();
    expect((await guardedApi.auth.mfa.challengeAndVerify({ factorId: factor.data.id, code })).error).toBeNull();
  }
  await signIn(page, guarded);
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Code from' })).toBeVisible();
  await shoot(page, p, '55-two-factor-sign-in-step');
  // The first app's next code (this one's current code was spent setting it up).
  const next = new TOTP({ secret: Secret.fromBase32(secrets[0]!) }).generate({ timestamp: Date.now() + 30_000 });
  await page.getByLabel('6-digit code').fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/settings/two-factor');
  await expect(page.getByRole('button', { name: 'Add another authenticator' })).toBeVisible();
  await shoot(page, p, '56-two-factor-settings');
  // An appeal upheld: the moderator puts the removed post back from the log.
  const { username: memberHandle } = await ownProfile(memberApi);
  await signIn(page, seededUser('moderator@velvet.test'));
  await page.goto('/moderation');
  await page.getByRole('tab', { name: 'Log' }).click();
  const removal = page
    .getByRole('list', { name: 'Moderation log' })
    .getByRole('listitem')
    .filter({ hasText: `Removed post of @${memberHandle}` });
  await removal.getByRole('button', { name: 'Restore post' }).click();
  await removal.getByRole('textbox', { name: /^Why restore it/ }).fill('Appeal upheld: the link was the shop owner');
  await shootNow(page, p, '57-moderation-restore');
  // The digest's unsubscribe link asks before it acts.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await shoot(page, p, '53-unsubscribe');
});
