import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/platform/db';
import { openPostgres } from './postgres';
import { ROOT, startProcess, stopProcess } from './processes';

/**
 * The app in its own process on a PostgreSQL of its own (lib/postgres.ts: a fresh database on DATABASE_URL's
 * server, else an embedded server), in a fresh temporary directory, with a connection of the bench's own to
 * the same database. Market maker off, a day of market history, production mode, demo on, and TRUST_PROXY on
 * loopback: the bench acts as a proxy on loopback naming a distinct client per call (lib/spot-users.ts).
 * `env` adds to or overrides that environment. `stop()` stops the app and removes the database and the
 * directory; the caller waits for `${base}/health` (waitForHttp) inside its try, as the first step.
 */
export async function startAppOnPostgres(opts: {
  tmpPrefix: string;
  port: number;
  env?: Record<string, string>;
}) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), opts.tmpPrefix));
  const postgres = await openPostgres(tmp);
  const database = connectDatabase(postgres.url, 2);
  const dataDir = path.join(tmp, 'data');
  const app = startProcess(path.join(ROOT, 'apps/server/src/main.ts'), {
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    MARKET_MAKER: 'off',
    MARKET_HISTORY_DAYS: '1',
    MARKET_DAILY_HISTORY_DAYS: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO: 'on',
    TRUST_PROXY: 'loopback',
    ...opts.env,
  });
  return {
    base: `http://127.0.0.1:${opts.port}/api`,
    dataDir,
    database,
    /** The `postgres` field of a bench's JSON: where the database is, and the server's version. */
    async postgresLabel(): Promise<string> {
      const v = await database.db.execute<{ v: string } & Record<string, unknown>>(
        sql`SELECT current_setting('server_version') AS v`,
      );
      return `${postgres.label}, PostgreSQL ${v.rows[0]?.v ?? '?'}`;
    },
    async stop(): Promise<void> {
      await stopProcess(app);
      await database.close();
      await postgres.drop();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}
