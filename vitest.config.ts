import { defineConfig } from 'vitest/config';

/**
 * Run again against SEARCH_BACKEND=postgres (tests/support/postgres-setup.ts: embedded
 * PostgreSQL, index:sync, a postgres build served by its own server): the REST search
 * and lookups, MCP and the contract checker, unchanged, plus tests/postgres/.
 */
const POSTGRES_TOO = ['tests/http/search-api.test.ts', 'tests/http/contract-checker.test.ts', 'tests/mcp/tools.test.ts', 'tests/mcp/http.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // Two cores: the server runs in the main process, tests in two workers.
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'bundled', include: ['tests/**/*.test.ts'], exclude: ['tests/postgres/**'], globalSetup: ['tests/support/global-setup.ts'] } },
      { extends: true, test: { name: 'postgres', include: [...POSTGRES_TOO, 'tests/postgres/**/*.test.ts'], globalSetup: ['tests/support/postgres-setup.ts'], setupFiles: ['tests/support/postgres-required.ts'] } },
    ],
  },
});
