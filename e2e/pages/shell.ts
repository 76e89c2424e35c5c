import { expect, type Page, type TestInfo } from '@playwright/test';

/** Page object for the signed-in navigation: side navigation on desktop, bottom bar on mobile. */
export class Shell {
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /** Loads Home (the app starts signed in from the stored session) and waits for it. */
  async openHome() {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  }

  get isDesktop() {
    return this.testInfo.project.name === 'desktop';
  }

  async openSettings() {
    // The side navigation is hidden below lg and the bottom bar from lg: click the visible one.
    await this.page.getByRole('link', { name: 'Settings', exact: true }).filter({ visible: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }

  async logOut() {
    if (this.isDesktop) {
      await this.page.getByRole('button', { name: 'Log out' }).click();
    } else {
      await this.openSettings();
      await this.page.getByRole('tab', { name: 'Settings' }).click();
      await this.page.getByRole('button', { name: 'Log Out' }).click();
    }
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
