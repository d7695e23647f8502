import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds the CLI once and starts the partner mock once for every file (test/support/global-setup.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Each test runs the CLI as a few child processes; a loaded machine stretches every start.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
