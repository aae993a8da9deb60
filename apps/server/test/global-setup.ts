import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../src/platform/db';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/platform/db/embedded';
import { migrateJobs } from '../src/platform/jobs/migrate';
import { databaseUrl } from './db-url';
import { pino } from 'pino';
import { loadConfig } from '../src/platform/config';
import { createFeed } from '../src/modules/market/feed';
import { MarketService } from '../src/modules/market/market.service';

/** Environment of every test app: short market history, quiet logs. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  MARKET_HISTORY_DAYS: '2',
  MARKET_DAILY_HISTORY_DAYS: '60',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    /** The server built to JavaScript for this run (main.js, cli/*.js): test/server-process.ts runs it. */
    serverBundle: string;
  }
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL when set, else an embedded one in a temp dir), a
 * migrated template database that every test file clones (test/test-app.ts), and the server bundle the
 * process tests run (as `npm start` does: no TypeScript loader paying seconds per spawned process).
 */
export default async function setup(project: TestProject) {
  // Inside apps/server, where the bundle finds the package root it reads its files from (platform/paths.ts);
  // a directory of its own per run, so neither dist/ nor a concurrent run is disturbed. Built while the
  // template migrates, and awaited (its errors too) before anything is handed over.
  // (Imported here, not at the top: the test files import this module for its helpers, esbuild unneeded.)
  const { buildServer } = await import('../../../scripts/build-server.mjs');
  const bundle = path.join(import.meta.dirname, '..', `.dist-test-run-${process.pid}`);
  const built = buildServer(bundle);
  built.catch(() => undefined);
  let embedded: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-test-pg-'));
    embedded = await startEmbeddedPostgres(tmp);
    adminUrl = embedded.url;
  }
  const template = `meridian_tpl_${process.pid}`;
  await admin(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${template}"`);
  });
  const database = connectDatabase(databaseUrl(adminUrl, template), 2);
  await migrateDatabase(database.db);
  await migrateJobs(database.pool); // graphile-worker's schema, once: the clones inherit it
  // Market history is generated once into the template; each test app only backfills the minutes since.
  const config = loadConfig(TEST_ENV);
  const log = pino({ level: 'silent' });
  await new MarketService(
    database.db,
    await createFeed(config.market.feed, config.market.seed, log),
    config.market,
    log,
  ).init();
  await database.close();
  await built;
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('serverBundle', bundle);

  return async () => {
    await fs.rm(bundle, { recursive: true, force: true });
    await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
    await embedded?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  };
}

export async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
