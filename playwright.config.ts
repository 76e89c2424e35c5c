import { existsSync } from 'node:fs';
import { defineConfig, type LaunchOptions } from '@playwright/test';

// The system Chromium when installed (CI installs Debian's package), Playwright's own otherwise.
const systemChromium = '/usr/bin/chromium';
const launchOptions: LaunchOptions = existsSync(systemChromium)
  ? { executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] }
  : {};

const screenshots = process.env.E2E_SCREENSHOTS === '1';

export default defineConfig({
  testDir: './e2e',
  // `npm run screenshots` runs only the screenshot tour; `npm run e2e` runs everything else.
  testMatch: screenshots ? 'screenshots.tour.ts' : '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two, on CI and locally alike: every worker drives a Chromium against the one stack and preview
  // server of the global setup, all on the same cores (two on our machines). `--workers N` for one run.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // Set by the global setup once Vite is listening on its free port (workers inherit the env).
    baseURL: process.env.E2E_BASE_URL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    // The narrowest phone runs only the sideways-scroll sweep (issue 14 §1), not every spec a third time.
    // `dev`: the app as `npm run dev` serves it (Vite's dev server, development React, StrictMode's
    // double effects), on a phone, for the specs that open every dialog, sheet and menu (issue 28).
    ...(screenshots
      ? []
      : [
          {
            name: 'dev',
            testMatch: 'dialogs.spec.ts',
            use: {
              browserName: 'chromium' as const,
              baseURL: process.env.E2E_DEV_URL,
              viewport: { width: 390, height: 844 },
              isMobile: true,
              hasTouch: true,
            },
          },
          {
            name: 'narrow',
            testMatch: 'no-sideways-scroll.spec.ts',
            use: {
              browserName: 'chromium' as const,
              viewport: { width: 320, height: 640 },
              isMobile: true,
              hasTouch: true,
            },
          },
        ]),
  ],
});
