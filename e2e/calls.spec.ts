import { expect, test } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';
import { createUser } from './support/users.ts';

test('the call history comes from the database and the search filters it by name', async ({ page }) => {
  // The seeded demo fan has calls with several creators (supabase/seed.sql).
  const auth = new AuthPages(page);
  await auth.logIn('fan1@velvet.test', 'velvet-fan-1');
  await auth.expectHome();
  await page.goto('/calls');
  await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Call history' }).getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await expect(rows.filter({ hasText: 'Missed' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Call Luna Rivera (coming soon)' }).first()).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search calls' });
  await search.fill('hana');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasNotText: 'Hana' })).toHaveCount(0);

  await search.fill('nobody by this name');
  await expect(page.getByText('No calls match “nobody by this name”.')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(6);
});

test('a new account has no calls, and cannot see anyone else’s', async ({ page }) => {
  const user = await createUser('nocalls');
  const auth = new AuthPages(page);
  await auth.logIn(user.email, user.password);
  await auth.expectHome();
  await page.goto('/calls');
  await expect(page.getByRole('heading', { name: 'No calls yet' })).toBeVisible();
});
