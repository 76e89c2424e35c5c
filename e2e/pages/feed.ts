import { expect, type Locator, type Page } from '@playwright/test';

/** Page object for Home: composer and feed. */
export class FeedPage {
  constructor(private readonly page: Page) {}

  /** Loads Home as the signed-in user (see e2e/support/fixtures.ts) and waits for its heading. */
  async open() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  }

  get text() {
    return this.page.getByRole('textbox', { name: "What's on your mind?" });
  }

  get postButton() {
    return this.page.getByRole('button', { name: 'Post', exact: true });
  }

  get posts() {
    return this.page.getByRole('article');
  }

  post(content: string): Locator {
    return this.posts.filter({ hasText: content });
  }

  async attach(name: string, mimeType: string, buffer: Buffer) {
    await this.page.getByTestId('composer-file').setInputFiles({ name, mimeType, buffer });
  }

  /** Writes and sends a post; waits until it is first in the feed and the composer is empty. */
  async publish(content: string) {
    await this.text.fill(content);
    await this.postButton.click();
    await expect(this.text).toHaveValue('');
    await expect(this.posts.first()).toContainText(content);
  }

  /** Named by the count it shows, then the action ("1 like, Like"); liked is `aria-pressed` (issue 18). */
  likeButton(post: Locator) {
    return post.getByRole('button', { name: /^\S+ likes?, Like$/ });
  }
}
