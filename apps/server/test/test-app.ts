import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { connectDatabase, type Database, sqlState } from '../src/platform/db';
import { admin, TEST_ENV } from './global-setup';
import { databaseUrl } from './db-url';

export interface TestApp extends BuiltApp {
  database: Database;
  databaseName: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on its own database cloned from the migrated template, with its own DATA_DIR (outbox, uploads).
 * `extend` may add routes before the app is sealed (e.g. one that throws, to test the error handler).
 */
export async function createTestApp(
  extend?: (app: FastifyInstance) => void,
  opts: {
    redis?: Redis;
    sharedDatabase?: { name: string };
    env?: Record<string, string>;
    /** The app's logger (silent by default), e.g. one collecting lines to check what is logged. */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('dbAdminUrl');
  const name = opts.sharedDatabase?.name ?? `meridian_t_${randomBytes(6).toString('hex')}`;
  if (!opts.sharedDatabase) await cloneTemplate(adminUrl, inject('dbTemplate'), name);
  // the leaders a test app starts share one lock connection; demo content at start runs transactions that also
  // read outside them, so it needs spare ones (when each leader held its own, 10 left the demo traders' start
  // waiting for ever)
  const database = connectDatabase(databaseUrl(adminUrl, name), 10);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-test-data-'));
  const config = loadConfig({
    ...TEST_ENV,
    // Integration tests start with empty books; a test of the house market maker opts in through `env`.
    MARKET_MAKER: 'off',
    // No job runner: a test runs due jobs with `services.jobs.drain()`, or opts in (JOBS: 'on') through `env`.
    JOBS: 'off',
    JOBS_POLL_MS: '50',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    CONSOLE_DIST: path.join(dataDir, 'no-console'),
    ...opts.env,
  });
  const logger = opts.logger ?? pino({ level: 'silent' });
  const built = await buildApp({ config, database, logger, redis: opts.redis });
  extend?.(built.app);
  await built.app.ready();
  return {
    ...built,
    database,
    databaseName: name,
    dataDir,
    async close() {
      await built.app.close();
      await database.close();
      if (!opts.sharedDatabase)
        await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The test file's app: made (createTestApp()) before its tests and closed after them; `ready` receives it. */
export function useTestApp(ready: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** CREATE DATABASE … TEMPLATE fails while another clone is reading the template (55006): retry. */
export async function cloneTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (err) {
      if (sqlState(err) !== '55006' || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
