import { expect, type Page } from '@playwright/test';
import { CheckoutPage } from './checkout.ts';

/** Page object for /wallet: top up through the sandbox's hosted checkout and read the balance. */
export class WalletPage {
  constructor(private readonly page: Page) {}

  balance() {
    return this.page.getByTestId('wallet-balance');
  }

  async open() {
    await this.page.goto('/wallet');
    await expect(this.page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  }

  /** Picks a preset, leaves for the hosted page and pays (or tries to) with `card`. */
  async topUp(amount: string, card: string) {
    await this.page.getByRole('radio', { name: amount }).check();
    await this.page.getByRole('button', { name: `Top up ${amount}` }).click();
    const checkout = new CheckoutPage(this.page);
    await checkout.expectOpen(amount);
    await checkout.pay(card);
  }
}
