import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace (DESIGN.md §1 `npm test`).
 * Server and e2e tests start real databases and servers, so they get generous timeouts.
 */
export default defineConfig({
  test: {
    // Two files at a time on CI's 2 cores (vitest's default is cores − 1 = 1): server and web files wait on
    // databases and sockets much of their time. Browser files stay one at a time (fileParallelism below).
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
          fileParallelism: false,
        },
      },
    ],
  },
});
