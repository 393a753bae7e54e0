import { defineConfig } from 'vitest/config';

/**
 * Four projects, two speeds:
 * - `unit` (`npm run test:unit`): every in-process test (search core, privacy, present, markdown, content, schemas,
 *   OpenAPI document, the layering rule). No build, no server: a test here that reaches for one fails.
 * - `bundled`: the tests that need a built site. Its global set-up builds the sample catalog (only when the source
 *   changed) and serves it, or uses TEST_BASE_URL when a server is already running; isolated builds (hostile
 *   catalog, takedown, scale, dev) make their own.
 * - `postgres`: the REST search, MCP and contract-checker suites again against SEARCH_BACKEND=postgres
 *   (tests/support/postgres-setup.ts: embedded PostgreSQL, index:sync, a postgres build), plus tests/postgres/.
 * - `processes`: tests that start programs but need no build (the embedded PostgreSQL launcher as root, index:sync
 *   finding a running database): seconds each, so they stay out of the fast path.
 * A new test file is a unit test unless it is listed in NEEDS_BUILD or lies under tests/db/.
 */
const NEEDS_BUILD = [
  'tests/agents/**',
  'tests/browser/**',
  'tests/dev/**',
  'tests/hardening/**',
  'tests/http/**',
  'tests/mcp/**',
  'tests/scale/**',
  'tests/openapi/prism.test.ts',
  'tests/privacy/hostile.test.ts',
  'tests/privacy/sample-crawl.test.ts',
  'tests/privacy/last-line.test.ts',
  'tests/content/takedown.test.ts',
];
/** Tests that spawn programs (no build): out of the fast path. */
const PROCESSES = ['tests/db/**/*.test.ts', 'tests/search/fresh-memory-faults.test.ts'];
const POSTGRES_TOO = [
  'tests/http/search-api.test.ts',
  'tests/http/contract-checker.test.ts',
  'tests/mcp/tools.test.ts',
  'tests/mcp/http.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // expect.poll waits for a page to settle (a fetch, a re-render), not a latency bound: its 1 s default failed on a
    // two-core machine with the server, two test workers and Chromium sharing it ("Searching…" still shown).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 600_000,
    pool: 'forks',
    // Two cores: the server runs in the main process, tests in two workers.
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // In-process tests share their workers' module cache: each file importing the search core, the schemas and
          // the privacy code afresh was a third of this project's time (132 -> 89 s alone). Files that change the
          // environment restore it; tests/architecture/suite-isolation.test.ts keeps them to it.
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: [...NEEDS_BUILD, ...PROCESSES, 'tests/postgres/**'],
        },
      },
      { extends: true, test: { name: 'processes', include: PROCESSES } },
      {
        extends: true,
        test: {
          name: 'bundled',
          // These talk to servers and builds over HTTP and processes; sharing the module cache saves their imports.
          isolate: false,
          include: NEEDS_BUILD.map((g) => (g.endsWith('.ts') ? g : `${g}/*.test.ts`)),
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...POSTGRES_TOO, 'tests/postgres/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-setup.ts'],
          setupFiles: ['tests/support/postgres-required.ts'],
        },
      },
    ],
  },
});
