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
          // tests/lint: the ESLint boundary rules, linted fixtures, the palette's contrast (Node APIs work
          // under jsdom too).
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          // One jsdom per worker instead of one per file: creating jsdom was ~60% of the suite's time
          // (150 s → 16 s on CI's two cores). Tests therefore must not lean on module state another
          // file may have left (caches, lazy chunks); `--sequence.shuffle.files` runs check that.
          isolate: false,
          maxWorkers: 2,
          // A component test waits for rendering only; 15 s instead of 5 keeps a busy machine (two cores
          // shared with other runs) from failing tests that are merely slow there.
          testTimeout: 15_000,
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
          // storage-seed's memory check collects garbage before each sample, so it sees what is held.
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
});
