import { Decimal } from '@meridian/contract';
import { couponReturn } from '@meridian/contract/coupons';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import { house, futures, position, submit, tick, trader, type Trader } from '../futures/futures.testing';
import { futuresPositions } from '../futures/futures.schema';
import { inArray } from 'drizzle-orm';
import { campaign, couponRow, grant } from './coupons.testing';

/**
 * Experience coupons on futures. At mark 50,000 a long of 2 lots ×10 opens at 50,005.00 (spread
 * 0.01 %): notional 1,000.10, margin 100.01, fee 0.50005. With a 100 USDT coupon the user pays 0.01 of the margin
 * and the fee: 0.51005 of their own. 3 lots: margin 150.015, own part 50.015.
 */

let t: TestApp;
let V: string;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  campaignId = (await campaign(t)).id;
  V = '100';
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await tick(t, '50000.00');
});

const close = (u: Trader, id: number) => post(t.app, '/lever/close', { id }, { token: u.token });

async function openWithCoupon(lots: number, usdt = '1000') {
  const u = await trader(t, usdt);
  const couponId = await grant(t, campaignId, u.uid);
  const promotions = await house(t, 'promotions');
  const r = await submit(t, u, { type: 1, share: lots, multiple: 10, coupon_id: couponId });
  const pos = position(r);
  return { u, couponId, pos, promotions };
}

describe('a futures position paid partly by a coupon', () => {
  it('opens: 100 from promotions, the user pays 0.01 of the margin and the fee; the coupon is in use', async () => {
    const { u, couponId, pos, promotions } = await openWithCoupon(2);
    expect(pos).toMatchObject({
      price: '50005.00',
      origin_caution_money: '100.010000',
      trade_fee: '0.500050',
    });
    expect(await futures(t, u.uid)).toEqual({
      available: new Decimal('999.48995'),
      frozen: new Decimal('100.01'),
    });
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.minus(V).toFixed());
    expect(await couponRow(t, couponId)).toMatchObject({ status: 'in_use', refId: pos.id });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('closes at a profit: the user keeps only the profit (and their own 0.01), 100 goes back to promotions', async () => {
    const { u, couponId, pos, promotions } = await openWithCoupon(2);
    await tick(t, '50600.00');
    const closed = position(await close(u, pos.id));
    // exit 50,600 × 0.9999 = 50,594.94; (50,594.94 − 50,005) × 0.02 = +11.7988
    expect(closed.fact_profits).toBe('11.798800');
    const b = await futures(t, u.uid);
    expect(b.available.toFixed()).toBe('1011.29875'); // 1,000 − 0.50005 fee + 11.7988 profit
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.toFixed());
    const c = await couponRow(t, couponId);
    expect(c).toMatchObject({ status: 'used', refId: pos.id });
    expect(new Decimal(c.returned!).toFixed()).toBe('100');
    expect(new Decimal(c.result!).toFixed()).toBe('11.7988');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('closes at a loss: the loss comes out of the coupon, the user gets their own 0.01 back', async () => {
    const { u, couponId, pos, promotions } = await openWithCoupon(2);
    await tick(t, '49400.00');
    const closed = position(await close(u, pos.id));
    // exit 49,400 × 0.9999 = 49,395.06; (49,395.06 − 50,005) × 0.02 = −12.1988 → P 87.8112, returned 87.8012
    expect(closed.fact_profits).toBe('-12.198800');
    expect((await futures(t, u.uid)).available.toFixed()).toBe('999.49995'); // 1,000 − the fee
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.minus('12.1988').toFixed());
    expect(new Decimal((await couponRow(t, couponId)).returned!).toFixed()).toBe('87.8012');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('liquidated: the payout is 0, nothing returns; the user lost their 0.01 and the fee', async () => {
    const { u, couponId, pos, promotions } = await openWithCoupon(2);
    await tick(t, '40000.00');
    const row = await couponRow(t, couponId);
    expect(row).toMatchObject({ status: 'used' });
    expect(new Decimal(row.returned!).toFixed()).toBe('0');
    expect(new Decimal(row.result!).toFixed()).toBe('-100.01');
    expect((await futures(t, u.uid)).available.toFixed()).toBe('999.48995');
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.minus(V).toFixed());
    expect(pos.status).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('margin 150.015 with V 100 (own 50.015): a loss leaves the user their own 50.015; the rule gives the same', async () => {
    const { u, couponId, pos } = await openWithCoupon(3);
    expect(pos.origin_caution_money).toBe('150.015000');
    await tick(t, '49000.00');
    const closed = position(await close(u, pos.id));
    // exit 48,995.10; (48,995.10 − 50,005) × 0.03 = −30.297 → P 119.718, returned 69.703, the user keeps 50.015
    expect(closed.fact_profits).toBe('-30.297000');
    const r = couponReturn('150.015', V, '119.718');
    expect(r.returned.toFixed()).toBe('69.703');
    expect(new Decimal((await couponRow(t, couponId)).returned!).toFixed()).toBe('69.703');
    expect((await futures(t, u.uid)).available.toFixed()).toBe('999.249925'); // 1,000 − 0.750075 fee
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a batch close returns every coupon in it', async () => {
    const u = await trader(t, '1000');
    const ids = [await grant(t, campaignId, u.uid), await grant(t, campaignId, u.uid)];
    for (const coupon_id of ids) position(await submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id }));
    await tick(t, '50600.00');
    const r = await post(t.app, '/lever/batch_close', { type: 0 }, { token: u.token });
    expect((r.body.message as { closed: number }).closed).toBe(2);
    for (const id of ids) expect(new Decimal((await couponRow(t, id)).returned!).toFixed()).toBe('100');
    // 1,000 − 2 fees + 2 profits
    expect((await futures(t, u.uid)).available.toFixed()).toBe('1022.5975');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
  it('a copy batch close (closeMany, the copy engine’s) returns every coupon in it too', async () => {
    const a = await openWithCoupon(2);
    const b = await openWithCoupon(2);
    await t.database.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(futuresPositions)
        .where(inArray(futuresPositions.id, [a.pos.id, b.pos.id]))
        .for('update');
      await t.services.futures.transitions.closeMany(
        tx,
        rows,
        'copy',
        () => '49400.00',
        new Date(),
        'module:copytrade',
      );
    });
    for (const x of [a, b]) {
      expect(new Decimal((await couponRow(t, x.couponId)).returned!).toFixed()).toBe('87.8012');
      expect((await futures(t, x.u.uid)).available.toFixed()).toBe('999.49995');
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('coupon refusals change nothing', () => {
  it("someone else's, used, expired, wrong product, margin below the value, a limit order", async () => {
    const u = await trader(t, '1000');
    const other = await trader(t, '1000');
    const options = (await campaign(t, { product: 'options' })).id;
    const big = (await campaign(t, { value: '500' })).id;
    const theirs = await grant(t, campaignId, other.uid);
    const wrong = await grant(t, options, u.uid);
    const tooBig = await grant(t, big, u.uid);
    const expired = await grant(t, campaignId, u.uid);
    await t.database.pool.query(`UPDATE coupons SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired,
    ]);
    const mine = await grant(t, campaignId, u.uid);
    const promotions = await house(t, 'promotions');
    const at = (coupon_id: number, extra: Record<string, unknown> = {}) =>
      submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id, ...extra });
    expect((await at(theirs)).body.code).toBe('coupon_not_found');
    expect((await at(wrong)).body.code).toBe('coupon_wrong_product');
    expect((await at(tooBig)).body).toMatchObject({ code: 'coupon_amount_below_value', field: 'coupon_id' });
    expect((await at(expired)).body.code).toBe('coupon_expired');
    expect((await at(mine, { status: 0, target_price: '49000' })).body.code).toBe('coupon_market_only');
    expect((await at(999_999_999)).body.code).toBe('coupon_not_found');
    expect(await futures(t, u.uid)).toEqual({ available: new Decimal('1000'), frozen: new Decimal('0') });
    expect((await house(t, 'promotions')).toFixed()).toBe(promotions.toFixed());
    for (const id of [theirs, wrong, tooBig, expired, mine])
      expect((await couponRow(t, id)).status).toBe('unused');
    position(await at(mine));
    expect((await at(mine)).body.code).toBe('coupon_used');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('two racing submits with the same coupon: one opens with it, the other is refused', async () => {
    const u = await trader(t, '1000');
    const id = await grant(t, campaignId, u.uid);
    const replies = await Promise.all(
      [0, 1].map(() => submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id: id })),
    );
    const ok = replies.filter((r) => r.body.type === 'ok');
    expect(ok).toHaveLength(1);
    expect(replies.find((r) => r.body.type !== 'ok')!.body.code).toBe('coupon_used');
    expect((await couponRow(t, id)).refId).toBe(position(ok[0]!).id);
    expect((await futures(t, u.uid)).frozen.toFixed()).toBe('100.01');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
