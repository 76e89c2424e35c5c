import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';

const dir = path.resolve(import.meta.dirname, '../screenshots');
async function shoot(page: Page, project: string, name: string, fullPage = false) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'));
  await page.screenshot({ path: path.join(dir, `i7-${project}-${name}.png`), fullPage });
}

test('issue 7 screens', async ({ page }, testInfo) => {
  const p = testInfo.project.name;
  await new AuthPages(page).logIn('fan1@velvet.test', 'velvet-fan-1');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const only = process.env.SHOTS ?? 'profile';
  if (only.includes('profile')) {
    await page.goto('/profile/@lunarivera');
    await expect(page.getByRole('heading', { name: 'Luna Rivera', level: 2 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, p, 'profile', true);
    await page.getByRole('tab', { name: 'Media' }).click();
    await expect(page.getByRole('list', { name: 'Media' })).toBeVisible();
    await shoot(page, p, 'profile-media', true);
    await page.goto('/profile/@nobody_here');
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await shoot(page, p, 'profile-not-found');
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await shoot(page, p, 'my-profile');
  }
  for (const [route, name, ready] of [
    ['/discover', 'discover', 'Suggested creators'],
    ['/following', 'following', 'Following'],
    ['/notifications', 'notifications', 'Notifications'],
    ['/calls', 'calls', 'Calls'],
  ] as const) {
    if (!only.includes(name)) continue;
    await page.goto(route);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, p, name, true);
  }
});
