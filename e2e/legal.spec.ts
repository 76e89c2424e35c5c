import { expect, test } from '@playwright/test';

for (const [link, heading] of [
  ['Terms of Service', /Terms of Service/],
  ['Privacy Policy', /Privacy Policy/],
] as const) {
  test(`${link} opens in a new tab from signup and leads back to signup`, async ({ page, context }) => {
    await page.goto('/signup');
    const [legal] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: link }).click()]);
    await expect(legal.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await legal.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(legal).toHaveURL(/\/signup$/);
  });
}

test('an unknown address shows a real 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
