import { expect, test } from '@playwright/test';
import { AuthPages } from './pages/auth.ts';
import { e2eEnv } from './support/env.ts';
import { startLimitedStack, type LimitedStack } from './support/limited-stack.ts';
import { newUser } from './support/users.ts';

// The shared e2e stack relaxes auth's rate limits (every test logs in from 127.0.0.1), so this test
// sends the app's sign-in requests to a stack of its own with config.toml's limits on. Test-only:
// token_refresh = 1 per 5 minutes, so the spent burst of 30 does not refill while the browser acts.
let limited: LimitedStack;

test.beforeAll(async () => {
  limited = await startLimitedStack({ tokenRefresh: 1 });
});

test.afterAll(async () => {
  await limited?.dispose();
});

test('a login that hits the rate limit tells the user to wait', async ({ page }) => {
  const { apiUrl, keys } = limited.stack;
  const user = newUser('limited');
  const signup = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, data: { name: user.name } }),
  });
  expect(signup.status).toBe(200);

  // Someone at this address guessed passwords until auth answered 429.
  let status = 0;
  for (let i = 0; i < 40 && status !== 429; i++) {
    const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: `guess-${i}` }),
    });
    status = res.status;
  }
  expect(status).toBe(429);

  const sharedApi = e2eEnv('E2E_API_URL');
  await page.route(`${sharedApi}/auth/v1/token**`, (route) =>
    route.continue({ url: route.request().url().replace(sharedApi, apiUrl) }),
  );
  const auth = new AuthPages(page);
  await auth.logIn(user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a few minutes and try again.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
});
