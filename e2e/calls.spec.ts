import { expect, test } from '@playwright/test';
import { signIn } from './support/sessions.ts';
import { createUser, seededUser } from './support/users.ts';

test('the call history comes from the database and the search filters it by name', async ({ page }) => {
  // The seeded demo fan has calls with several creators (supabase/seed.sql).
  await signIn(page, seededUser('fan1@velvet.test'));
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
  await signIn(page, await createUser('nocalls'));
  await page.goto('/calls');
  await expect(page.getByRole('heading', { name: 'No calls yet' })).toBeVisible();
});
