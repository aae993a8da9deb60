/**
 * Lock-mining dividends: one day's dividend run over 50,000 running locks, by the module's own
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
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import { DAY_MS, utcDayStart } from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
import { lockOrders } from '../apps/server/src/modules/lockming/lockming.schema';
import { cronBatchResult, timeCronBatches } from './lib/cron-batches';
import { count, insertUsers, JOBS_FAILED, report, startRunsDone, withBenchApp } from './lib/in-process-app';

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

const LABEL = 'lockming bench';
const TIMEOUT_MS = 600_000;

async function main() {
  const result = await withBenchApp('lockming', CONCURRENCY, async (app) => {
    const s = app.services;
    const db = app.db;
    const one = (q: ReturnType<typeof sql>) => count(db, q);
    // the runner's start runs (rates, an empty dividend run) are done before the seed
    await startRunsDone(app, LABEL, TIMEOUT_MS);

    // seed: a 7-day USDT product; users funded; each user's principal held and its lock started yesterday
    const seedStarted = performance.now();
    const product = await s.lockmingOps.save({
      currency_id: USDT,
      save_min: '10',
      day: 7,
      category: 'standard',
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      texts: { en: { title: 'USDT 7-day lock', intro: '' } },
    });
    const ids = await insertUsers(db, 'lockbench', 'LB', 1, ORDERS);
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
    const run = await timeCronBatches(app, {
      label: LABEL,
      cron: 'lockming.dividends',
      at: new Date(),
      orders: ORDERS,
      jobPrefix: 'lockming.',
      jobsWhat: 'no lock-mining job left',
      timeoutMs: TIMEOUT_MS,
      observe: (batch) =>
        s.lockmingJobs.observe((r) => {
          if (r.job !== 'dividends') return;
          batch(r.ms, r.paid);
        }),
    });

    const checks = {
      dividends: await one(sql`SELECT count(*)::text AS n FROM lock_dividends`),
      dividend_entries: await one(
        sql`SELECT count(*)::text AS n FROM ledger_entries WHERE kind = 'lockming_dividend'`,
      ),
      orders_not_paid_once: await one(
        sql`SELECT count(*)::text AS n FROM lock_orders WHERE days_paid <> 1 OR total_interest <> trunc(amount * 0.003, 6)`,
      ),
      jobs_failed: await one(JOBS_FAILED),
      ledger_violations: (await checkLedger(db)).length,
    };
    const ledgerClean =
      checks.ledger_violations === 0 &&
      checks.dividends === ORDERS &&
      checks.dividend_entries === ORDERS &&
      checks.orders_not_paid_once === 0 &&
      checks.jobs_failed === 0;
    return cronBatchResult({
      benchmark: 'lockming-dividends',
      description:
        'One day’s lock-mining dividends over 50,000 running locks: the daily cron enqueues one batch job per 500 orders; each batch is one transaction (orders locked, a dividend row per order and day, one ledger entry each from pool:lockming to the holder’s spot). Time from the cron run enqueued to the last batch committed',
      app,
      run,
      orders: ORDERS,
      concurrency: CONCURRENCY,
      ledgerClean,
      checks,
      seedMs,
    });
  });
  await report('lockming-dividends', result, ORDERS === 50_000);
  if (!result.ledger_clean) throw new Error('lock-mining dividend benchmark: a check failed');
}

await main();
