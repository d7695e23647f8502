import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each test file opens its own databases (copied from migrated templates); files run in parallel
    // processes, each keeping its module graph from file to file (decision 86).
    pool: 'forks',
    isolate: false,
  },
});
