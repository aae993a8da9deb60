import { randomBytes } from 'node:crypto';
import { addDays } from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { admin } from '../../../../test/global-setup';
import { cloneTemplate, createTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger';
import { precisionOf } from '../../market';
import * as repo from '../lockming.repo';
import { bulkUsers, count, newProduct, slotIn, today } from '../lockming.testing';
import { payDividends } from './dividends';

/**
 * Dividends of many orders: the daily job fans out batches of 500 orders; a batch
 * that commits, a batch that crashes mid-transaction, a restart — and every order is paid each completed day
 * exactly once (one lock_dividends row, one ledger entry, the balance and the order's total agreeing).
 */
const ORDERS = 1_100;
const name = `meridian_t_${randomBytes(6).toString('hex')}`;

afterAll(() => admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

const pendingBatches = (t: TestApp) =>
  count(
    t,
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'lockming.dividend_batch'`,
  );

describe('dividend batches across a crash and a restart', () => {
  it('pays every order each completed day once', async () => {
    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    let t = await createTestApp(undefined, { sharedDatabase: { name } });
    try {
      const id = await newProduct(t, { day: 10, save_min: '1' });
      const users = await bulkUsers(t, ORDERS, '1000', `lkdiv${Date.now()}x`);
      for (const [i, userId] of users.entries())
        await t.services.lockming.deposit(userId, { config_id: id, amount: i % 2 ? '1000' : '333.333333' });

      // the slot three days ahead: days 1 and 2 of every term are completed
      const through = addDays(today(), 2);
      // the due orders are read page by page in numeric id order (ids 1, 2 … 10, not 1, 10, 100 …)
      const paged: number[] = [];
      for (let after = 0; ;) {
        const page = await repo.dueForDividends(t.database.db, through, after, 300);
        if (page.length === 0) break;
        paged.push(...page);
        after = page.at(-1)!;
      }
      const all = (
        await t.database.db.execute<{ id: string } & Record<string, unknown>>(
          sql`SELECT id::text FROM lock_orders`,
        )
      ).rows
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
      expect(paged).toEqual(all);
      expect(await t.services.lockmingJobs.fanOutDividends(slotIn(3))).toBe(ORDERS);
      expect(await pendingBatches(t)).toBe(3);
      // the batches as enqueued: the due orders in id order, 500 a job
      const due = await repo.dueForDividends(t.database.db, through, 0, 10_000);
      const batches = [due.slice(0, 500), due.slice(500, 1000), due.slice(1000)];
      expect(batches.map((b) => b.length)).toEqual([500, 500, 100]);

      // batch 1 commits; batch 2 crashes after writing its dividends and ledger entries (rolled back)
      await t.services.lockmingJobs.payBatch(batches[0]!, through);
      const currencies = (cid: number) => {
        const a = t.services.market.listAssets().find((x) => x.id === cid)!;
        return { symbol: a.symbol, decimals: precisionOf(a) };
      };
      const deps = { ledger: t.services.ledger, notifier: t.services.notifications, currencies };
      await expect(
        t.database.db.transaction(async (tx) => {
          const locked = await repo.lockRunning(tx, batches[1]!);
          const run = await payDividends(tx, deps, locked, through);
          expect(run.paid).toBe(1000);
          throw new Error('crash mid-batch');
        }),
      ).rejects.toThrow('crash mid-batch');
      expect(await count(t, sql`SELECT count(*)::int AS n FROM lock_dividends`)).toBe(1000);

      // restart: a new app on the same database runs what is pending, then the day's job again
      await t.close();
      t = await createTestApp(undefined, { sharedDatabase: { name } });
      await t.services.jobs.drain();
      await t.services.jobs.runCron(t.database.db, 'lockming.dividends', slotIn(3));
      await t.services.jobs.drain();
      expect(await pendingBatches(t)).toBe(0);

      const n = (q: ReturnType<typeof sql>) => count(t, q);
      expect(await n(sql`SELECT count(*)::int AS n FROM lock_dividends`)).toBe(ORDERS * 2);
      expect(
        await n(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'lockming_dividend'`),
      ).toBe(ORDERS * 2);
      // each (order, day) has one entry, and each order's total is its dividends' sum and its balance
      expect(
        await n(sql`SELECT count(*)::int AS n FROM (SELECT ref_id, memo FROM ledger_entries
                     WHERE kind = 'lockming_dividend' GROUP BY ref_id, memo HAVING count(*) > 1) d`),
      ).toBe(0);
      expect(
        await n(sql`SELECT count(*)::int AS n FROM lock_orders o WHERE o.days_paid <> 2 OR o.paid_through <> ${through}::date
                     OR o.total_interest <> (SELECT sum(amount) FROM lock_dividends d WHERE d.order_id = o.id)`),
      ).toBe(0);
      // 1000 → 3 + 3; 333.333333 → 0.999999 + 0.999999 (rounded down), credited to spot
      expect(
        await n(sql`SELECT count(*)::int AS n FROM lock_orders o JOIN ledger_accounts a
                     ON a.user_id = o.user_id AND a.currency_id = o.currency_id AND a.account_type = 2
                     WHERE a.available <> 1000 - o.amount + o.total_interest
                        OR o.total_interest NOT IN (6, 1.999998)`),
      ).toBe(0);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);
});
