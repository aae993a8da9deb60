/**
 * Lock-mining dividends (issue 15 item 8): one day's dividend run over 50,000 running locks, by the module's own
 * path — the daily cron (`lockming.dividends`) reads the due orders and enqueues one `lockming.dividend_batch`
 * job per 500 orders; the app's job runner (JOBS_CONCURRENCY workers) runs them, each one transaction: the
 * orders locked in id order, one lock_dividends row per order and day (the idempotency key), one ledger entry
 * per dividend from the house pool to the holder's spot account, the orders' totals. Timed: from enqueueing
 * the cron run to the last batch's commit; each batch's own time is observed (LockmingJobs.observe).
 * Seeding: users and their USDT written in bulk through the ledger, the principal held through Ledger.holds
 * (500 a call) and the order rows inserted with those holds — a term that started yesterday (one day due).
 * Afterwards every order must be paid exactly once, no job left or failed, and checkLedger clean.
 * Prints one JSON document and saves it to docs/bench/lockming-dividends.json (default size only).
 * Usage: node --import tsx bench/lockming-dividends.ts [-- --orders 50000 --concurrency 4]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DAY_MS, Decimal, utcDayStart } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
import { lockOrders } from '../apps/server/src/modules/lockming/lockming.schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { connectDatabase, migrateDatabase } from '../apps/server/src/platform/db';
import { migrateJobs } from '../apps/server/src/platform/jobs/migrate';
import { machine } from './lib/machine';
import { openPostgres } from './lib/postgres';
import { ROOT } from './lib/processes';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '50000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const ORDERS = Number(values.orders);
const CONCURRENCY = values.concurrency;
const USDT = 3;
const CHUNK = 500;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const ms = (v: number) => Number(v.toFixed(1));

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-lockming-'));
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
      JOBS_CONCURRENCY: CONCURRENCY,
      JOBS_POLL_MS: '200',
      DATA_DIR: tmp,
      WEB_DIST: path.join(tmp, 'no-web'),
      CONSOLE_DIST: path.join(tmp, 'no-console'),
    });
    const built = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
    await built.app.ready();
    const s = built.services;
    const db = database.db;
    const one = async (q: ReturnType<typeof sql>) =>
      Number((await db.execute<{ n: string } & Record<string, unknown>>(q)).rows[0]!.n);
    const waitFor = async (what: string, done: () => Promise<boolean>, timeoutMs = 600_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`lockming bench: ${what} not reached`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    // the runner's start runs (rates, an empty dividend run) are done before the seed
    await waitFor(
      'start runs done',
      async () =>
        (await one(sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE key LIKE '%:start'`)) === 0,
    );

    // seed: a 7-day USDT product; users funded; each user's principal held and its lock started yesterday
    const seedStarted = performance.now();
    const product = await s.lockmingOps.save({
      currency_id: USDT,
      save_min: '10',
      day: 7,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      texts: { en: { title: 'USDT 7-day lock', intro: '' } },
    });
    const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
      INSERT INTO users (email, account_number, password_hash, extension_code)
      SELECT 'lockbench' || i || '@example.com', 'lockbench' || i, 'x', 'LB' || i
        FROM generate_series(1, ${ORDERS}) i RETURNING id`);
    const ids = users.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const startAt = new Date(utcDayStart(Date.now()).getTime() - DAY_MS);
    const endAt = new Date(startAt.getTime() + 7 * DAY_MS);
    const amountOf = (i: number) =>
      new Decimal(1000 + (i % 97)).plus(new Decimal(i % 7).div(3).toDecimalPlaces(6));
    for (let k = 0; k < ids.length; k += CHUNK) {
      const chunk = ids.slice(k, k + CHUNK);
      await db.transaction(async (tx) => {
        const funding: EntryInput[] = chunk.map((userId) => ({
          kind: 'genesis',
          lines: [
            { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal('5000').neg() },
            { account: { userId, currencyId: USDT, type: 2 }, amount: '5000' },
          ],
        }));
        await s.ledger.post(tx, funding);
        const orderIds = (
          await tx.execute<{ id: string } & Record<string, unknown>>(
            sql`SELECT nextval(pg_get_serial_sequence('lock_orders', 'id'))::text AS id FROM generate_series(1, ${chunk.length})`,
          )
        ).rows.map((r) => Number(r.id));
        const holds = await s.ledger.holds(
          tx,
          chunk.map((userId, i) => ({
            account: { userId, currencyId: USDT, type: 2 as const },
            amount: amountOf(k + i),
            ref: { type: 'lockming_order', id: String(orderIds[i]) },
          })),
        );
        await tx.insert(lockOrders).values(
          chunk.map((userId, i) => ({
            id: orderIds[i]!,
            productId: product.id,
            userId,
            currencyId: USDT,
            amount: amountOf(k + i).toFixed(),
            holdId: holds[i]!,
            days: 7,
            rateMin: '0.3',
            rateMax: '0.4',
            cancelRate: '0.4',
            startAt,
            endAt,
          })),
        );
      });
    }
    const seedMs = performance.now() - seedStarted;

    // the day's run: the cron slot of today (yesterday is due), batches on the job runner
    const batchMs: number[] = [];
    let lastCommit = 0;
    let paid = 0;
    s.lockmingJobs.observe((run) => {
      if (run.job !== 'dividends') return;
      batchMs.push(run.ms);
      paid += run.paid;
      lastCommit = performance.now();
    });
    const started = performance.now();
    await s.jobs.runCron(db, 'lockming.dividends', new Date());
    await waitFor('every order paid', () => Promise.resolve(paid >= ORDERS));
    const seconds = (lastCommit - started) / 1000;
    await waitFor(
      'no lock-mining job left',
      async () =>
        (await one(
          sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'lockming.%'`,
        )) === 0,
    );

    const checks = {
      dividends: await one(sql`SELECT count(*)::text AS n FROM lock_dividends`),
      dividend_entries: await one(
        sql`SELECT count(*)::text AS n FROM ledger_entries WHERE kind = 'lockming_dividend'`,
      ),
      orders_not_paid_once: await one(
        sql`SELECT count(*)::text AS n FROM lock_orders WHERE days_paid <> 1 OR total_interest <> trunc(amount * 0.003, 6)`,
      ),
      jobs_failed: await one(
        sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL`,
      ),
      ledger_violations: (await checkLedger(db)).length,
    };
    const sorted = [...batchMs].sort((a, b) => a - b);
    const ledgerClean =
      checks.ledger_violations === 0 &&
      checks.dividends === ORDERS &&
      checks.dividend_entries === ORDERS &&
      checks.orders_not_paid_once === 0 &&
      checks.jobs_failed === 0;
    const result = {
      benchmark: 'lockming-dividends',
      description:
        'One day’s lock-mining dividends over 50,000 running locks: the daily cron enqueues one batch job per 500 orders; each batch is one transaction (orders locked, a dividend row per order and day, one ledger entry each from pool:lockming to the holder’s spot). Time from the cron run enqueued to the last batch committed',
      machine: machine(),
      node: process.version,
      postgres: pgServer.label,
      orders: ORDERS,
      batches: batchMs.length,
      job_concurrency: Number(CONCURRENCY),
      seconds: Number(seconds.toFixed(2)),
      orders_per_second: Math.round(ORDERS / seconds),
      batch_p50_ms: ms(quantile(sorted, 0.5)),
      batch_p99_ms: ms(quantile(sorted, 0.99)),
      batch_max_ms: ms(sorted.at(-1) ?? 0),
      ledger_clean: ledgerClean,
      checks,
      seed_seconds: Number((seedMs / 1000).toFixed(1)),
      at: new Date().toISOString(),
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await built.app.close();
    if (ORDERS === 50_000) {
      await fs.mkdir(path.join(ROOT, 'docs/bench'), { recursive: true });
      await fs.writeFile(path.join(ROOT, 'docs/bench/lockming-dividends.json'), `${json}\n`);
    }
    if (!ledgerClean) throw new Error('lock-mining dividend benchmark: a check failed');
  } finally {
    await database.close();
    await pgServer.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
