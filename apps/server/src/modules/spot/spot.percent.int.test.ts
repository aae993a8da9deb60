import { ACCOUNT_TYPE } from '@meridian/contract';
import { spotAmountForPercent, type SpotOrderType, type SpotSide } from '@meridian/contract/spot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { findOrder, updateOrder } from './spot.repo';
import { BTC, USDT, fees, order, spot, trade, trader, type Trader } from './spot.testing';

/**
 * "100 %" on the web ticket is sized by the contract's spot math (spotAmountForPercent) and the
 * server accepts exactly that order — a buy holds only the quote it spends (its fee is taken in BTC), so a
 * user with exactly 1,000 USDT can buy 0.02 BTC at 50,000. After the fill or cancel every balance is exact.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { MARKET_MAKER: 'off' } });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

/** What the ticket offers for 100 % of the user's available balance (as the web ticket computes it). */
async function allIn(u: Trader, side: SpotSide, type: SpotOrderType, price: string | null): Promise<string> {
  const pair = t.services.market.listPairs().find((p) => p.symbol === 'BTC/USDT')!;
  const balance = await spot(t, u.uid, side === 'buy' ? USDT : BTC);
  const amount = spotAmountForPercent({
    side,
    type,
    percent: 100,
    available: balance.available,
    price,
    amountDecimals: pair.amountPrecision,
    quoteDecimals: 6,
  });
  return amount.toFixed(pair.amountPrecision);
}

const balances = async (u: Trader) => {
  const [usdt, btc] = [await spot(t, u.uid, USDT), await spot(t, u.uid, BTC)];
  return {
    usdt: [usdt.available.toFixed(), usdt.frozen.toFixed()],
    btc: [btc.available.toFixed(), btc.frozen.toFixed()],
  };
};

describe('spot: 100 % of the balance, sized by the contract math', () => {
  it('1,000 USDT, BTC at 50,000: the 100 % post-only buy of 0.02 is accepted, holds 1,000 and fills exactly', async () => {
    const buyer = await trader(t, { usdt: '1000' });
    const amount = await allIn(buyer, 'buy', 'limit', '50000');
    expect(amount).toBe('0.020000');
    const placed = await trade(t, buyer, { side: 'buy', amount, target_price: '50000', post_only: true });
    expect(placed.body.type).toBe('ok');
    expect(order(placed).status).toBe('open');
    expect(await balances(buyer)).toEqual({ usdt: ['0', '1000'], btc: ['0', '0'] });

    const seller = await trader(t, { btc: '1' });
    const feesBtc = await fees(t, BTC);
    const feesUsdt = await fees(t, USDT);
    const sell = order(await trade(t, seller, { side: 'sell', amount: '0.02', target_price: '50000' }));
    expect(sell.status).toBe('filled');
    // buyer (maker): 0.02 − 0.1 % = 0.01998 BTC, the whole 1,000 USDT spent; seller (taker): 1000 − 1.5
    expect(await balances(buyer)).toEqual({ usdt: ['0', '0'], btc: ['0.01998', '0'] });
    expect(await balances(seller)).toEqual({ usdt: ['998.5', '0'], btc: ['0.98', '0'] });
    expect((await fees(t, BTC)).minus(feesBtc).toFixed()).toBe('0.00002');
    expect((await fees(t, USDT)).minus(feesUsdt).toFixed()).toBe('1.5');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a 100 % limit buy filled in part then cancelled releases exactly what it did not spend', async () => {
    const buyer = await trader(t, { usdt: '1000' });
    // 1000 / 49999.99 = 0.0200000040… ↓ 0.02; hold 0.02 × 49999.99 = 999.9998
    const amount = await allIn(buyer, 'buy', 'limit', '49999.99');
    expect(amount).toBe('0.020000');
    const buy = order(await trade(t, buyer, { side: 'buy', amount, target_price: '49999.99' }));
    expect(await balances(buyer)).toEqual({ usdt: ['0.0002', '999.9998'], btc: ['0', '0'] });

    const seller = await trader(t, { btc: '1' });
    await trade(t, seller, { side: 'sell', amount: '0.007', target_price: '49999.99' });
    // spent 0.007 × 49999.99 = 349.99993; still held 999.9998 − 349.99993 = 649.99987
    expect(await balances(buyer)).toEqual({ usdt: ['0.0002', '649.99987'], btc: ['0.006993', '0'] });
    const cancelled = await post(t.app, '/coin/cancel', { id: buy.id }, { token: buyer.token });
    expect(cancelled.body).toMatchObject({ type: 'ok', message: { status: 'cancelled' } });
    expect(await balances(buyer)).toEqual({ usdt: ['650.00007', '0'], btc: ['0.006993', '0'] });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a 100 % market buy holds its collared budget within the balance and returns what it did not spend', async () => {
    const seller = await trader(t, { btc: '1' });
    await trade(t, seller, { side: 'sell', amount: '0.05', target_price: '50010' });
    const buyer = await trader(t, { usdt: '1000' });
    // 1000 / (50010 × 1.05) = 0.0190438… ↓ 0.019043 (budget 999.9574515)
    const amount = await allIn(buyer, 'buy', 'market', '50010');
    expect(amount).toBe('0.019043');
    const buy = order(await trade(t, buyer, { side: 'buy', type: 'market', amount }));
    expect(buy.status).toBe('filled');
    // paid 0.019043 × 50010 = 952.34043; taker fee 0.019043 × 0.15 % = 0.0000285645 → 0.00002857 BTC
    expect(await balances(buyer)).toEqual({ usdt: ['47.65957', '0'], btc: ['0.01901443', '0'] });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a 100 % sell offers the whole BTC balance to the lot; cancelled, it is back to the last satoshi', async () => {
    const u = await trader(t, { btc: '0.12345678' });
    const amount = await allIn(u, 'sell', 'limit', null);
    expect(amount).toBe('0.123456');
    const sell = order(await trade(t, u, { side: 'sell', amount, target_price: '60000' }));
    expect(sell.status).toBe('open');
    expect(await balances(u)).toEqual({ usdt: ['0', '0'], btc: ['0.00000078', '0.123456'] });
    await post(t.app, '/coin/cancel', { id: sell.id }, { token: u.token });
    expect(await balances(u)).toEqual({ usdt: ['0', '0'], btc: ['0.12345678', '0'] });
  });

  it('a buy resting from before the change (holding a taker fee in USDT too) still fills and hands that back', async () => {
    const buyer = await trader(t, { usdt: '1000' });
    const buy = order(
      await trade(t, buyer, { side: 'buy', amount: '0.01', target_price: '40000', post_only: true }),
    );
    // Hold it as the old rule did: 0.01 × 40000 × 1.0015 = 400.6
    const { ledger } = t.services;
    await t.database.db.transaction(async (tx) => {
      const row = await findOrder(tx, buy.id);
      await ledger.releaseHold(tx, row!.holdId!);
      const account = { userId: buyer.uid, currencyId: USDT, type: ACCOUNT_TYPE.change };
      const holdId = await ledger.hold(tx, account, '400.6', { type: 'spot_order', id: String(buy.id) });
      await updateOrder(tx, buy.id, { holdId });
    });
    expect(await balances(buyer)).toEqual({ usdt: ['599.4', '400.6'], btc: ['0', '0'] });

    const seller = await trader(t, { btc: '1' });
    const sell = order(await trade(t, seller, { side: 'sell', amount: '0.004', target_price: '40000' }));
    expect(sell.status).toBe('filled');
    // paid 160; the rest is held by today's rule (400 − 160 = 240) and the old 0.6 margin comes back
    expect(await balances(buyer)).toEqual({ usdt: ['600', '240'], btc: ['0.003996', '0'] });
    await post(t.app, '/coin/cancel', { id: buy.id }, { token: buyer.token });
    expect(await balances(buyer)).toEqual({ usdt: ['840', '0'], btc: ['0.003996', '0'] });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
