import { defineConfig } from 'vitest/config';

/**
 * One vitest run, four projects:
 * - contract, web: pure unit tests;
 * - server: unit + integration tests on real PostgreSQL (DATABASE_URL when set, else an embedded server);
 *   a migrated template database is built once and cloned per test file (apps/server/test/global-setup.ts);
 * - e2e: browser journeys against the built app booted as `npm start` does (playwright-core + Debian chromium).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
