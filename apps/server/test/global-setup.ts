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
  }
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL when set, else an embedded one in a temp dir) and a
 * migrated template database that every test file clones (test/test-app.ts).
 */
export default async function setup(project: TestProject) {
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
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
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
