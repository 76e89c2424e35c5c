import { expect, type Locator, type Page, test } from '@playwright/test';
import { ownProfile, signedInClient, startConversation } from './support/api.ts';
import { expectFocusRing, expectTabTrapped, tabTo } from './support/keyboard.ts';
import { latestVerifyLink } from './support/mail.ts';
import { png } from './support/media.ts';
import { signIn } from './support/sessions.ts';
import { smallTargets } from './support/targets.ts';
import { createUser, newUser, seededUser } from './support/users.ts';

/*
 * Issue 18: the main flows with the keyboard alone. After the first page.goto nothing is clicked:
 * Tab / Shift+Tab reach each control in the page's order (tabTo), Enter / Space / Escape / arrows act,
 * text goes in as typed text (keyboard.insertText: one input event instead of one per key, for time),
 * and focus is asserted after every dialog, sheet, picker and viewer closes. Opening the mailed
 * confirmation link is the one navigation by URL (the mail arrives outside the app). Both projects run
 * it, each on its own layout: the phone's search overlay and bottom navigation, the desktop's inline
 * search and side navigation.
 */

/** A main action on a phone is at least 44×44 CSS px (issue 18; WCAG 2.5.5's size). */
async function expectThumbSized(...controls: Locator[]) {
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect(Math.min(box!.width, box!.height), String(control)).toBeGreaterThanOrEqual(44);
  }
}

/** The navigation link to `name`: the bottom bar on phones, the side column on desktop. */
const navLink = (page: Page, name: RegExp) => page.getByRole('link', { name }).filter({ visible: true }).first();

test('keyboard only: sign up, post a photo, like, comment and reply, chat (text, emoji, photo), settings', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const isPhone = testInfo.project.name === 'mobile';
  const user = newUser('keys');
  const stamp = Date.now().toString(36);

  // --- Sign up ---
  await page.goto('/signup');
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.insertText(user.name);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.insertText(user.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.insertText(user.password);
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.insertText(user.password);
  const adult = page.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' });
  await tabTo(page, adult);
  await page.keyboard.press('Space');
  await expect(adult).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check Your Email', level: 1 })).toBeVisible();
  // The form that had focus is gone: reading starts at the new content.
  await expect(page.getByRole('main')).toBeFocused();
  await page.goto(await latestVerifyLink(user.email));
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  // --- Skip link, search, welcome card ---
  // A fresh page starts at the top, or on main once a change of URL has moved focus there (the link's
  // sign-in may end with one): the skip link is the first stop either way.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  const isOnMain = await page.locator('#main').evaluate((main) => main === document.activeElement);
  await tabTo(page, skip, { backwards: isOnMain });
  await expectFocusRing(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  if (isPhone) {
    const search = page.getByRole('button', { name: 'Search' });
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(search).toBeFocused();
  } else {
    await tabTo(page, page.getByRole('combobox', { name: 'Search' }));
  }
  await tabTo(page, page.getByRole('button', { name: 'Close welcome card' }));
  await page.keyboard.press('Enter');
  const postText = page.getByRole('textbox', { name: "What's on your mind?" });
  await expect(postText).toBeFocused();

  // --- Post with a photo ---
  const content = `Typed, not clicked ${stamp}`;
  await page.keyboard.insertText(content);
  await tabTo(page, page.getByRole('button', { name: 'Photo / video' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'keys.png', mimeType: 'image/png', buffer: png(80, 60) });
  const postButton = page.getByRole('button', { name: 'Post', exact: true });
  await tabTo(page, postButton);
  await page.keyboard.press('Enter');
  const post = page.getByRole('article').filter({ hasText: content });
  await expect(post.getByRole('img', { name: `Image by ${user.name}` })).toBeVisible();
  await expect(postText).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Posted.' })).toBeAttached();
  // The fieldset was disabled while posting; focus is back on Post, not at the top of the page.
  await expect(postButton).toBeFocused();

  // --- The author's Edit post dialog: focus in, trapped, Escape, back ---
  const edit = post.getByRole('button', { name: 'Edit post' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(editDialog.getByRole('textbox', { name: 'Post text' })).toBeFocused();
  await expectTabTrapped(page, editDialog);
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  // --- Like ---
  const like = post.getByRole('button', { name: /like/i });
  if (isPhone) {
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expectThumbSized(like, post.getByRole('link', { name: /comment/i }), postButton, nav.first(), nav.last());
    await expectThumbSized(page.getByRole('button', { name: 'Photo / video' }));
  }
  await tabTo(page, like);
  await expectFocusRing(like);
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // --- Open the post, comment and reply ---
  await tabTo(page, post.getByRole('link', { name: /comment/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.locator('#main')).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Write a comment' }));
  await page.keyboard.insertText('A comment from the keyboard');
  await page.keyboard.press('Enter');
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('A comment from the keyboard')).toBeVisible();
  const reply = comments.getByRole('button', { name: 'Reply' });
  await tabTo(page, reply);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toBeHidden();
  await expect(reply).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('And a reply');
  await page.keyboard.press('Enter');
  await expect(comments.getByText('And a reply')).toBeVisible();
  await expect(reply.first()).toBeFocused();

  // --- Chat: text, a new message announced, emoji, photo, fullscreen and back ---
  const partner = await createUser('keys-partner');
  const [api, partnerApi] = await Promise.all([signedInClient(user), signedInClient(partner)]);
  const chatId = await startConversation(api, (await ownProfile(api)).id, partner.id);
  // Phones: the bottom bar follows the page; desktop: the side column precedes it.
  const chats = navLink(page, /^Chats/);
  await tabTo(page, chats, { backwards: !isPhone, max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: partner.name }));
  await page.keyboard.press('Enter');
  const message = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message);
  await page.keyboard.insertText('Hello by keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: 'Hello by keyboard' })).toBeVisible();
  await expect(message).toBeFocused();

  if (isPhone) {
    await expectThumbSized(
      page.getByRole('button', { name: 'Attach photo or video' }),
      page.getByRole('button', { name: 'Emoji' }),
      page.getByRole('button', { name: 'Record voice message' }),
    );
  }
  const { error } = await partnerApi
    .from('messages')
    .insert({ conversation_id: chatId, sender_id: partner.id, content: 'Ping from the partner' });
  expect(error).toBeNull();
  // Read out politely by the chat's one live region, who and what; the history was never read.
  await expect(page.getByRole('status').filter({ hasText: `${partner.name}: Ping from the partner` })).toBeAttached();

  const emoji = page.getByRole('button', { name: 'Emoji' });
  await tabTo(page, emoji);
  await expectFocusRing(emoji);
  await page.keyboard.press('Enter');
  const pickerSearch = page.getByTestId('emoji-picker').getByRole('searchbox');
  await expect(pickerSearch).toBeFocused();
  // Its search field has a visible edge in the control-edge token (WCAG 1.4.11)...
  const edge = await pickerSearch.evaluate((input) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = 'var(--color-control-edge)';
    const token = getComputedStyle(probe).color;
    probe.remove();
    return { width: getComputedStyle(input).borderTopWidth, color: getComputedStyle(input).borderTopColor, token };
  });
  expect(edge).toEqual({ width: '1px', color: edge.token, token: expect.stringMatching(/./) });
  // ...and its category tabs, before it, are one Tab stop that the arrow keys, Home and End move along.
  const categories = page.getByTestId('emoji-picker').getByRole('tablist', { name: 'Emoji categories' });
  await page.keyboard.press('Shift+Tab');
  await expect(categories.getByRole('tab', { name: 'Frequently used' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(categories.getByRole('tab', { name: 'Smileys & People' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(categories.getByRole('tab').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(categories.getByRole('tab', { name: 'Frequently used' })).toBeFocused();
  // One stop: Tab goes from the tabs straight back to the search, not to the next tab.
  await page.keyboard.press('Tab');
  await expect(pickerSearch).toBeFocused();
  await page.keyboard.insertText('heart');
  // emoji-mart searches as you type; Enter picks the first result once it is there.
  await expect(page.getByTestId('emoji-picker').getByRole('option', { name: /❤/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(message).toHaveValue(/\p{Extended_Pictographic}/u);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('emoji-picker')).toBeHidden();
  await expect(emoji).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message').last()).toHaveText(/\p{Extended_Pictographic}/u);

  const attach = page.getByRole('button', { name: 'Attach photo or video' });
  await tabTo(page, attach, { backwards: true });
  const photoChooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await photoChooser).setFiles({ name: 'chat.png', mimeType: 'image/png', buffer: png(60, 80) });
  // The photo's preview (issue 28): its caption field has focus; Send is a Tab away.
  const preview = page.getByRole('dialog', { name: /^Send photo to / });
  await expect(preview.getByLabel('Caption (optional)')).toBeFocused();
  await tabTo(page, preview.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(preview).toBeHidden();
  const openPhoto = page.getByRole('button', { name: 'Open photo' });
  await expect(openPhoto).toBeVisible();
  // Disabled during the upload, the attach button has its focus back once it is done.
  await expect(attach).toBeFocused();
  await tabTo(page, openPhoto, { backwards: true });
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(openPhoto).toBeFocused();

  // --- Settings: edit the profile, open and leave Delete Account ---
  await tabTo(page, navLink(page, /Settings$/), { backwards: !isPhone, max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Bio' }));
  await page.keyboard.insertText('I use a keyboard.');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(save).toBeFocused();
  // Tabs: arrow keys move between them (WAI-ARIA tabs).
  await tabTo(page, page.getByRole('tab', { name: 'Edit Profile' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  const deleteAccount = page.getByRole('button', { name: 'Delete Account' });
  await tabTo(page, deleteAccount, { max: 80 });
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deleteDialog.getByRole('textbox', { name: 'Type DELETE to confirm' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toBeHidden();
  await expect(deleteAccount).toBeFocused();
});

/** Client-side navigation, as a link in the app would do it (no reload per screen). */
async function navigate(page: Page, path: string) {
  // The router keeps the old screen up while the new one's code loads: wait for the new screen's heading.
  if (new URL(page.url()).pathname === path) return;
  const h1 = page.getByRole('heading', { level: 1 });
  const before = await h1.textContent();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(h1, path).not.toHaveText(before ?? '');
}

/** Whatever the screen loads has arrived: no "Loading…" placeholder is left (lists, comments, skeletons). */
const loading = (page: Page) =>
  page
    .locator('[role="status"][aria-label^="Loading"]')
    .or(page.locator('[role="status"]').filter({ hasText: /^Loading/ }));

/** Fits the viewport sideways: nothing is lost to a horizontal scroll (WCAG 1.4.10). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The video feed under reduced motion: the active video is ready but not playing, and Play starts it. */
async function expectVideoWaitsForPlay(page: Page) {
  const active = page.getByRole('region', { name: /^Video by / }).and(page.locator('[aria-current="true"]'));
  const video = active.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
  await tabTo(page, active.getByRole('button', { name: 'Play video' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await expect(active.getByRole('button', { name: 'Pause video' })).toBeFocused();
}

test('every screen, with reduced motion: one h1, one main, one Main navigation, targets of 24 px or more, no sideways scroll (desktop at 200% zoom); the video feed waits for Play', async ({
  page,
}, testInfo) => {
  // 200% zoom of the 1440×900 desktop is a 720×450 CSS px viewport (the phone project stays at 390).
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 720, height: 450 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const fan = seededUser('fan1@velvet.test');
  const api = await signedInClient(fan);
  const [{ data: post }, { data: chat }] = await Promise.all([
    api.from('posts').select('id').limit(1).single(),
    api.from('conversations').select('id').limit(1).single(),
  ]);
  const h1 = page.getByRole('heading', { level: 1 });
  const check = async (path: string) => {
    await expect(h1, path).toHaveCount(1);
    await expect(page.getByRole('main'), path).toHaveCount(1);
    await expect(loading(page), path).toHaveCount(0);
    expect.soft(await smallTargets(page), `${path}: targets under 24×24`).toEqual([]);
    expect.soft(await overflow(page), `${path}: sideways overflow`).toBeLessThanOrEqual(0);
  };

  // Signed out first: this page has no session yet.
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/terms', '/privacy', '/nowhere']) {
    await page.goto(path);
    await check(path);
  }

  await signIn(page, fan);
  await page.goto('/');
  const screens = [
    '/',
    '/discover',
    '/notifications',
    '/chats',
    `/chats/${chat?.id ?? ''}`,
    '/calls',
    '/following',
    '/wallet',
    '/become-creator',
    '/videos',
    '/profile',
    '/profile/@lunarivera',
    `/post/${post?.id ?? ''}`,
    '/settings',
    '/settings/email-password',
    '/whats-new',
  ];
  for (const path of screens) {
    await navigate(page, path);
    await check(path);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(1);
    if (path === '/videos') await expectVideoWaitsForPlay(page);
  }
});
