import { defineConfig } from 'vitest/config';
import { PREACT_ALIAS, REACT_LIBRARIES } from './apps/web/src/build/preactAlias';

/** How many test files of a project run at once: `variable` from the environment, else `fallback`. */
function workers(variable: string, fallback: number): number {
  const n = Number(process.env[variable]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Six projects, run as tiers by `npm test` (scripts/test.mjs):
 * - contract, server-unit, web, console: unit tests, no database (`npm run test:unit`);
 * - server-int: `*.int.test.ts` on real PostgreSQL (DATABASE_URL when set, else an embedded server); a
 *   migrated template database is built once and cloned per test file (apps/server/test/global-setup.ts);
 * - e2e: browser journeys (playwright-core + Debian chromium) against the built app, booted once per run as
 *   `npm start` does (apps/web/e2e/global-setup.ts) and shared by every journey file.
 * server-int and e2e run 2 files at once (they mostly wait on PostgreSQL, the browser and the clock; measured
 * on 2 cores: e2e 5m04s with 1, 2m28s with 2); INT_WORKERS / E2E_WORKERS override it.
 * server-int shares each worker's module cache between its files (`isolate: false`): every file builds its own
 * app on its own database, and evaluating the server's modules once per file cost 758 s of a 1,482 s run
 * (22 s shared). A helper that keeps state between calls must not assume a fresh module per file (the tick
 * clocks of futures.testing.ts). INT_ISOLATE=on restores one module graph per file, to tell a leak from a bug.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-int',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers('INT_WORKERS', 2),
          isolate: process.env.INT_ISOLATE === 'on',
        },
      },
      {
        // the web app's tests run on Preact as its build does; its React libraries are compiled to take the alias
        resolve: { alias: PREACT_ALIAS },
        ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          server: { deps: { inline: REACT_LIBRARIES } },
        },
      },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          maxWorkers: workers('E2E_WORKERS', 2),
        },
      },
    ],
  },
});
