import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace (DESIGN.md §1 `npm test`).
 * Server and e2e tests start real databases and servers, so they get generous timeouts.
 */
export default defineConfig({
  test: {
    // Two files at a time on CI's 2 cores (vitest's default is cores − 1 = 1): server, web and browser files
    // wait on databases, sockets and pages much of their time. All projects share one queue of two workers:
    // vitest orders it by project (domain, e2e, server, web), so the long browser files start first, two at a
    // time, and the many short server and web files fill in behind them (docs/decisions.md "Test suite speed").
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one database per engine for the run; each test app starts from a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One process per worker for all its files, not one per file: each file opens and closes its own
          // test apps and databases, and re-importing the server (Fastify, Drizzle, every module) per file
          // cost ~140 s of the run's import time (docs/decisions.md "Test suite speed").
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          // One migrated PGlite folder for the run; each server's DATA_DIR starts from a copy of it.
          globalSetup: ['../apps/server/src/test/e2e-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page answers in well under a second on a quiet machine, not on two busy cores: every
          // expect.poll waits up to 15 s for its state (vitest's default is 1 s), and still fails fast
          // only when the state never comes (CI: the deposit filter's grid came after 1 s).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
