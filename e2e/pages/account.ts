import { expect, type Page, type TestInfo } from '@playwright/test';
import { Shell } from './shell.ts';

/** Page object for Settings → Email & Password. */
export class AccountPage {
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  async open() {
    await new Shell(this.page, this.testInfo).openSettings();
    await this.page.getByRole('tab', { name: 'Settings' }).click();
    await this.page.getByRole('link', { name: 'Email & Password' }).click();
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/settings\/email-password/);
    await expect(this.page.getByRole('heading', { name: 'Email & Password', level: 1 })).toBeVisible();
  }

  /** The "You log in with …" line. */
  loginAddress() {
    return this.page.getByText(/^You log in with/);
  }

  async changeEmail(email: string) {
    await this.page.getByLabel('New Email').fill(email);
    await this.page.getByRole('button', { name: 'Change Email' }).click();
  }

  async changePassword(password: string) {
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm New Password').fill(password);
    await this.page.getByRole('button', { name: 'Change Password' }).click();
  }
}
