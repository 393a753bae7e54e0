import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // Two cores: the server runs in the main process, tests in two workers.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
