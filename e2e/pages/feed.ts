import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { AuthPages } from './auth.ts';

/** A 1×1 PNG: the smallest image the post-media bucket accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A short demo clip from the seed's storage folder (H.264 MP4). */
export function demoVideo(): Buffer {
  const root = path.resolve(import.meta.dirname, '../../supabase/storage/post-media');
  for (const folder of readdirSync(root)) {
    const clip = readdirSync(path.join(root, folder)).find((name) => name.endsWith('.mp4'));
    if (clip) return readFileSync(path.join(root, folder, clip));
  }
  throw new Error('no demo video in supabase/storage/post-media');
}

/** Page object for Home: composer and feed. */
export class FeedPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string) {
    const auth = new AuthPages(this.page);
    await auth.logIn(email, password);
    await auth.expectHome();
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

  likeButton(post: Locator) {
    return post.getByRole('button', { name: /^(Like|Unlike)$/ });
  }
}
