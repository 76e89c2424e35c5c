import type { Locator, Page } from '@playwright/test';

/** Page object for Discover (/discover). */
export class DiscoverPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/discover');
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search creators' }).fill(text);
  }

  list(name: 'Search results' | 'Suggested creators' | 'Newest creators'): Locator {
    return this.page.getByRole('list', { name });
  }

  /**
   * The suggestions wherever they show: Discover's own Suggested section, or from xl the shell's
   * carousel, beside which that section steps aside (issue 28: one list, not two).
   */
  suggestions(): Locator {
    return this.list('Suggested creators').or(this.carousel());
  }

  /** The Suggested Creators carousel beside every signed-in screen (xl widths only, spec §9). */
  carousel(): Locator {
    return this.page.getByRole('region', { name: 'Suggested Creators', exact: true });
  }
}
