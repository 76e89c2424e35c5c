import { type Browser, expect, type Page } from '@playwright/test';
import { AuthPages } from './auth.ts';
import { createUser, type TestUser } from '../support/users.ts';
import { apiSignIn, startConversation } from './chat-api.ts';

/** Page object for the Chats list and one conversation. */
export class ChatPage {
  constructor(readonly page: Page) {}

  /** A signed-in page in its own browser context (its own storage, as a second device would be). */
  static async signedIn(browser: Browser, user: TestUser, options: Parameters<Browser['newContext']>[0] = {}) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const auth = new AuthPages(page);
    await auth.logIn(user.email, user.password);
    await auth.expectHome();
    return new ChatPage(page);
  }

  /**
   * Two fresh users with a conversation (made through the API), each signed in in their own
   * browser context with that conversation open. `a`/`b` are their API sessions.
   */
  static async pair(browser: Browser, prefix: string, optionsA: Parameters<Browser['newContext']>[0] = {}) {
    const [userA, userB] = await Promise.all([createUser(`${prefix}-a`), createUser(`${prefix}-b`)]);
    const [a, b] = await Promise.all([apiSignIn(userA), apiSignIn(userB)]);
    const chatId = await startConversation(a, b);
    const pageA = await ChatPage.signedIn(browser, userA, optionsA);
    const pageB = await ChatPage.signedIn(browser, userB);
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

  row(name: string) {
    return this.page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });
  }

  async close() {
    await this.page.context().close();
  }
}
