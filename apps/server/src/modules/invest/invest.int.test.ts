import { checkLedger } from '../ledger';
import { Decimal } from '@meridian/contract';
import { type InvestOrder, type InvestProduct } from '@meridian/contract/invest';
import { describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import {
  BTC,
  buy,
  investTestApp,
  maturity,
  myOrders,
  newProduct,
  newUser,
  ok,
  ops,
  pool,
  settleAt,
  spot,
  storeWindow,
  USDT,
} from './invest.testing';

let t: TestApp;
investTestApp((app) => (t = app));

/** 30 minute closes from `first`, each `step` higher: their mean is first + 14.5 × step. */
const closes = (first: number, step: number) =>
  Array.from({ length: 30 }, (_, i) => new Decimal(first).plus(step * i).toFixed());

describe('dual: purchase and settlement through the API (spec §9, both sides of call and put)', () => {
  it('pays a call below the linked price in the coin and a put below it in the coin (10 days, 36.5 %)', async () => {
    // 10 days at 36.5 % → factor 1 + 10 × 0.365 / 365 = 1.01
    const end = maturity(10);
    const call = await newProduct(t, { end_time: end, per_price: '0.1', linked_price: '100000' });
    const put = await newProduct(t, {
      name: 'BTC buy low',
      type: 'put',
      end_time: end,
      per_price: '1000',
      linked_price: '100000',
    });
    expect(call.day).toBe(10);
    const u = await newUser(t, { [BTC]: '1', [USDT]: '5000' });

    const c = ok<InvestOrder>(await buy(t, u, call.id, 2)); // 0.2 BTC
    expect(c).toMatchObject({
      status: 'purchased',
      num: 2,
      amount: '0.2',
      day: 10,
      below: { currency_name: 'BTC', amount: '0.202' },
      above: { currency_name: 'USDT', amount: '20200' },
      settle_price: '',
      samples: [],
      payout: null,
    });
    const p = ok<InvestOrder>(await buy(t, u, put.id, 3)); // 3000 USDT
    expect(p).toMatchObject({
      amount: '3000',
      below: { currency_name: 'BTC', amount: '0.0303' },
      above: { currency_name: 'USDT', amount: '3030' },
    });
    expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('0.8');
    expect((await spot(t, u.uid, USDT)).available.toFixed()).toBe('2000');
    expect((await pool(t, BTC)).toFixed()).toBe('0.2');

    // the window's mean: 99,000 + 14.5 × 10 = 99,145 (below 100,000)
    await storeWindow(t, end, closes(99_000, 10));
    await settleAt(t, end);

    const orders = await myOrders(t, u);
    const byId = new Map(orders.map((o) => [o.id, o]));
    const settledCall = byId.get(c.id)!;
    expect(settledCall).toMatchObject({
      status: 'success',
      settle_price: '99145',
      payout: { currency_name: 'BTC', amount: '0.202' },
    });
    expect(settledCall.samples).toHaveLength(30);
    expect(settledCall.samples[0]!.price).toBe('99000');
    expect(settledCall.samples[29]!.price).toBe('99290');
    expect(byId.get(p.id)).toMatchObject({
      status: 'success',
      settle_price: '99145',
      payout: { currency_name: 'BTC', amount: '0.0303' },
    });
    // 0.8 + 0.202 + 0.0303 BTC; USDT unchanged at 2,000
    expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('1.0323');
    expect((await spot(t, u.uid, USDT)).available.toFixed()).toBe('2000');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('pays a call at or above the linked price in USDT and a put above it in USDT (20 days → 1.02)', async () => {
    const end = maturity(20);
    const call = await newProduct(t, { end_time: end, per_price: '0.1', linked_price: '100000' });
    const put = await newProduct(t, {
      type: 'put',
      end_time: end,
      per_price: '1000',
      linked_price: '100000',
    });
    const u = await newUser(t, { [BTC]: '1', [USDT]: '5000' });
    const c = ok<InvestOrder>(await buy(t, u, call.id, 5)); // 0.5 BTC
    const p = ok<InvestOrder>(await buy(t, u, put.id, 2)); // 2000 USDT
    expect(c.above).toEqual({ currency_name: 'USDT', amount: '51000' }); // 0.5 × 100,000 × 1.02
    expect(p.above).toEqual({ currency_name: 'USDT', amount: '2040' }); // 2,000 × 1.02

    await storeWindow(t, end, closes(100_500, 10)); // mean 100,645
    await settleAt(t, end);

    const byId = new Map((await myOrders(t, u)).map((o) => [o.id, o]));
    expect(byId.get(c.id)).toMatchObject({
      status: 'success',
      settle_price: '100645',
      payout: { currency_name: 'USDT', amount: '51000' },
    });
    expect(byId.get(p.id)).toMatchObject({ payout: { currency_name: 'USDT', amount: '2040' } });
    expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('0.5');
    expect((await spot(t, u.uid, USDT)).available.toFixed()).toBe('56040'); // 5,000 − 2,000 + 51,000 + 2,040
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a settlement price exactly at the linked price pays a call in USDT and a put in the coin', async () => {
    const end = maturity(30);
    const call = await newProduct(t, { end_time: end, per_price: '0.1', linked_price: '100000' });
    const put = await newProduct(t, {
      type: 'put',
      end_time: end,
      per_price: '1000',
      linked_price: '100000',
    });
    const u = await newUser(t, { [BTC]: '1', [USDT]: '1000' });
    const c = ok<InvestOrder>(await buy(t, u, call.id, 1));
    const p = ok<InvestOrder>(await buy(t, u, put.id, 1));
    await storeWindow(
      t,
      end,
      Array.from({ length: 30 }, () => '100000'),
    );
    await settleAt(t, end);
    const byId = new Map((await myOrders(t, u)).map((o) => [o.id, o]));
    // 30 days at 36.5 % → 1.03: 0.1 × 100,000 × 1.03 = 10,300 USDT; 1,000 ÷ 100,000 × 1.03 = 0.0103 BTC
    expect(byId.get(c.id)!.payout).toEqual({ currency_name: 'USDT', amount: '10300' });
    expect(byId.get(p.id)!.payout).toEqual({ currency_name: 'BTC', amount: '0.0103' });
  });
});

describe('dual: purchase rules', () => {
  it('takes whole shares only, within what is left and the user limit, and moves the progress', async () => {
    const product = await newProduct(t, { total_number: 12, user_limit: 10 });
    const a = await newUser(t, { [BTC]: '5' });
    const b = await newUser(t, { [BTC]: '5' });
    expect((await buy(t, a, product.id, '1.5')).body).toMatchObject({ type: 'error', field: 'num' });
    expect((await buy(t, a, product.id, 0)).body.type).toBe('error');
    ok(await buy(t, a, product.id, 6));
    const limit = await buy(t, a, product.id, 5);
    expect(limit.body).toMatchObject({
      type: 'error',
      message: 'You can hold at most 10 shares of this product',
    });
    ok(await buy(t, a, product.id, 4));
    const soldOut = await buy(t, b, product.id, 3);
    expect(soldOut.body).toMatchObject({ type: 'error', message: 'Only 2 shares are left' });
    const detail = ok<InvestProduct>(
      await get(t.app, '/dual/detail', { id: String(product.id) }, { token: a.token }),
    );
    expect(detail).toMatchObject({
      remaining_number: 2,
      purchased_number: 10,
      progress: '83.33',
      user_number: 10,
      open: true,
    });
    expect((await spot(t, a.uid, BTC)).available.toFixed()).toBe('4');
  });

  it('refuses a purchase beyond the spot balance and leaves everything as it was', async () => {
    const product = await newProduct(t);
    const u = await newUser(t, { [BTC]: '0.15' });
    const r = await buy(t, u, product.id, 2); // 0.2 BTC
    expect(r.body).toMatchObject({ type: 'error' });
    expect((await spot(t, u.uid, BTC)).available.toFixed()).toBe('0.15');
    const detail = ok<InvestProduct>(await get(t.app, '/dual/detail', { id: String(product.id) }));
    expect(detail.remaining_number).toBe(100);
    expect(await myOrders(t, u)).toEqual([]);
  });

  it('refuses a paused product and lists products of a coin and type with their sections', async () => {
    const product = await newProduct(t, { section: 'Weekly', end_time: maturity(7) });
    const u = await newUser(t, { [BTC]: '1' });
    ok(await ops(t, 'pause', { id: product.id, paused: true }));
    const r = await buy(t, u, product.id, 1);
    expect(r.body).toMatchObject({ type: 'error', message: 'This product is not available' });
    const list = ok<{ data: InvestProduct[]; sections: string[] }>(
      await get(t.app, '/dual/index', { currency_id: '1', type: 'call', section: 'Weekly' }),
    );
    expect(list.sections).toContain('Weekly');
    expect(list.data.find((p) => p.id === product.id)).toMatchObject({ status: 'paused', open: false });
  });
});
