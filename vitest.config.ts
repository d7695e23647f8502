import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['client/src/**/*.test.ts', 'tests/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'server/vitest.config.ts',
      'web/vitest.config.ts',
      'cli/vitest.config.ts',
    ],
  },
});
