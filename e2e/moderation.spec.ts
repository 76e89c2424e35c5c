import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { FeedPage } from './pages/feed.ts';
import { tinyPng as png } from './support/media.ts';
import { anonClient, ownProfile, signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

test('a fan reports a post, a moderator removes it: gone from the feed, and its author sees why', async ({
  page,
  browser,
}, testInfo) => {
  const author = await createUser('modauthor');
  const fan = await createUser('modfan');
  const content = `Buy followers cheap ${testInfo.project.name} ${Date.now()}`;
  const post = await (await signedInClient(author)).from('posts').insert({ content }).select('id').single();
  expect(post.error).toBeNull();

  // The fan reports it from the post's menu.
  await signIn(page, fan);
  const feed = new FeedPage(page);
  await feed.open();
  const card = feed.post(content);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const sheet = page.getByRole('dialog', { name: 'Report post' });
  await expect(sheet.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await sheet.getByRole('radio', { name: /^Spam/ }).check();
  await sheet.getByRole('textbox', { name: /Anything else/ }).fill('Selling fake followers');
  await sheet.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report sent' }).getByText('Thanks, we’ll review it.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Settings › Your reports shows it under review.
  await page.goto(paths.myReports);
  const mine = page.getByRole('list', { name: 'Your reports' }).getByRole('listitem');
  await expect(mine.first()).toContainText('Under review');
  await expect(mine.first()).toContainText('Spam');

  // The moderator opens the queue from Settings and removes it.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, seededUser('moderator@velvet.test'));
  const mod = await moderatorContext.newPage();
  await mod.goto(paths.settings);
  await mod.getByRole('tab', { name: 'Settings' }).click();
  await mod.getByRole('link', { name: 'Reports and support queue' }).click();
  await expect(mod.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const entry = mod.getByRole('article').filter({ hasText: content });
  await expect(entry).toContainText('Post reported for spam');
  await expect(entry).toContainText('Selling fake followers');
  await expect(entry.getByRole('link', { name: /^Open the post/ })).toHaveAttribute('href', paths.post(post.data!.id));
  await entry.getByRole('textbox', { name: /^Why/ }).fill('Spam: fake follower sales');
  await entry.getByRole('button', { name: 'Remove post' }).click();
  // One click does not remove: the moderator confirms what it does first.
  const confirm = mod.getByRole('dialog', { name: 'Remove this post?' });
  await expect(confirm).toContainText('Reason recorded: “Spam: fake follower sales”');
  await confirm.getByRole('button', { name: 'Remove post' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(entry).toHaveCount(0);
  await mod.getByRole('tab', { name: 'Log' }).click();
  await expect(mod.getByRole('list', { name: 'Moderation log' })).toContainText('Spam: fake follower sales');
  await moderatorContext.close();

  // Gone from the fan's feed; Velvet tells them, and their report says action was taken.
  await feed.open();
  await expect(feed.posts.first()).toBeVisible();
  await expect(feed.post(content)).toHaveCount(0);
  await page.goto(paths.notifications);
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Velvet reviewed your report of a post and removed it/ })
    .click();
  await expect(page).toHaveURL(paths.myReports);
  await expect(page.getByRole('list', { name: 'Your reports' }).getByRole('listitem').first()).toContainText(
    'Action taken',
  );

  // The author is told, and still sees it, marked.
  const authorContext = await browser.newContext();
  await signIn(authorContext, author);
  const own = await authorContext.newPage();
  await own.goto(paths.notifications);
  const notice = own
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Velvet removed your post for breaking the content guidelines/ });
  await expect(notice).toContainText(content);
  await notice.click();
  await expect(own).toHaveURL(paths.post(post.data!.id));
  await expect(own.getByText('Removed for breaking the guidelines', { exact: false })).toBeVisible();

  // They may ask for a review: Contact Support opens with a draft naming the post, for them to finish.
  await own.getByRole('link', { name: 'Ask for a review' }).click();
  const appeal = own.getByRole('form', { name: 'New support request' });
  await expect(appeal.getByLabel('Topic')).toHaveValue('content');
  await expect(appeal.getByRole('textbox', { name: 'How can we help?' })).toHaveValue(
    new RegExp(`^Please review the removal of my post .*/post/${post.data!.id}\\.`),
  );
  await authorContext.close();
});

test('someone who is not a moderator is refused the moderation screen and sees no link to it', async ({ page }) => {
  await signIn(page, await createUser('notmod'));
  await page.goto(paths.settings);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports and support queue' })).toHaveCount(0);
  await page.goto(paths.moderation);
  await expect(page.getByRole('heading', { name: 'Moderators only' })).toBeVisible();
});

test('a moderator lifts a suspension from the Suspended list: the account signs in again and its posts are back', async ({
  page,
}, testInfo) => {
  const member = await createUser('liftme');
  const memberApi = await signedInClient(member);
  const { username } = await ownProfile(memberApi);
  const content = `Back after an appeal ${testInfo.project.name} ${Date.now()}`;
  const post = await memberApi.from('posts').insert({ content }).select('id').single();
  expect(post.error).toBeNull();
  const reporter = await signedInClient(await createUser('liftreporter'));
  const reported = await reporter
    .from('reports')
    .insert({ target_type: 'profile', target_id: member.id, reason: 'impersonation' });
  expect(reported.error).toBeNull();
  const moderatorApi = await signedInClient(seededUser('moderator@velvet.test'));
  const suspended = await moderatorApi.rpc('moderate_item', {
    target_type: 'profile',
    target_id: member.id,
    action: 'suspend',
    reason: 'Looked like an impersonation',
  });
  expect(suspended.error).toBeNull();
  expect((await anonClient().auth.signInWithPassword(member)).error?.message).toMatch(/banned/i);
  expect((await reporter.from('posts').select('id').eq('id', post.data!.id)).data).toEqual([]);

  await signIn(page, seededUser('moderator@velvet.test'));
  await page.goto(paths.moderation);
  await page.getByRole('tab', { name: 'Suspended' }).click();
  const card = page.getByRole('article').filter({ hasText: `@${username}` });
  await expect(card).toContainText('Why: Looked like an impersonation');
  await card.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(card.getByText('Write why before you act.')).toBeVisible();
  const why = `Appeal: ID checked, it is really them (${testInfo.project.name} ${Date.now()})`;
  await card.getByRole('textbox', { name: /^Why lift it/ }).fill(why);
  await card.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Suspension lifted: @${username} can sign in again.` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Log' }).click();
  const log = page.getByRole('list', { name: 'Moderation log' });
  await expect(log.getByRole('listitem').filter({ hasText: why })).toContainText(
    `Lifted suspension profile of @${username}`,
  );

  // The account signs in again and what the suspension hid is back for everyone.
  expect((await anonClient().auth.signInWithPassword(member)).error).toBeNull();
  expect((await reporter.from('posts').select('id').eq('id', post.data!.id)).data).toEqual([{ id: post.data!.id }]);
});

test('a user asks support with a screenshot, a moderator answers, and the user is notified and reads it', async ({
  page,
  browser,
}, testInfo) => {
  const user = await createUser('supportfan');
  const question = `My top-up is missing (${testInfo.project.name} ${Date.now()})`;
  await signIn(page, user);
  await page.goto(paths.contactSupport);
  const form = page.getByRole('form', { name: 'New support request' });
  await form.getByLabel('Topic').selectOption({ label: 'Payments, wallet and payouts' });
  await form.getByRole('textbox', { name: 'How can we help?' }).fill(question);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Add a screenshot' }).click();
  await (await chooser).setFiles({ name: 'wallet.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Thanks, your request was sent.', { exact: false })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Your requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: question })).toContainText('with a screenshot');

  // The moderator sees it, screenshot included, and answers.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, seededUser('moderator@velvet.test'));
  const mod = await moderatorContext.newPage();
  await mod.goto(paths.moderation);
  await mod.getByRole('tab', { name: 'Support' }).click();
  const ticket = mod.getByRole('article').filter({ hasText: question });
  await expect(ticket.getByRole('img', { name: 'Screenshot attached to the request' })).toBeVisible();
  const answer = 'Found it: the top-up is in your wallet now.';
  await ticket.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await ticket.getByRole('button', { name: 'Send answer' }).click();
  await expect(ticket).toContainText(`Answer: ${answer}`);
  await moderatorContext.close();

  // The user hears of it from Notifications and reads the answer under their request.
  await page.goto(paths.notifications);
  const notice = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Velvet Support answered your support request/ });
  await expect(notice).toContainText(answer);
  await notice.click();
  await expect(page).toHaveURL(paths.contactSupport);
  await expect(requests.getByRole('listitem').filter({ hasText: question })).toContainText(answer);
});

test('an author appeals a removal, a moderator restores the post, and everyone sees it again', async ({
  page,
  browser,
}, testInfo) => {
  const author = await createUser('appealauthor');
  const content = `Sunset over the harbour (${testInfo.project.name} ${Date.now()})`;
  const authorApi = await signedInClient(author);
  const post = await authorApi.from('posts').insert({ content }).select('id').single();
  const reporterApi = await signedInClient(await createUser('appealreporter'));
  await reporterApi.from('reports').insert({ target_type: 'post', target_id: post.data!.id, reason: 'spam' });
  const moderatorApi = await signedInClient(seededUser('moderator@velvet.test'));
  const removalReason = `Looked like spam (${testInfo.project.name} ${Date.now()})`;
  const removed = await moderatorApi.rpc('moderate_item', {
    target_type: 'post',
    target_id: post.data!.id,
    action: 'remove',
    reason: removalReason,
  });
  expect(removed.error).toBeNull();

  // The author asks for a review from the removed post.
  await signIn(page, author);
  await page.goto(paths.post(post.data!.id));
  await page.getByRole('link', { name: 'Ask for a review' }).click();
  const form = page.getByRole('form', { name: 'New support request' });
  const field = form.getByRole('textbox', { name: 'How can we help?' });
  await field.fill(`${await field.inputValue()}It is a photo of the harbour.`);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Thanks, your request was sent.', { exact: false })).toBeVisible();

  // A moderator reads the appeal and restores the post from the log.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, seededUser('moderator@velvet.test'));
  const mod = await moderatorContext.newPage();
  await mod.goto(paths.moderation);
  await mod.getByRole('tab', { name: 'Support' }).click();
  await expect(mod.getByRole('article').filter({ hasText: post.data!.id })).toContainText(
    'It is a photo of the harbour.',
  );
  await mod.getByRole('tab', { name: 'Log' }).click();
  const removal = mod
    .getByRole('list', { name: 'Moderation log' })
    .getByRole('listitem')
    .filter({ hasText: removalReason });
  await removal.getByRole('button', { name: 'Restore post' }).click();
  await expect(removal.getByText(content)).toBeVisible(); // what would be put back
  await removal.getByRole('textbox', { name: /^Why restore it/ }).fill(`Appeal upheld: ${content}`);
  await removal.getByRole('button', { name: 'Restore post' }).click();
  await expect(
    mod
      .getByRole('list', { name: 'Moderation log' })
      .getByRole('listitem')
      .filter({ hasText: `Appeal upheld: ${content}` }),
  ).toContainText('Restored post');
  await moderatorContext.close();

  // The author is told and the post is back, for them and for everyone else.
  await page.goto(paths.notifications);
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Velvet restored your post after a review/ })
    .click();
  await expect(page).toHaveURL(paths.post(post.data!.id));
  await expect(page.getByRole('article').getByText(content)).toBeVisible();
  await expect(page.getByText('Removed for breaking the guidelines', { exact: false })).toHaveCount(0);
  expect((await reporterApi.from('posts').select('id').eq('id', post.data!.id)).data).toEqual([{ id: post.data!.id }]);
});
