/**
 * The app of the in-process benchmarks (copy fan-out, earn settlement, lock-mining dividends): a fresh
 * PostgreSQL (see openPostgres), migrated, and the whole app built in this process with its job runner on
 * (JOBS_CONCURRENCY workers); plus the small SQL helpers they share and how they print and save their result.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { connectDatabase, migrateDatabase, type Db } from '../../apps/server/src/platform/db';
import { migrateJobs } from '../../apps/server/src/platform/jobs/migrate';
import { openPostgres } from './postgres';
import { ROOT } from './processes';

export interface BenchApp {
  built: Awaited<ReturnType<typeof buildApp>>;
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  db: Db;
  /** Where the PostgreSQL of the run is (printed with the result). */
  postgres: string;
}

/**
 * Boots the app on a fresh database (temporary folder `meridian-bench-<name>-*`), runs `run`, closes the app,
 * and always drops the database and the folder.
 */
export async function withBenchApp<T>(
  name: string,
  concurrency: string,
  run: (app: BenchApp) => Promise<T>,
): Promise<T> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `meridian-bench-${name}-`));
  const pgServer = await openPostgres(tmp);
  const database = connectDatabase(pgServer.url, 20);
  try {
    await migrateDatabase(database.db);
    await migrateJobs(database.pool);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MARKET_HISTORY_DAYS: '2',
      MARKET_DAILY_HISTORY_DAYS: '60',
      MARKET_MAKER: 'off',
      JOBS: 'on',
      JOBS_CONCURRENCY: concurrency,
      JOBS_POLL_MS: '200',
      DATA_DIR: tmp,
      WEB_DIST: path.join(tmp, 'no-web'),
      CONSOLE_DIST: path.join(tmp, 'no-console'),
    });
    const built = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
    await built.app.ready();
    const out = await run({ built, services: built.services, db: database.db, postgres: pgServer.label });
    await built.app.close();
    return out;
  } finally {
    await database.close();
    await pgServer.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** The number a `SELECT … AS n` query returns. */
export async function count(db: Db, q: ReturnType<typeof sql>): Promise<number> {
  return Number((await db.execute<{ n: string } & Record<string, unknown>>(q)).rows[0]!.n);
}

/** Polls `done` every 25 ms until it holds; throws `<label>: <what> not reached` after timeoutMs. */
export async function waitFor(
  label: string,
  what: string,
  done: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${label}: ${what} not reached`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Jobs that ended in an error (the `jobs_failed` check of every bench). */
export const JOBS_FAILED = sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL`;

/** Waits until the job runner's start runs (keys `…:start`) are done, so they do not share the timed window. */
export function startRunsDone(app: BenchApp, label: string, timeoutMs: number): Promise<void> {
  return waitFor(
    label,
    'start runs done',
    async () =>
      (await count(
        app.db,
        sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE key LIKE '%:start'`,
      )) === 0,
    timeoutMs,
  );
}

/** Waits until no job of a task prefix (`dual.`, `lockming.`) is queued, running or failed-and-left. */
export function noJobsLeft(app: BenchApp, label: string, what: string, prefix: string, timeoutMs: number) {
  return waitFor(
    label,
    what,
    async () =>
      (await count(
        app.db,
        sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE task_identifier LIKE ${`${prefix}%`}`,
      )) === 0,
    timeoutMs,
  );
}

/**
 * Inserts bench users `<prefix><i>` (email `<prefix><i>@example.com`, extension code `<code><i>`) for i from
 * `from` to `to` in one statement; returns their ids ascending.
 */
export async function insertUsers(
  db: Db,
  prefix: string,
  code: string,
  from: number,
  to: number,
): Promise<number[]> {
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT ${prefix}::text || i || '@example.com', ${prefix}::text || i, 'x', ${code}::text || i
      FROM generate_series(${from}::int, ${to}::int) i RETURNING id`);
  return users.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Prints the result as one JSON document and, when `save`, writes it to docs/bench/<name>.json. */
export async function report(name: string, result: object, save: boolean): Promise<void> {
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  if (!save) return;
  await fs.mkdir(path.join(ROOT, 'docs/bench'), { recursive: true });
  await fs.writeFile(path.join(ROOT, `docs/bench/${name}.json`), `${json}\n`);
}
