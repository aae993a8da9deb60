import { type Paginated } from '@meridian/contract';
import { addDays } from '@meridian/contract/earn';
import { type LockOrder, type LockProduct } from '@meridian/contract/lockming';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';
import { checkLedger } from '../ledger';
import {
  cancel,
  count,
  deposit,
  house,
  lockTestApp,
  newProduct,
  newUser,
  ok,
  ops,
  orders,
  runDividends,
  runMaturity,
  spot,
  today,
  type User,
} from './lockming.testing';

let t: TestApp;
lockTestApp((app) => (t = app));

const myOrders = async (u: User) => ok<Paginated<LockOrder>>(await orders(t, u));

describe('lock mining through the API', () => {
  it('spec §9: 0.4 %, 3 days remaining, 1000 locked → the preview and the redemption say 12 and 988', async () => {
    const id = await newProduct(t);
    const u = await newUser(t, '1000.5');
    const order = ok<LockOrder>(await deposit(t, u, id, '1000'));
    expect(order).toMatchObject({ status: 'running', amount: '1000.000000', day: 3, is_cancel: 0 });
    // the term starts at the next midnight UTC: every day of it is still ahead
    expect(order.start_at).toBe(`${addDays(today(), 1)}T00:00:00.000Z`);
    expect(order.end_at).toBe(`${addDays(today(), 4)}T00:00:00.000Z`);
    expect(order.redeem).toEqual({ remaining_days: 3, penalty: '12.000000', refund: '988.000000' });
    expect((await spot(t, u.uid)).available.toFixed()).toBe('0.5');
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('1000');
    // the orders list carries the same preview
    expect((await myOrders(u)).data[0]!.redeem).toEqual(order.redeem);

    const feesBefore = await house(t, 'fees');
    const changed = await cancel(t, u, order.id, '11');
    expect(changed.body).toMatchObject({ type: 'error', code: 'lockming_penalty_changed' });
    expect(changed.body.message).toContain('12.00 USDT');

    const redeemed = ok<LockOrder>(await cancel(t, u, order.id, '12'));
    expect(redeemed).toMatchObject({
      status: 'redeemed',
      is_cancel: 1,
      cancel_fee: '12.000000',
      returned: '988.000000',
      redeem: null,
    });
    expect((await spot(t, u.uid)).available.toFixed()).toBe('988.5');
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('0');
    expect((await house(t, 'fees')).minus(feesBefore).toFixed()).toBe('12');
    expect((await cancel(t, u, order.id)).body).toMatchObject({ code: 'lockming_order_not_running' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('spec §9: 10,000 at 0.3–0.4 % a day earns 30–40 a day, at the rate published for each day, the same for every holder', async () => {
    const id = await newProduct(t, { day: 5 });
    // tomorrow (the first day of the term) at the top of the range, set by an operator before it starts
    ok(await ops(t, 'set_rate', { config_id: id, day: addDays(today(), 1), rate: '0.4' }));
    const a = await newUser(t, '10000');
    const b = await newUser(t, '10000');
    const oa = ok<LockOrder>(await deposit(t, a, id, '10000'));
    ok(await deposit(t, b, id, '10000'));
    // two days completed: day 1 at the operator's 0.4 %, day 2 at the default (the range's minimum, 0.3 %)
    await runDividends(t, 3);
    for (const u of [a, b]) {
      const [o] = (await myOrders(u)).data;
      expect(o).toMatchObject({ days_paid: 2, total_interest: '70.000000' });
      expect(o!.dividends.map((d) => [d.day, d.rate, d.amount])).toEqual([
        [addDays(today(), 2), '0.3', '30.000000'],
        [addDays(today(), 1), '0.4', '40.000000'],
      ]);
      expect((await spot(t, u.uid)).available.toFixed()).toBe('70');
    }
    // every dividend is within 30–40
    const amounts = await t.database.db.execute<{ amount: string } & Record<string, unknown>>(
      sql`SELECT amount::text FROM lock_dividends WHERE order_id = ${oa.id}`,
    );
    for (const r of amounts.rows) {
      expect(Number(r.amount)).toBeGreaterThanOrEqual(30);
      expect(Number(r.amount)).toBeLessThanOrEqual(40);
    }
  });

  it('pays a day once: the dividend job run again, or its batch again, pays nothing more', async () => {
    const id = await newProduct(t, { day: 4 });
    const u = await newUser(t, '5000');
    const o = ok<LockOrder>(await deposit(t, u, id, '5000'));
    await runDividends(t, 3);
    await runDividends(t, 3);
    await t.services.lockmingJobs.payBatch([o.id], addDays(today(), 2));
    const [after] = (await myOrders(u)).data;
    expect(after).toMatchObject({ days_paid: 2, total_interest: '30.000000' });
    expect(
      await count(
        t,
        sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'lockming_dividend' AND ref_id = ${String(o.id)}`,
      ),
    ).toBe(2);
    expect((await spot(t, u.uid)).available.toFixed()).toBe('30');
  });

  it('keeps decimals: a fractional lock, its dividend rounded down to the currency, its penalty up', async () => {
    const id = await newProduct(t, { day: 3, save_min: '0.5' });
    const u = await newUser(t, '200');
    const o = ok<LockOrder>(await deposit(t, u, id, '123.456789'));
    expect(o.amount).toBe('123.456789');
    // 123.456789 × 0.4 % × 3 = 1.4814814… → 1.481482 (up); 121.975307 back
    expect(o.redeem).toEqual({ remaining_days: 3, penalty: '1.481482', refund: '121.975307' });
    await runDividends(t, 2);
    // 123.456789 × 0.3 % = 0.370370367 → 0.370370 (down)
    expect((await myOrders(u)).data[0]!.dividends[0]).toMatchObject({ amount: '0.370370', rate: '0.3' });
    expect((await deposit(t, u, id, '1.0000001')).body).toMatchObject({ code: 'lockming_amount_invalid' });
  });

  it('refuses an amount above the spot balance (nothing held, no order) and one below the minimum', async () => {
    const id = await newProduct(t);
    const u = await newUser(t, '150');
    const r = await deposit(t, u, id, '150.01');
    expect(r.body).toMatchObject({ type: 'error', code: 'insufficient_balance' });
    expect((await myOrders(u)).total).toBe(0);
    expect((await spot(t, u.uid)).available.toFixed()).toBe('150');
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('0');
    const low = await deposit(t, u, id, '99.99');
    expect(low.body).toMatchObject({ code: 'lockming_amount_below_min' });
    expect(low.body.message).toContain('100.00 USDT');
  });

  it('matures: the remaining dividends, then the principal back to spot, and a notification', async () => {
    const id = await newProduct(t, { day: 3 });
    const u = await newUser(t, '1000');
    const o = ok<LockOrder>(await deposit(t, u, id, '1000'));
    await runDividends(t, 2); // day 1 paid
    await runMaturity(t, 3); // not over yet: day 3 runs until the 4th
    expect((await myOrders(u)).data[0]!.status).toBe('running');
    await runMaturity(t, 4);
    const [m] = (await myOrders(u)).data;
    expect(m).toMatchObject({
      status: 'matured',
      days_paid: 3,
      total_interest: '9.000000',
      returned: '1000.000000',
    });
    expect(m!.redeem).toBeNull();
    expect((await spot(t, u.uid)).available.toFixed()).toBe('1009');
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('0');
    const notes = await count(
      t,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${u.uid} AND key = 'lockming_matured'`,
    );
    expect(notes).toBe(1);
    // a late dividend run finds nothing left
    await runDividends(t, 5);
    expect((await myOrders(u)).data[0]!.days_paid).toBe(3);
    expect((await cancel(t, u, o.id)).body).toMatchObject({ code: 'lockming_order_not_running' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lists products on sale with their published rates in the request language; a paused one takes no lock', async () => {
    const id = await newProduct(t);
    ok(await ops(t, 'set_rate', { config_id: id, day: addDays(today(), 1), rate: '0.35' }));
    const list = ok<Paginated<LockProduct>>(
      await get(t.app, '/lh/deposit/config', { lang: 'fra', limit: '50' }),
    );
    const p = list.data.find((x) => x.id === id);
    expect(p).toMatchObject({
      title: 'Blocage USDT',
      intro: 'Locked USDT',
      currency_name: 'USDT',
      save_min: '100',
      day: 3,
      rate_min: '0.3',
      rate_max: '0.4',
      interest_rate: '0.3',
      next_rate: '0.35',
      cancel_rate: '0.4',
      status: 'on',
      is_demo: false,
    });
    ok(await ops(t, 'pause', { id, paused: true }));
    const after = ok<Paginated<LockProduct>>(await get(t.app, '/lh/deposit/config', { limit: '50' }));
    expect(after.data.some((x) => x.id === id)).toBe(false);
    const u = await newUser(t, '500');
    expect((await deposit(t, u, id, '200')).body).toMatchObject({ code: 'earn_product_unavailable' });
  });

  it("lists only the caller's own orders, and refuses another user's redemption", async () => {
    const id = await newProduct(t);
    const a = await newUser(t, '500');
    const b = await newUser(t, '500');
    const o = ok<LockOrder>(await deposit(t, a, id, '200'));
    expect((await myOrders(b)).total).toBe(0);
    expect((await cancel(t, b, o.id)).body).toMatchObject({ code: 'lockming_order_not_running' });
    expect((await myOrders(a)).data[0]!.status).toBe('running');
  });
});
