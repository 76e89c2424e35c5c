import { type Browser, expect, type Page } from '@playwright/test';
import { signedInClient, startConversation } from '../support/api.ts';
import { signIn } from '../support/sessions.ts';
import { createUser, type ExistingUser } from '../support/users.ts';

type ContextOptions = Parameters<Browser['newContext']>[0];

/** Page object for the Chats list and one conversation. */
export class ChatPage {
  constructor(readonly page: Page) {}

  /** A page signed in as `user` in its own browser context (its own storage, as a second device would be). */
  static async signedIn(browser: Browser, user: ExistingUser, options: ContextOptions = {}) {
    const context = await browser.newContext(options);
    await signIn(context, user);
    return new ChatPage(await context.newPage());
  }

  /**
   * Two fresh users with a conversation (made through the API as `a`), each signed in in their own
   * browser context with that conversation open. `a`/`b` are their API clients.
   */
  static async pair(browser: Browser, prefix: string, optionsA: ContextOptions = {}) {
    const [userA, userB] = await Promise.all([createUser(`${prefix}-a`), createUser(`${prefix}-b`)]);
    const [a, b] = await Promise.all([signedInClient(userA), signedInClient(userB)]);
    const chatId = await startConversation(a, userA.id, userB.id);
    const [pageA, pageB] = await Promise.all([
      ChatPage.signedIn(browser, userA, optionsA),
      ChatPage.signedIn(browser, userB),
    ]);
    await pageA.open(chatId);
    await pageB.open(chatId);
    return { userA, userB, a, b, chatId, pageA, pageB };
  }

  async open(chatId: string) {
    await this.page.goto(`/chats/${chatId}`);
    await expect(this.page.getByRole('tablist', { name: 'Conversation' })).toBeVisible();
  }

  async openList() {
    await this.page.goto('/chats');
    await expect(this.page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  }

  get input() {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  messages() {
    return this.page.getByTestId('message');
  }

  message(text: string) {
    return this.messages().filter({ hasText: text });
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  header() {
    return this.page.getByTestId('conversation-header');
  }

  /** The preview of a picked photo or video (issue 28). */
  mediaPreview() {
    return this.page.getByRole('dialog', { name: /^Send (photo|video) to / });
  }

  /** Sends the photo or video just picked from its preview, with an optional caption. */
  async sendPicked(caption?: string) {
    const preview = this.mediaPreview();
    await expect(preview).toBeVisible();
    if (caption) await preview.getByLabel('Caption (optional)').fill(caption);
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(preview).toBeHidden();
  }

  row(name: string) {
    return this.page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });
  }

  async close() {
    await this.page.context().close();
  }
}
