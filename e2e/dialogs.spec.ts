import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { ChatPage } from './pages/chat.ts';
import { signedInClient } from './support/api.ts';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

/*
 * Issue 28: every dialog, sheet and menu opens and stays open until the person closes it. Besides the
 * production build (the mobile and desktop projects), this spec runs in the `dev` project against
 * Vite's dev server, as `npm run dev` serves the app: React StrictMode runs each effect twice there,
 * and every sheet once closed as it opened. Each dialog is used before it is closed (a field filled,
 * a choice made or its own Close pressed), which a dialog that closed itself would fail.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.use.isMobile === true;

/** Opens `dialog` with `open`, uses it, and closes it with its own `closeWith` control. */
async function useAndClose(dialog: Locator, open: () => Promise<void>, use: (d: Locator) => Promise<void>) {
  await open();
  await expect(dialog).toBeVisible();
  await use(dialog);
  await expect(dialog).toBeVisible();
}

async function closeWith(dialog: Locator, name: string) {
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const menuItem = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name });

test("a creator's profile: Join now, Tip, Unlock, Report and Block", async ({ page }) => {
  await signIn(page, await createUser('dialogs-fan'));
  await page.goto('/profile/@kaidraws');
  await expect(page.getByRole('heading', { name: 'Kai Nakamura', level: 1 })).toBeVisible();

  const join = page.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' });
  await useAndClose(
    join,
    () => page.getByRole('button', { name: /^Join now/ }).click(),
    (d) => expect(d.getByText(/€/).first()).toBeVisible(),
  );
  await closeWith(join, 'Close');

  const tip = page.getByRole('dialog', { name: 'Tip Kai Nakamura' });
  await useAndClose(
    tip,
    () => page.getByRole('button', { name: 'Send Kai Nakamura a tip' }).first().click(),
    async (d) => {
      await d.getByRole('textbox', { name: 'Message (optional)' }).fill('Love the linework');
      await expect(d.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Love the linework');
    },
  );
  await closeWith(tip, 'Close');

  const unlock = page.getByRole('dialog', { name: /^Unlock for / });
  await useAndClose(
    unlock,
    () =>
      page
        .getByRole('button', { name: /^Unlock for / })
        .first()
        .click(),
    (d) => expect(d.getByText(/€/).first()).toBeVisible(),
  );
  await closeWith(unlock, 'Close');

  const reportProfile = page.getByRole('dialog', { name: 'Report profile' });
  await useAndClose(
    reportProfile,
    async () => {
      await page.getByRole('button', { name: 'More options' }).click();
      await menuItem(page, 'Report profile').click();
    },
    async (d) => {
      await d.getByRole('radio').first().check();
      await expect(d.getByRole('radio').first()).toBeChecked();
    },
  );
  await closeWith(reportProfile, 'Close');

  const block = page.getByRole('dialog', { name: 'Block @kaidraws?' });
  await useAndClose(
    block,
    async () => {
      await page.getByRole('button', { name: 'More options' }).click();
      await menuItem(page, 'Block @kaidraws').click();
    },
    (d) => expect(d.getByText(/They won't be able to message you/)).toBeVisible(),
  );
  await closeWith(block, 'Cancel');

  // One of Kai's free posts, on its own page.
  await page.goto('/post/b0000000-0000-4000-8000-00000000000c');
  const reportPost = page.getByRole('dialog', { name: 'Report post' });
  await useAndClose(
    reportPost,
    async () => {
      await page.getByRole('button', { name: 'Post options' }).click();
      await menuItem(page, 'Report post').click();
    },
    async (d) => {
      await d.getByRole('radio').last().check();
      await expect(d.getByRole('radio').last()).toBeChecked();
    },
  );
  await closeWith(reportPost, 'Close');
});

test("Home's search and Refer & Earn, an own post's Delete, and Delete Account", async ({ page }, testInfo) => {
  const user = await createUser('dialogs-home');
  const api = await signedInClient(user);
  const { error } = await api.from('posts').insert({ user_id: user.id, content: 'A post to not delete' });
  expect(error).toBeNull();
  await signIn(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  // Search is a dialog on phones (the first tap opens it) and a field in the header from lg.
  if (isPhone(testInfo)) {
    const search = page.getByRole('dialog', { name: 'Search' });
    await useAndClose(
      search,
      () => page.getByRole('button', { name: 'Search' }).click(),
      async (d) => {
        await d.getByRole('combobox', { name: 'Search' }).fill('luna');
        await expect(d.getByRole('option', { name: /Luna Rivera/ })).toBeVisible();
      },
    );
    await closeWith(search, 'Close search');
  }

  const refer = page.getByRole('dialog', { name: 'Refer & Earn' });
  await useAndClose(
    refer,
    () => page.getByRole('button', { name: 'Refer & Earn' }).click(),
    (d) => expect(d.getByRole('button', { name: 'Copy link' })).toBeVisible(),
  );
  await closeWith(refer, 'Close');

  const post = page.getByRole('article', { name: `Post by ${user.name}` });
  const remove = page.getByRole('dialog', { name: 'Delete this post?' });
  await useAndClose(
    remove,
    () => post.getByRole('button', { name: 'Delete post' }).click(),
    (d) => expect(d.getByRole('button', { name: 'Delete post' })).toBeEnabled(),
  );
  await closeWith(remove, 'Cancel');
  await expect(post).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const deleteAccount = page.getByRole('dialog', { name: 'Delete your account?' });
  await useAndClose(
    deleteAccount,
    () => page.getByRole('button', { name: 'Delete Account' }).click(),
    async (d) => {
      const confirm = d.getByRole('textbox', { name: 'Type DELETE to confirm' });
      await confirm.fill('DEL');
      await expect(confirm).toHaveValue('DEL');
    },
  );
  await closeWith(deleteAccount, 'Cancel');
});

test("a fan's conversation: photo viewer, emoji picker, options menu; Cancel subscription", async ({ page }) => {
  await signIn(page, seededUser('fan1@velvet.test'));
  const chat = new ChatPage(page);
  await chat.open('d0000000-0000-4000-8000-000000000002');

  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await useAndClose(
    viewer,
    () => chat.message('Smoky bottom achieved').getByRole('button', { name: 'Open photo' }).click(),
    (d) => expect(d.getByRole('img')).toBeVisible(),
  );
  await closeWith(viewer, 'Close');

  await page.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByTestId('emoji-picker');
  await picker.getByPlaceholder('Search').fill('heart');
  await expect(picker.getByRole('option').first()).toBeVisible();
  await page.getByRole('button', { name: 'Emoji' }).click();
  await expect(picker).toBeHidden();

  await chat.header().getByRole('button', { name: 'Conversation options' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(menuItem(page, 'Block @amaracooks')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.goto('/profile/@lunarivera');
  const cancel = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await useAndClose(
    cancel,
    () => page.getByRole('button', { name: 'Cancel subscription' }).click(),
    (d) => expect(d.getByText(/Luna Rivera/).first()).toBeVisible(),
  );
  await closeWith(cancel, 'Keep subscription');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

test("a creator's conversation: Send paid media", async ({ page }) => {
  await signIn(page, seededUser('lunarivera@velvet.test'));
  const chat = new ChatPage(page);
  await chat.open('d0000000-0000-4000-8000-000000000001');
  const paid = page.getByRole('dialog', { name: 'Send paid media' });
  await useAndClose(
    paid,
    () => page.getByRole('button', { name: 'Send paid photo or video' }).click(),
    async (d) => {
      const price = d.getByRole('textbox', { name: 'Price (€)' });
      await price.fill('4.50');
      await expect(price).toHaveValue('4.50');
    },
  );
  await page.keyboard.press('Escape');
  await expect(paid).toBeHidden();
});
