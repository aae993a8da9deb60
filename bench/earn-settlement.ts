/**
 * Earn settlement (issue 15 item 8): 50,000 open invest (dual) orders due in the same minute, settled by the
 * module's own path — the minute cron (`dual.settle`, run for the slot a minute after 08:00 UTC of the maturity
 * date) marks each product's orders settling under the product's lock, writes its one settlement (the mean of
 * the 30 stored minute closes before 08:00, with the samples) and enqueues one `dual.pay_orders` job per 500
 * orders in that transaction; the app's job runner (JOBS_CONCURRENCY workers) runs them, each one transaction:
 * the orders still settling locked in id order, each paid by dualPayout from house `pool:dual` to the holder's
 * spot account (one ledger entry per order), moved settling → success, notified (dual_settled).
 * Four products maturing the same day (BTC and ETH, sell high and buy low), 12,500 orders each; BTC settles
 * below its linked price (calls paid in BTC, puts in BTC), ETH above (paid in USDT).
 * Timed: from enqueueing the cron run to the last batch's commit; each batch's own time is observed
 * (DualSettler.observe). Seeding: users and their balances written in bulk through the ledger, each deposit
 * posted to the pool (dual_stake, 500 a call) and the order rows inserted with their terms and outcomes.
 * Afterwards every order must be paid exactly once, no job left or failed, and checkLedger clean.
 * Prints one JSON document and saves it to docs/bench/earn-settlement.json (default size only).
 * Usage: node --import tsx bench/earn-settlement.ts [-- --orders 50000 --concurrency 4]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  addDays,
  Decimal,
  dualHoldingDays,
  dualOutcomes,
  dualSettleAt,
  utcDay,
  type DualType,
  type OpsDualProduct,
} from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { dualOrders } from '../apps/server/src/modules/dual/dual.schema';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
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
const BTC = 1;
const ETH = 2;
const USDT = 3;
const CHUNK = 500;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const ms = (v: number) => Number(v.toFixed(1));

/** The four products: coin, type, deposit per share (coin for a call, USDT for a put), linked price. */
const PRODUCTS: {
  coin: number;
  pair: number;
  type: DualType;
  perPrice: string;
  linked: string;
  mean: string;
}[] = [
  { coin: BTC, pair: 1, type: 'call', perPrice: '0.01', linked: '100000', mean: '99000' },
  { coin: BTC, pair: 1, type: 'put', perPrice: '100', linked: '100000', mean: '99000' },
  { coin: ETH, pair: 2, type: 'call', perPrice: '0.1', linked: '3500', mean: '3600' },
  { coin: ETH, pair: 2, type: 'put', perPrice: '100', linked: '3500', mean: '3600' },
];

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-dual-'));
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
    const waitFor = async (what: string, done: () => Promise<boolean>, timeoutMs = 900_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`earn settlement bench: ${what} not reached`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await waitFor(
      'start runs done',
      async () =>
        (await one(sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE key LIKE '%:start'`)) === 0,
    );

    // seed: four products maturing tomorrow (the same 08:00 UTC); users funded; one order each
    const seedStarted = performance.now();
    const endTime = addDays(utcDay(Date.now()), 1);
    const settleAt = dualSettleAt(endTime);
    const perProduct = Math.ceil(ORDERS / PRODUCTS.length);
    const products: ((typeof PRODUCTS)[number] & { row: OpsDualProduct })[] = [];
    for (const p of PRODUCTS)
      products.push({
        ...p,
        row: await s.dualOps.save({
          name: `bench ${p.type} ${p.coin}`,
          section: '',
          type: p.type,
          currency_id: p.coin,
          per_price: p.perPrice,
          apr: '36.5',
          linked_price: p.linked,
          end_time: endTime,
          total_number: perProduct,
          user_limit: 1,
        }),
      });
    const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
      INSERT INTO users (email, account_number, password_hash, extension_code)
      SELECT 'dualbench' || i || '@example.com', 'dualbench' || i, 'x', 'DB' || i
        FROM generate_series(1, ${ORDERS}) i RETURNING id`);
    const ids = users.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const now = new Date();
    const days = dualHoldingDays(now, endTime);
    const decimals = { coin: 8, usdt: 6 }; // BTC and ETH 8, USDT 6 (market precisionOf)
    for (let k = 0; k < ids.length; k += CHUNK) {
      const chunk = ids.slice(k, k + CHUNK);
      await db.transaction(async (tx) => {
        const orders = chunk.map((userId, i) => {
          const p = products[Math.floor((k + i) / perProduct)]!;
          const amount = new Decimal(p.perPrice);
          const out = dualOutcomes(
            { type: p.type, amount, linkedPrice: p.linked, aprPct: '36.5', days },
            decimals,
          );
          const cur = (c: 'coin' | 'usdt') => (c === 'coin' ? p.coin : USDT);
          return {
            productId: p.row.id,
            userId,
            type: p.type,
            currencyId: p.coin,
            payCurrencyId: p.row.pay_currency_id,
            num: 1,
            amount: amount.toFixed(),
            apr: '36.5',
            days,
            linkedPrice: p.linked,
            endDate: endTime,
            settleAt,
            belowCurrencyId: cur(out.below.currency),
            belowAmount: out.below.amount.toFixed(),
            aboveCurrencyId: cur(out.above.currency),
            aboveAmount: out.above.amount.toFixed(),
            createdAt: now,
          };
        });
        const saved = await tx.insert(dualOrders).values(orders).returning({ id: dualOrders.id });
        const entries: EntryInput[] = orders.flatMap((o, i) => [
          {
            kind: 'genesis' as const,
            lines: [
              { account: { house: 'genesis' as const, currencyId: o.payCurrencyId }, amount: `-${o.amount}` },
              {
                account: { userId: o.userId, currencyId: o.payCurrencyId, type: 2 as const },
                amount: o.amount,
              },
            ],
          },
          {
            kind: 'dual_stake' as const,
            refType: 'dual_order',
            refId: String(saved[i]!.id),
            lines: [
              {
                account: { userId: o.userId, currencyId: o.payCurrencyId, type: 2 as const },
                amount: `-${o.amount}`,
              },
              { account: { house: 'pool:dual' as const, currencyId: o.payCurrencyId }, amount: o.amount },
            ],
          },
        ]);
        await s.ledger.post(tx, entries);
      });
    }
    for (const p of products)
      await db.execute(sql`
        UPDATE dual_products SET purchased_number = (SELECT count(*) FROM dual_orders WHERE product_id = ${p.row.id}),
          remaining_number = total_number - (SELECT count(*) FROM dual_orders WHERE product_id = ${p.row.id})
        WHERE id = ${p.row.id}`);
    // the stored minute closes of the 30 minutes before 08:00 of each pair
    const settleSec = settleAt.getTime() / 1000;
    for (const p of products.filter((x) => x.type === 'call'))
      for (let m = 0; m < 30; m++)
        await db.execute(sql`
          INSERT INTO candles_1m (pair_id, t, open, high, low, close, volume, amount)
          VALUES (${p.pair}, ${settleSec - 1800 + m * 60}, ${p.mean}, ${p.mean}, ${p.mean}, ${p.mean}, 1, ${p.mean})
          ON CONFLICT (pair_id, t) DO UPDATE SET close = excluded.close`);
    const seedMs = performance.now() - seedStarted;

    // the minute's run: the cron slot a minute after 08:00 UTC of the maturity date; batches on the runner
    const batchMs: number[] = [];
    let lastCommit = 0;
    let paid = 0;
    s.dualSettler.observe((run) => {
      if (run.paid === 0) return;
      batchMs.push(run.ms);
      paid += run.paid;
      lastCommit = performance.now();
    });
    const started = performance.now();
    await s.jobs.runCron(db, 'dual.settle', new Date(settleAt.getTime() + 60_000));
    await waitFor('every order paid', () => Promise.resolve(paid >= ORDERS));
    const seconds = (lastCommit - started) / 1000;
    await waitFor(
      'no dual job left',
      async () =>
        (await one(
          sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'dual.%'`,
        )) === 0,
    );

    const checks = {
      settlements: await one(sql`SELECT count(*)::text AS n FROM dual_settlements WHERE status = 'settled'`),
      orders_success: await one(sql`SELECT count(*)::text AS n FROM dual_orders WHERE status = 'success'`),
      payout_entries: await one(
        sql`SELECT count(*)::text AS n FROM ledger_entries WHERE kind = 'dual_payout'`,
      ),
      orders_paid_not_once: await one(sql`
        SELECT count(*)::text AS n FROM dual_orders o
        WHERE (SELECT count(*) FROM ledger_entries e
               WHERE e.kind = 'dual_payout' AND e.ref_type = 'dual_order' AND e.ref_id = o.id::text) <> 1`),
      payout_not_formula: await one(sql`
        SELECT count(*)::text AS n FROM dual_orders
        WHERE payout_amount <> CASE WHEN currency_id = ${BTC} THEN below_amount ELSE above_amount END`),
      notifications: await one(sql`SELECT count(*)::text AS n FROM notifications WHERE key = 'dual_settled'`),
      jobs_failed: await one(
        sql`SELECT count(*)::text AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL`,
      ),
      ledger_violations: (await checkLedger(db)).length,
    };
    const sorted = [...batchMs].sort((a, b) => a - b);
    const ledgerClean =
      checks.ledger_violations === 0 &&
      checks.settlements === PRODUCTS.length &&
      checks.orders_success === ORDERS &&
      checks.payout_entries === ORDERS &&
      checks.orders_paid_not_once === 0 &&
      checks.payout_not_formula === 0 &&
      checks.notifications === ORDERS &&
      checks.jobs_failed === 0;
    const result = {
      benchmark: 'earn-settlement',
      description:
        'Invest (dual) settlement of 50,000 open orders due in the same minute (four products, BTC and ETH, sell high and buy low): the minute cron marks them settling, writes one settlement per product (mean of the 30 stored minute closes before 08:00 UTC) and enqueues one batch job per 500 orders; each batch is one transaction (orders locked, dualPayout from pool:dual to the holder’s spot, settling → success, a notification). Time from the cron run enqueued to the last batch committed',
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
      await fs.writeFile(path.join(ROOT, 'docs/bench/earn-settlement.json'), `${json}\n`);
    }
    if (!ledgerClean) throw new Error('earn settlement benchmark: a check failed');
  } finally {
    await database.close();
    await pgServer.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
