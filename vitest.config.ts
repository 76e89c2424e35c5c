import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
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
