import { INVEST_FAIL_AFTER_MS } from '@meridian/contract/earn';
import { type InvestOrder } from '@meridian/contract/invest';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import {
  BTC,
  buy,
  investTestApp,
  maturity,
  myOrders,
  newProduct,
  newUser,
  ok,
  pool,
  settleAt,
  spot,
  storeWindow,
  USDT,
} from './invest.testing';

let t: TestApp;
investTestApp((app) => (t = app));

const flat = (price: string, n = 30) => Array.from({ length: n }, () => price);

async function count(q: ReturnType<typeof sql>): Promise<number> {
  return (await t.database.db.execute<{ n: number }>(q)).rows[0]!.n;
}
const payoutEntries = (orderId: number) =>
  count(sql`SELECT count(*)::int AS n FROM ledger_entries
            WHERE ref_type = 'dual_order' AND ref_id = ${String(orderId)} AND kind IN ('dual_payout', 'dual_refund')`);
const notificationsOf = (userId: number, key: string) =>
  count(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND key = ${key}`);
const settlementsOf = (productId: number) =>
  count(sql`SELECT count(*)::int AS n FROM dual_settlements WHERE product_id = ${productId}`);

describe('dual settlement jobs', () => {
  it('moves an order purchased → settling at 08:00 UTC → success a minute later, and notifies once', async () => {
    const end = maturity(5);
    const product = await newProduct(t, { end_time: end });
    const u = await newUser(t, { [BTC]: '1' });
    const order = ok<InvestOrder>(await buy(t, u, product.id, 1));
    await storeWindow(t, end, flat('90000'));

    await settleAt(t, end, -60_000); // 07:59: not due yet
    expect((await myOrders(t, u))[0]!.status).toBe('purchased');
    await settleAt(t, end, 0); // 08:00: settling; the window's last minute is not final yet
    expect((await myOrders(t, u))[0]).toMatchObject({ status: 'settling', settle_price: '', payout: null });
    expect(await settlementsOf(product.id)).toBe(0);
    await settleAt(t, end, 60_000); // 08:01: settled at the window's mean
    const [settled] = await myOrders(t, u);
    expect(settled).toMatchObject({ id: order.id, status: 'success', settle_price: '90000' });
    expect(settled!.settled_at).not.toBe('');
    expect(await notificationsOf(u.uid, 'dual_settled')).toBe(1);
  });

  it('pays exactly once: the cron run again, the batch run again, and a batch killed before its commit', async () => {
    const end = maturity(6);
    const product = await newProduct(t, { end_time: end, linked_price: '100000' });
    const users = await Promise.all([1, 2, 3].map(() => newUser(t, { [BTC]: '1' })));
    const orders = await Promise.all(
      users.map((u) => buy(t, u, product.id, 2).then((r) => ok<InvestOrder>(r))),
    );
    await storeWindow(t, end, flat('95000')); // below: 0.2 BTC × (1 + 6 × 0.365 / 365) = 0.2012 BTC each
    const settler = t.services.investSettler;
    const poolBefore = await pool(t, BTC);

    // the first payout batch dies before its commit (as a killed process would): nothing of it stays
    let kills = 0;
    settler.beforeCommit = () => {
      kills++;
      throw new Error('killed before commit');
    };
    await settleAt(t, end);
    settler.beforeCommit = undefined;
    expect(kills).toBe(1);
    for (const u of users) expect((await myOrders(t, u))[0]!.status).toBe('settling');
    for (const u of users) expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('0.8');
    expect((await pool(t, BTC)).toFixed()).toBe(poolBefore.toFixed());

    // the job's retry (its backoff made due now) pays them; the settlement is the same one
    const settlementId = (
      await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM dual_settlements WHERE product_id = ${product.id}`,
      )
    ).rows[0]!.id;
    const key = `dual.pay:${settlementId}:${Math.min(...orders.map((o) => o.id))}`;
    expect(await t.services.jobs.reschedule(t.database.db, key, new Date())).toBe(true);
    await t.services.jobs.drain();
    expect(await settlementsOf(product.id)).toBe(1);
    for (const u of users)
      expect((await myOrders(t, u))[0]).toMatchObject({ status: 'success', payout: { amount: '0.2012' } });

    // the cron and the batch again: no second settlement, payout or notification
    await settleAt(t, end, 120_000);
    await settleAt(t, end, 10 * 60_000); // a stale settlement's batches are enqueued again: they find nothing
    expect(
      await settler.payBatch(
        settlementId,
        orders.map((o) => o.id),
      ),
    ).toBe(0);
    expect(await settlementsOf(product.id)).toBe(1);
    for (const o of orders) expect(await payoutEntries(o.id)).toBe(1);
    for (const u of users) {
      expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('1.0012');
      expect(await notificationsOf(u.uid, 'dual_settled')).toBe(1);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('waits while too few prices were recorded, then fails after an hour and refunds the deposit', async () => {
    const end = maturity(8);
    const product = await newProduct(t, {
      type: 'put',
      end_time: end,
      per_price: '500',
      linked_price: '100000',
    });
    const u = await newUser(t, { [USDT]: '1000' });
    ok(await buy(t, u, product.id, 2)); // 1,000 USDT
    await storeWindow(t, end, flat('99000', 19)); // one short of DUAL_SAMPLES_MIN

    await settleAt(t, end, 60_000);
    await settleAt(t, end, 30 * 60_000);
    expect((await myOrders(t, u))[0]!.status).toBe('settling');
    expect(await settlementsOf(product.id)).toBe(0);

    await settleAt(t, end, INVEST_FAIL_AFTER_MS);
    const [failed] = await myOrders(t, u);
    expect(failed).toMatchObject({
      status: 'failed',
      settle_price: '',
      payout: { currency_name: 'USDT', amount: '1000' },
    });
    expect(failed!.samples).toHaveLength(19);
    expect((await spot(t, u.uid, USDT)).available.toFixed()).toBe('1000');
    expect(await notificationsOf(u.uid, 'dual_failed')).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('settles with 20 of the 30 minutes recorded, at the mean of those it has', async () => {
    const end = maturity(9);
    const product = await newProduct(t, { end_time: end });
    const u = await newUser(t, { [BTC]: '1' });
    ok(await buy(t, u, product.id, 1));
    // 20 recorded minutes: 10 at 98,000 and 10 at 98,001 → mean 98,000.5, half-up to the pair's 2 decimals
    await storeWindow(t, end, [...flat('98000', 10), ...flat('98001', 10)]);
    await settleAt(t, end);
    const [o] = await myOrders(t, u);
    expect(o).toMatchObject({ status: 'success', settle_price: '98000.5' });
    expect(o!.samples).toHaveLength(20);
  });
});
