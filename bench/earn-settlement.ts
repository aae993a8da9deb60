/**
 * Earn settlement: 50,000 open invest (dual) orders due in the same minute, settled by the
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
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import {
  addDays,
  investHoldingDays,
  investOutcomes,
  investSettleAt,
  utcDay,
  type InvestType,
  type OpsInvestProduct,
} from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import { investOrders } from '../apps/server/src/modules/invest/invest.schema';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
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
const BTC = 1;
const ETH = 2;
const USDT = 3;
const CHUNK = 500;

const LABEL = 'earn settlement bench';
const TIMEOUT_MS = 900_000;

/** The four products: coin, type, deposit per share (coin for a call, USDT for a put), linked price. */
const PRODUCTS: {
  coin: number;
  pair: number;
  type: InvestType;
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
  const result = await withBenchApp('dual', CONCURRENCY, async (app) => {
    const s = app.services;
    const db = app.db;
    const one = (q: ReturnType<typeof sql>) => count(db, q);
    await startRunsDone(app, LABEL, TIMEOUT_MS);

    // seed: four products maturing tomorrow (the same 08:00 UTC); users funded; one order each
    const seedStarted = performance.now();
    const endTime = addDays(utcDay(Date.now()), 1);
    const settleAt = investSettleAt(endTime);
    const perProduct = Math.ceil(ORDERS / PRODUCTS.length);
    const products: ((typeof PRODUCTS)[number] & { row: OpsInvestProduct })[] = [];
    for (const p of PRODUCTS)
      products.push({
        ...p,
        row: await s.investOps.save({
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
    const ids = await insertUsers(db, 'dualbench', 'DB', 1, ORDERS);
    const now = new Date();
    const days = investHoldingDays(now, endTime);
    const decimals = { coin: 8, usdt: 6 }; // BTC and ETH 8, USDT 6 (market precisionOf)
    for (let k = 0; k < ids.length; k += CHUNK) {
      const chunk = ids.slice(k, k + CHUNK);
      await db.transaction(async (tx) => {
        const orders = chunk.map((userId, i) => {
          const p = products[Math.floor((k + i) / perProduct)]!;
          const amount = new Decimal(p.perPrice);
          const out = investOutcomes(
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
        const saved = await tx.insert(investOrders).values(orders).returning({ id: investOrders.id });
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
    const run = await timeCronBatches(app, {
      label: LABEL,
      cron: 'dual.settle',
      at: new Date(settleAt.getTime() + 60_000),
      orders: ORDERS,
      jobPrefix: 'dual.',
      jobsWhat: 'no dual job left',
      timeoutMs: TIMEOUT_MS,
      observe: (batch) =>
        s.investSettler.observe((r) => {
          if (r.paid === 0) return;
          batch(r.ms, r.paid);
        }),
    });

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
      jobs_failed: await one(JOBS_FAILED),
      ledger_violations: (await checkLedger(db)).length,
    };
    const ledgerClean =
      checks.ledger_violations === 0 &&
      checks.settlements === PRODUCTS.length &&
      checks.orders_success === ORDERS &&
      checks.payout_entries === ORDERS &&
      checks.orders_paid_not_once === 0 &&
      checks.payout_not_formula === 0 &&
      checks.notifications === ORDERS &&
      checks.jobs_failed === 0;
    return cronBatchResult({
      benchmark: 'earn-settlement',
      description:
        'Invest (dual) settlement of 50,000 open orders due in the same minute (four products, BTC and ETH, sell high and buy low): the minute cron marks them settling, writes one settlement per product (mean of the 30 stored minute closes before 08:00 UTC) and enqueues one batch job per 500 orders; each batch is one transaction (orders locked, dualPayout from pool:dual to the holder’s spot, settling → success, a notification). Time from the cron run enqueued to the last batch committed',
      app,
      run,
      orders: ORDERS,
      concurrency: CONCURRENCY,
      ledgerClean,
      checks,
      seedMs,
    });
  });
  await report('earn-settlement', result, ORDERS === 50_000);
  if (!result.ledger_clean) throw new Error('earn settlement benchmark: a check failed');
}

await main();
