import { Decimal, type Paginated } from '@meridian/contract';
import { type IeoDetailResponse, type IeoOrder } from '@meridian/contract/ieo';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { checkLedger, balanceIn } from '../ledger';
import {
  endProject,
  houseBalance,
  ieoEntries,
  ieoTestApp,
  newProject,
  ok,
  reachMarket,
  runIeoJobs,
  spot,
  spotUser,
  subscribed,
  USDT,
  type User,
} from './ieo.testing';

/**
 * The allocation at the end of the window — pro rata with the per-user cap and its
 * excess redistributed, each payment split into its cost (to the house pool) and its refund (back to the user)
 * summing exactly to what was held, a subscription allocated nothing released — and the delivery of the tokens
 * at the time to market, each by the minute jobs, exactly once however often they run.
 */

let t: TestApp;
ieoTestApp((app) => (t = app));

const order = async (u: User, projectId: number) =>
  ok<IeoDetailResponse>(
    await get(t.app, '/project/detail', { project_id: String(projectId) }, { token: u.token }),
  );

describe('allocation', () => {
  it('oversubscribed: pro rata, the cap bound and its excess shared, costs and refunds exactly the held', async () => {
    // supply 1000 at 2 USDT, cap 400; requests 1000, 500, 300, 200 (2000 in all): the first gets its cap, and
    // the other 600 go to the rest at 600 / 1000 = 0.6 → 300, 180, 120.
    const p = await newProject(t, { amount: '1000', user_limit: '400', price: '2', min: '1' });
    const requests = ['1000', '500', '300', '200'];
    const users: User[] = [];
    for (const amount of requests) {
      const u = await spotUser(t, '5000');
      await subscribed(t, u, p.id, amount);
      users.push(u);
    }
    await endProject(t, p.id);
    await runIeoJobs(t);

    const orders = await Promise.all(users.map(async (u) => (await order(u, p.id)).order_info!));
    expect(orders.map((o) => [o.status, o.coin_amount, o.capped, o.paid, o.cost, o.refund])).toEqual([
      ['allocated', '400', true, '2000', '800', '1200'],
      ['allocated', '300', false, '1000', '600', '400'],
      ['allocated', '180', false, '600', '360', '240'],
      ['allocated', '120', false, '400', '240', '160'],
    ]);
    expect(orders.every((o) => o.ratio === '0.6' && o.user_limit === '400')).toBe(true);
    for (const [i, u] of users.entries()) {
      const b = await spot(t, u.uid);
      expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual([
        new Decimal(5000).minus(orders[i]!.cost).toFixed(),
        '0',
      ]);
    }
    expect((await houseBalance(t, 'pool:ieo', USDT)).toFixed()).toBe('2000');
    const info = (await order(users[0]!, p.id)).info;
    expect(info).toMatchObject({
      allocation: 'allocated',
      allocated: '1000',
      ratio: '0.6',
      total_apply: 4,
      total_pass: 4,
      total_sell: '2000',
      percentage: '0.00',
    });
    const notes = await t.database.db.execute<
      { params: Record<string, string> } & Record<string, unknown>
    >(sql`
      SELECT params FROM notifications WHERE user_id = ${users[2]!.uid} AND key = 'ieo_allocated'`);
    expect(notes.rows.map((r) => r.params)).toEqual([
      expect.objectContaining({ allocated: '180', cost: '360', refund: '240', pay_currency: 'USDT' }),
    ]);
  });

  it('rounding: thirds of the supply round down, costs round up to USDT’s 6 decimals, nothing is lost', async () => {
    // three requests of 100 for a supply of 100 at 0.3: each gets 33.33333333 tokens, costing 9.999999999 →
    // 10.000000 USDT (USDT's 6 decimals, rounded up); 20 comes back; 0.00000001 token is never allocated.
    const p = await newProject(t, { amount: '100', user_limit: '100', price: '0.3', min: '1' });
    const users = [await spotUser(t, '30'), await spotUser(t, '30'), await spotUser(t, '30')];
    for (const u of users) await subscribed(t, u, p.id, '100');
    const pool = await houseBalance(t, 'pool:ieo', USDT);
    await endProject(t, p.id);
    await runIeoJobs(t);
    for (const u of users) {
      const o = (await order(u, p.id)).order_info!;
      expect([o.coin_amount, o.cost, o.refund]).toEqual(['33.33333333', '10', '20']);
      expect(new Decimal(o.cost).plus(o.refund).toFixed()).toBe(o.paid);
      expect((await spot(t, u.uid)).available.toFixed()).toBe('20');
    }
    expect((await houseBalance(t, 'pool:ieo', USDT)).minus(pool).toFixed()).toBe('30');
    expect((await order(users[0]!, p.id)).info.allocated).toBe('99.99999999');
  });

  it('a request too small for any token is refunded whole and is not a pass', async () => {
    const p = await newProject(t, { amount: '1', user_limit: '1', price: '1', min: '0.00000001' });
    const big = await spotUser(t, '10');
    const tiny = await spotUser(t, '10');
    await subscribed(t, big, p.id, '1');
    await subscribed(t, tiny, p.id, '0.00000001');
    await endProject(t, p.id);
    await runIeoJobs(t);
    const small = (await order(tiny, p.id)).order_info!;
    expect([small.status, small.coin_amount, small.cost, small.refund]).toEqual([
      'refunded',
      '0',
      '0',
      '0.000001',
    ]);
    const b = await spot(t, tiny.uid);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['10', '0']);
    expect((await order(big, p.id)).order_info).toMatchObject({
      status: 'allocated',
      coin_amount: '0.99999999',
    });
    expect((await order(big, p.id)).info).toMatchObject({ total_apply: 2, total_pass: 1 });
  });

  it('undersubscribed: everyone gets their request up to the cap, the cap’s excess comes back', async () => {
    const p = await newProject(t, { amount: '1000', user_limit: '100', price: '1', min: '1' });
    const a = await spotUser(t, '500');
    const b = await spotUser(t, '500');
    await subscribed(t, a, p.id, '250');
    await subscribed(t, b, p.id, '50');
    await endProject(t, p.id);
    await runIeoJobs(t);
    expect((await order(a, p.id)).order_info).toMatchObject({
      coin_amount: '100',
      capped: true,
      cost: '100',
      refund: '150',
    });
    expect((await order(b, p.id)).order_info).toMatchObject({
      coin_amount: '50',
      capped: false,
      cost: '50',
      refund: '0',
    });
    expect((await order(a, p.id)).info).toMatchObject({ ratio: '1', allocated: '150' });
  });
});

describe('delivery', () => {
  it('at the time to market the tokens reach the spot wallet, once', async () => {
    const p = await newProject(t, { amount: '1000', user_limit: '1000', price: '0.5', min: '1' });
    const u = await spotUser(t, '1000');
    await subscribed(t, u, p.id, '600');
    await endProject(t, p.id);
    await runIeoJobs(t);
    expect((await order(u, p.id)).order_info!.status).toBe('allocated');
    expect((await spot(t, u.uid, p.currency_id)).available.toFixed()).toBe('0');

    await reachMarket(t, p.id);
    await runIeoJobs(t);
    const o = (await order(u, p.id)).order_info!;
    expect([o.status, o.give_amount]).toEqual(['delivered', '600']);
    expect(o.delivered_at).not.toBe('');
    expect((await spot(t, u.uid, p.currency_id)).available.toFixed()).toBe('600');
    expect((await order(u, p.id)).info.allocation).toBe('delivered');
    const mine = ok<Paginated<IeoOrder>>(await get(t.app, '/user/project/order', {}, { token: u.token }));
    expect(mine.data[0]).toMatchObject({ status: 'delivered', give_amount: '600', currency_name: p.symbol });
    // the wallet lists the new currency
    const balances = await t.services.ledger.balances(t.database.db, u.uid);
    expect(balanceIn(balances, 'change', p.currency_id) !== undefined).toBe(true);

    const entries = await ieoEntries(t);
    await runIeoJobs(t);
    await runIeoJobs(t);
    expect(await ieoEntries(t)).toEqual(entries);
    expect((await spot(t, u.uid, p.currency_id)).available.toFixed()).toBe('600');
    const notes = await t.database.db.execute<{ n: number } & Record<string, unknown>>(sql`
      SELECT count(*)::int AS n FROM notifications WHERE user_id = ${u.uid} AND key = 'ieo_delivered'`);
    expect(notes.rows[0]!.n).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a project without a lock period is allocated and delivered by the same runs', async () => {
    const p = await newProject(t, { lock_days: 0, amount: '10', user_limit: '10', price: '1', min: '1' });
    const u = await spotUser(t, '10');
    await subscribed(t, u, p.id, '10');
    await endProject(t, p.id, -1000);
    await runIeoJobs(t);
    expect((await order(u, p.id)).order_info!.status).toBe('delivered');
    expect((await spot(t, u.uid, p.currency_id)).available.toFixed()).toBe('10');
  });
});
