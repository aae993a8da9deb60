import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal } from '@meridian/contract';
import {
  addDays,
  investOutcomes,
  investPayout,
  investSettleAt,
  utcDay,
  type InvestType,
} from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../../test/db-url';
import { admin } from '../../../../test/global-setup';
import { spawnServer, until, type ServerProcess } from '../../../../test/server-process';
import { cloneTemplate, createTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger, type EntryInput } from '../../ledger';
import { BTC, ETH, newProduct, storeWindow, USDT } from '../invest.testing';
import { investOrders } from '../invest.schema';

/**
 * Fault test: four invest products whose settlement time (08:00 UTC yesterday) has passed,
 * PER_PRODUCT orders each, the 30 minute closes before it stored. A real server process settles them on its
 * minute cron (`dual.settle`: one settlement per product, `dual.pay_orders` batches of 500) and is killed with
 * SIGKILL once one batch is paid and the next is in flight; a second process finishes (the dead worker's batch
 * is handed back after the liveness grace, about 30 s). Every product is settled once, every order paid once by the formula at the
 * stored price, no batch left to run, and the ledger is clean.
 */
const PER_PRODUCT = 1_000;
const SPOT = 2;
const DECIMALS = { coin: 8, usdt: 6 }; // BTC and ETH 8, USDT 6 (market precisionOf)
const APR = '36.5';
const DAYS = 10;
const name = `meridian_t_${randomBytes(6).toString('hex')}`;

/** BTC settles below its linked price (paid in BTC), ETH above (paid in USDT); each window's mean is exact. */
const PRODUCTS: { coin: number; type: InvestType; perPrice: string; linked: string; closes: string[] }[] = [
  { coin: BTC, type: 'call', perPrice: '0.01', linked: '100000', closes: swing('99000', '7.5') },
  { coin: BTC, type: 'put', perPrice: '100', linked: '100000', closes: swing('99000', '7.5') },
  { coin: ETH, type: 'call', perPrice: '0.1', linked: '3500', closes: swing('3600', '0.25') },
  { coin: ETH, type: 'put', perPrice: '100', linked: '3500', closes: swing('3600', '0.25') },
];
const MEANS: Record<number, string> = { [BTC]: '99000', [ETH]: '3600' };

/** 30 closes alternating `mean` ± `by` (their mean is `mean`). */
function swing(mean: string, by: string): string[] {
  return Array.from({ length: 30 }, (_, i) => new Decimal(mean)[i % 2 ? 'plus' : 'minus'](by).toFixed());
}

afterAll(() => admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

const num = (i: number) => 1 + (i % 7);

/**
 * The products (through the console call, then moved to yesterday's maturity: a test-only clock shift), one
 * user per order funded with exactly its deposit, the deposit posted to the pool (dual_stake) and the order
 * row written with its terms and outcomes, and the windows of minute closes before 08:00 yesterday.
 */
async function seed(t: TestApp): Promise<number[]> {
  const db = t.database.db;
  const end = addDays(utcDay(Date.now()), -1);
  const settleAt = investSettleAt(end);
  const productIds: number[] = [];
  for (const p of PRODUCTS) {
    const row = await newProduct(t, {
      name: `kill ${p.type} ${p.coin}`,
      type: p.type,
      currency_id: p.coin,
      per_price: p.perPrice,
      apr: APR,
      linked_price: p.linked,
      total_number: PER_PRODUCT * 7,
      user_limit: 7,
    });
    productIds.push(row.id);
    const r = await db.execute<{ id: string } & Record<string, unknown>>(sql`
      INSERT INTO users (email, account_number, password_hash, extension_code)
      SELECT ${`dk${row.id}x`} || i || '@example.com', ${`dk${row.id}x`} || i, 'x', ${`DK${row.id}X`} || i
        FROM generate_series(1, ${PER_PRODUCT}) i RETURNING id`);
    const users = r.rows.map((u) => Number(u.id)).sort((a, b) => a - b);
    for (let k = 0; k < users.length; k += 500) {
      await db.transaction(async (tx) => {
        const orders = users.slice(k, k + 500).map((userId, j) => {
          const amount = new Decimal(p.perPrice).times(num(k + j));
          const terms = { type: p.type, amount, linkedPrice: p.linked, aprPct: APR, days: DAYS };
          const out = investOutcomes(terms, DECIMALS);
          const cur = (c: 'coin' | 'usdt') => (c === 'coin' ? p.coin : USDT);
          return {
            productId: row.id,
            userId,
            type: p.type,
            currencyId: p.coin,
            payCurrencyId: row.pay_currency_id,
            num: num(k + j),
            amount: amount.toFixed(),
            apr: APR,
            days: DAYS,
            linkedPrice: p.linked,
            endDate: end,
            settleAt,
            belowCurrencyId: cur(out.below.currency),
            belowAmount: out.below.amount.toFixed(),
            aboveCurrencyId: cur(out.above.currency),
            aboveAmount: out.above.amount.toFixed(),
          };
        });
        const saved = await tx.insert(investOrders).values(orders).returning({ id: investOrders.id });
        const entries: EntryInput[] = orders.flatMap((o, i) => {
          const spot = { userId: o.userId, currencyId: o.payCurrencyId, type: SPOT } as const;
          return [
            {
              kind: 'genesis' as const,
              lines: [
                {
                  account: { house: 'genesis' as const, currencyId: o.payCurrencyId },
                  amount: `-${o.amount}`,
                },
                { account: spot, amount: o.amount },
              ],
            },
            {
              kind: 'dual_stake' as const,
              refType: 'dual_order',
              refId: String(saved[i]!.id),
              lines: [
                { account: spot, amount: `-${o.amount}` },
                { account: { house: 'pool:dual' as const, currencyId: o.payCurrencyId }, amount: o.amount },
              ],
            },
          ];
        });
        await t.services.ledger.post(tx, entries);
      });
    }
    await db.execute(sql`
      UPDATE dual_products SET end_date = ${end}, settle_at = ${settleAt.toISOString()}::timestamptz,
        purchased_number = (SELECT sum(num) FROM dual_orders WHERE product_id = ${row.id}),
        remaining_number = total_number - (SELECT sum(num) FROM dual_orders WHERE product_id = ${row.id})
      WHERE id = ${row.id}`);
  }
  for (const coin of [BTC, ETH]) {
    const pair = await db.execute<{ id: number } & Record<string, unknown>>(
      sql`SELECT id FROM pairs WHERE base_id = ${coin} AND quote_id = ${USDT} AND category = 'crypto'`,
    );
    await storeWindow(t, end, PRODUCTS.find((p) => p.coin === coin)!.closes, pair.rows[0]!.id);
  }
  return productIds;
}

describe('dual settlement: kill -9 midway, a second process finishes', () => {
  it('settles every product once and pays every order once across a killed process and its successor', async () => {
    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-dual-kill-'));
    const t = await createTestApp(undefined, { sharedDatabase: { name } });
    const servers: ServerProcess[] = [];
    const db = t.database.db;
    const n = async (q: ReturnType<typeof sql>) =>
      Number((await db.execute<{ n: number } & Record<string, unknown>>(q)).rows[0]!.n);
    const ORDERS = PER_PRODUCT * PRODUCTS.length;
    const paid = sql`SELECT count(*)::int AS n FROM dual_orders WHERE status = 'success'`;
    const inFlight = sql`
      SELECT count(*)::int AS n FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
      WHERE j.task_identifier = 'dual.pay_orders' AND j.locked_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM dual_orders o
                        WHERE o.id IN (SELECT jsonb_array_elements_text(p.payload::jsonb -> 'ids')::bigint)
                          AND o.status <> 'settling')`;
    const started = Date.now();
    const at = () => Date.now() - started;
    try {
      const productIds = await seed(t);
      await t.app.close();
      const seeded = at();

      const url = databaseUrl(inject('dbAdminUrl'), name);
      const env = { JOBS_CONCURRENCY: '1', JOBS_POLL_MS: '200', MICROTRADE: 'off' };
      // dual.settle has no start run: the first process settles on its first minute slot
      const first = await spawnServer({ dataDir, databaseUrl: url, env });
      servers.push(first);
      // killed once a batch has been paid and the next one is in flight (locked, its orders not yet moved)
      await until(
        'a batch in flight after one paid',
        async () => (await n(paid)) > 0 && (await n(inFlight)) > 0,
        150_000,
        first.log,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const killed = at();
      const byFirst = await n(paid);
      // the killed batch is all or nothing: its orders (still locked to the dead worker) all settling or all paid
      const killedInFlight = await n(inFlight);
      expect(
        await n(sql`
          SELECT count(*)::int AS n FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
          WHERE j.task_identifier = 'dual.pay_orders' AND j.locked_at IS NOT NULL
            AND (SELECT count(DISTINCT o.status) FROM dual_orders o
                 WHERE o.id IN (SELECT jsonb_array_elements_text(p.payload::jsonb -> 'ids')::bigint)) <> 1`),
      ).toBe(0);
      expect(byFirst).toBeGreaterThan(0);
      expect(byFirst).toBeLessThan(ORDERS);
      expect(await n(sql`SELECT count(*)::int AS n FROM dual_settlements`)).toBe(PRODUCTS.length);

      const second = await spawnServer({ dataDir, databaseUrl: url, env: { ...env, JOBS_CONCURRENCY: '2' } });
      servers.push(second);
      await until('every order paid', async () => (await n(paid)) === ORDERS, 150_000, second.log);
      const allPaid = at();
      await until(
        'no dual batch due',
        async () =>
          (await n(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs
                        WHERE task_identifier = 'dual.pay_orders' AND attempts < max_attempts`)) === 0,
        120_000,
        second.log,
      );
      const jobs = await db.execute(
        sql`SELECT task_identifier, attempts, max_attempts, last_error FROM graphile_worker.jobs
             WHERE task_identifier LIKE 'dual.%' AND task_identifier <> 'dual.settle'`,
      );
      expect(jobs.rows).toEqual([]); // none left failed for good either
      second.child.kill('SIGTERM');
      await second.exited;

      // one settlement per product, at the mean of its stored window, with its 30 samples
      const settlements = await db.execute<
        { id: number; product_id: number; price: string; status: string; samples: unknown[] } & Record<
          string,
          unknown
        >
      >(
        sql`SELECT id, product_id, price::text AS price, status, samples FROM dual_settlements ORDER BY product_id`,
      );
      expect(settlements.rows.map((s) => s.product_id)).toEqual(productIds);
      const priceOf = new Map<number, string>();
      for (const [i, s] of settlements.rows.entries()) {
        expect(s.status).toBe('settled');
        expect(s.samples).toHaveLength(30);
        expect(new Decimal(s.price).eq(MEANS[PRODUCTS[i]!.coin]!)).toBe(true);
        priceOf.set(s.product_id, s.price);
      }

      // every order success, with exactly one payout entry and one notification
      expect(
        await n(sql`SELECT count(*)::int AS n FROM dual_orders o
                     WHERE o.status <> 'success'
                        OR (SELECT count(*) FROM ledger_entries e WHERE e.ref_type = 'dual_order'
                              AND e.ref_id = o.id::text AND e.kind = 'dual_payout') <> 1
                        OR (SELECT count(*) FROM notifications m
                             WHERE m.user_id = o.user_id AND m.key = 'dual_settled' AND m.ref = 'dual_order:' || o.id) <> 1`),
      ).toBe(0);
      expect(await n(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'dual_payout'`)).toBe(
        ORDERS,
      );
      expect(await n(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'dual_refund'`)).toBe(0);

      // each holder's spot balances: exactly the formula payout at the stored price, nothing else
      const orders = await db.execute<
        {
          user_id: string;
          product_id: number;
          type: InvestType;
          currency_id: number;
          amount: string;
          linked_price: string;
          apr: string;
          days: number;
          payout_currency_id: number;
          payout_amount: string;
        } & Record<string, unknown>
      >(sql`SELECT user_id, product_id, type, currency_id, amount::text, linked_price::text, apr::text, days,
                   payout_currency_id, payout_amount::text FROM dual_orders`);
      const accounts = await db.execute<
        { user_id: string; currency_id: number; available: string; frozen: string } & Record<string, unknown>
      >(sql`SELECT a.user_id, a.currency_id, a.available::text, a.frozen::text FROM ledger_accounts a
             JOIN dual_orders o ON o.user_id = a.user_id WHERE a.account_type = ${SPOT}`);
      const balances = new Map<string, { currency_id: number; available: string; frozen: string }[]>();
      for (const a of accounts.rows) balances.set(a.user_id, [...(balances.get(a.user_id) ?? []), a]);
      const wrong: unknown[] = [];
      for (const o of orders.rows) {
        const due = investPayout(
          {
            type: o.type,
            amount: o.amount,
            linkedPrice: o.linked_price,
            aprPct: o.apr,
            days: o.days,
          },
          priceOf.get(o.product_id)!,
          DECIMALS,
        );
        const currency = due.currency === 'coin' ? o.currency_id : USDT;
        const mine = balances.get(o.user_id) ?? [];
        const ok =
          o.payout_currency_id === currency &&
          due.amount.eq(o.payout_amount) &&
          due.amount.gt(0) &&
          mine.some((a) => a.currency_id === currency) &&
          mine.every(
            (a) =>
              new Decimal(a.frozen).isZero() &&
              new Decimal(a.available).eq(a.currency_id === currency ? due.amount : 0),
          );
        if (!ok) wrong.push({ order: o, due: due.amount.toFixed(), currency, balances: mine });
      }
      expect(wrong.slice(0, 3)).toEqual([]);
      expect(await checkLedger(db)).toEqual([]);
      console.info(
        JSON.stringify({
          dualKill: {
            orders: ORDERS,
            paidByFirst: byFirst,
            killedInFlight,
            seededMs: seeded,
            killedMs: killed,
            allPaidMs: allPaid,
          },
        }),
      );
    } finally {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await t.database.close().catch(() => undefined);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
