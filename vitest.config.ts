import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The SPA's unit tests: jsdom, Testing Library, MSW for the network (no stack needed).
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'jsdom',
          // tests/lint: the ESLint boundary rules, linted fixtures (Node APIs work under jsdom too).
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          env: {
            VITE_SUPABASE_URL: 'http://supabase.test',
            VITE_SUPABASE_ANON_KEY: 'test-anon-key',
          },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/node-websocket.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share one throwaway stack; each creates its own users, so files may run in parallel.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
