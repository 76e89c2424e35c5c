import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../support/users.ts';

/** Page object for the signed-out screens. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async signUp(user: TestUser) {
    await this.page.goto('/signup');
    await this.page.getByLabel('Full Name').fill(user.name);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByLabel('Confirm Password').fill(user.password);
    await this.page.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }).check();
    await this.page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
  }

  async logIn(email: string, password: string) {
    if (!this.page.url().endsWith('/login')) await this.page.goto('/login');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
  }

  async expectHome() {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  }
}
