import { Decimal } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import {
  BTC_USDT,
  fakeClock,
  house,
  micro,
  optionTrader,
  orderOf,
  result,
  settlerReady,
  submit,
  tick,
  type OptionTrader,
} from '../options/options.testing';
import { campaign, couponRow, grant } from './coupons.testing';

/**
 * Experience coupons on seconds options: a 100 USDT coupon pays a stake of 100 on the 30 s tier
 * (80 %). Win: payout 180, 100 returns to promotions, the user keeps 80. Lose: payout 0, nothing returns. Draw
 * and no price (void): payout 100, all of it returns. A stake of 150 with the coupon: the user's own 50 is theirs.
 */

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let campaignId: number;
const START = (Math.floor(Date.now() / 1000) - 3600) * 1000 + 400;

beforeAll(async () => {
  t = await createTestApp();
  clock = fakeClock(t, START);
  campaignId = (await campaign(t, { product: 'options', value: '100' })).id;
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

async function open(u: OptionTrader, stake: string, type: 1 | 2 = 1) {
  clock.advance(2_000);
  const couponId = await grant(t, campaignId, u.uid);
  const sec = Math.floor(clock.now() / 1000);
  tick(t, BTC_USDT, sec, '100.00');
  const order = orderOf(await submit(t, u, { type, seconds: 30, number: stake, coupon_id: couponId }));
  return { order, couponId, settleSecond: Math.floor((clock.now() + 30_000) / 1000) };
}

async function expire(settleSecond: number, at: string | null) {
  clock.set(settleSecond * 1000 + 900);
  if (at !== null) tick(t, BTC_USDT, settleSecond, at);
  clock.set((settleSecond + 1) * 1000 + 100);
  tick(t, BTC_USDT, settleSecond + 1, '100.00');
  if (at === null) {
    clock.set((settleSecond + 4) * 1000);
    await new Promise((r) => setTimeout(r, 1_300));
  }
  await t.services.optionsSettler.idle();
}

const returned = async (id: number) => new Decimal((await couponRow(t, id)).returned!).toFixed();

describe('an option staked with a coupon', () => {
  it('opens with nothing of the user’s own: 100 from promotions into the stake', async () => {
    const u = await optionTrader(t, '1');
    const promotions = await house(t, 'promotions');
    const { order, couponId, settleSecond } = await open(u, '100');
    expect(order).toMatchObject({ status: 1, number: '100' });
    expect((await micro(t, u.uid)).toFixed()).toBe('1');
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.minus(100).toFixed());
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'in_use', refId: order.id });
    // win: 100.50 > 100.00 for an up option → payout 180, 100 back, the user keeps the profit 80
    await expire(settleSecond, '100.50');
    expect(await result(t, u, order.id)).toMatchObject({ status: 3, profit_result: 1, payout: '180' });
    expect(await returned(couponId)).toBe('100');
    expect((await couponRow(t, couponId)).status).toBe('used');
    expect((await micro(t, u.uid)).toFixed()).toBe('81');
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.toFixed());
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lose: payout 0, nothing returns, the user lost nothing of their own', async () => {
    const u = await optionTrader(t, '10');
    const promotions = await house(t, 'promotions');
    const { order, couponId, settleSecond } = await open(u, '100');
    await expire(settleSecond, '99.00');
    expect(await result(t, u, order.id)).toMatchObject({ profit_result: -1, payout: '0' });
    expect(await returned(couponId)).toBe('0');
    expect(new Decimal((await couponRow(t, couponId)).result!).toFixed()).toBe('-100');
    expect((await micro(t, u.uid)).toFixed()).toBe('10');
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.minus(100).toFixed());
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('draw: payout 100, all of it returns', async () => {
    const u = await optionTrader(t, '10');
    const { order, couponId, settleSecond } = await open(u, '100');
    await expire(settleSecond, '100.00');
    expect(await result(t, u, order.id)).toMatchObject({ profit_result: 0, payout: '100' });
    expect(await returned(couponId)).toBe('100');
    expect((await micro(t, u.uid)).toFixed()).toBe('10');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('no price for the settle second (void): payout 100, all of it returns', async () => {
    const u = await optionTrader(t, '10');
    const { order, couponId, settleSecond } = await open(u, '100');
    await expire(settleSecond, null);
    expect(await result(t, u, order.id)).toMatchObject({ result_reason: 'no_price', payout: '100' });
    expect(await returned(couponId)).toBe('100');
    expect((await micro(t, u.uid)).toFixed()).toBe('10');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('stake 150 with V 100: a loss costs the user their own 50; a win of 120 leaves them 50 + 120', async () => {
    const u = await optionTrader(t, '100');
    const lost = await open(u, '150', 2);
    expect((await micro(t, u.uid)).toFixed()).toBe('50');
    await expire(lost.settleSecond, '100.50');
    expect(await returned(lost.couponId)).toBe('0');
    expect((await micro(t, u.uid)).toFixed()).toBe('50');
    const won = await open(u, '150', 1);
    expect((await micro(t, u.uid)).toFixed()).toBe('0');
    await expire(won.settleSecond, '100.50');
    // payout 150 × 1.8 = 270: 100 back, the user has their 50 and the profit 120
    expect(await returned(won.couponId)).toBe('100');
    expect((await micro(t, u.uid)).toFixed()).toBe('170');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refusals change nothing: a futures coupon, a stake below the value', async () => {
    const u = await optionTrader(t, '100');
    const futures = await grant(t, (await campaign(t, { product: 'futures' })).id, u.uid);
    const mine = await grant(t, campaignId, u.uid);
    clock.advance(2_000);
    tick(t, BTC_USDT, Math.floor(clock.now() / 1000), '100.00');
    const at = (coupon_id: number, number: string) =>
      submit(t, u, { type: 1, seconds: 30, number, coupon_id });
    expect((await at(futures, '100')).body.code).toBe('coupon_wrong_product');
    expect((await at(mine, '50')).body.code).toBe('coupon_amount_below_value');
    expect((await micro(t, u.uid)).toFixed()).toBe('100');
    expect((await couponRow(t, mine)).status).toBe('unused');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
