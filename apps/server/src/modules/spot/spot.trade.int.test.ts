import { Decimal, DomainError } from '@meridian/contract';
import { spotBuyHold } from '@meridian/contract/spot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { failBody } from '../../platform/http/app-error';
import { SpotService } from './spot.service';
import { BTC, USDT, fees, order, spot, trade, trader, type Trader } from './spot.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const D = (v: string | number) => new Decimal(v);
const snapshot = async (u: Trader) => ({
  usdt: await spot(t, u.uid, USDT),
  btc: await spot(t, u.uid, BTC),
});

describe('spot trading: place, fill, fees', () => {
  it('a crossing limit buy fills the resting sell: balances and house fees exact', async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '100000' });
    const feesUsdt = await fees(t, USDT);
    const feesBtc = await fees(t, BTC);

    const sell = await trade(t, maker, { side: 'sell', amount: '0.5', target_price: '96000' });
    expect(order(sell).status).toBe('open');
    expect((await spot(t, maker.uid, BTC)).frozen.toFixed()).toBe('0.5');

    const buy = await trade(t, taker, { side: 'buy', amount: '0.5', target_price: '96100' });
    const b = order(buy);
    expect(b.status).toBe('filled');
    expect(b.fills).toHaveLength(1);
    expect(b.fills[0]).toMatchObject({ price: '96000.00', amount: '0.500000', role: 'taker' });

    const total = D('96000').mul('0.5'); // 48000
    const sellerFee = total.mul('0.001').toDecimalPlaces(6, Decimal.ROUND_UP); // maker 0.1 %
    const buyerFee = D('0.5').mul('0.0015').toDecimalPlaces(8, Decimal.ROUND_UP); // taker 0.15 %
    const m = await snapshot(maker);
    const k = await snapshot(taker);
    expect(m.btc.available.toFixed()).toBe('0.5');
    expect(m.btc.frozen.toFixed()).toBe('0');
    expect(m.usdt.available.toFixed()).toBe(total.minus(sellerFee).toFixed()); // 47952
    expect(k.usdt.available.toFixed()).toBe(D('100000').minus(total).toFixed()); // improvement released
    expect(k.usdt.frozen.toFixed()).toBe('0');
    expect(k.btc.available.toFixed()).toBe(D('0.5').minus(buyerFee).toFixed()); // 0.49925
    expect((await fees(t, USDT)).minus(feesUsdt).toFixed()).toBe(sellerFee.toFixed());
    expect((await fees(t, BTC)).minus(feesBtc).toFixed()).toBe(buyerFee.toFixed());

    const listed = await post(t.app, '/coin/list', { status: 'history' }, { token: maker.token });
    const rows = (listed.body.message as { data: { id: number; status: string; fee: string }[] }).data;
    expect(rows.find((r) => r.id === order(sell).id)).toMatchObject({ status: 'filled', fee: '48' });
    const trades = await get(t.app, '/coin/trades', { symbol: 'BTC/USDT' });
    expect((trades.body.message as { price: string; side: string }[])[0]).toMatchObject({
      price: '96000.00',
      side: 'buy',
    });
  });

  it('a partial fill leaves the remainder resting with the right hold; cancel releases exactly that', async () => {
    const maker = await trader(t, { usdt: '10000' });
    const taker = await trader(t, { btc: '1' });
    const buy = order(await trade(t, maker, { side: 'buy', amount: '0.1', target_price: '50000' }));
    const initial = spotBuyHold('limit', '0.1', '50000', 6); // 5000: the fee is paid in BTC
    expect((await spot(t, maker.uid, USDT)).frozen.toFixed()).toBe(initial.toFixed());

    const sell = order(await trade(t, taker, { side: 'sell', amount: '0.04', target_price: '50000' }));
    expect(sell.status).toBe('filled');
    const remainingHold = initial.minus(D('50000').mul('0.04'));
    const after = await spot(t, maker.uid, USDT);
    expect(after.frozen.toFixed()).toBe(remainingHold.toFixed());
    expect(after.available.toFixed()).toBe(D('10000').minus(initial).toFixed());
    const depth = await get(t.app, '/coin/depth', { symbol: 'BTC/USDT', levels: '5' });
    expect((depth.body.message as { bids: string[][] }).bids).toContainEqual(['50000.00', '0.060000']);

    const cancelled = await post(t.app, '/coin/cancel', { id: buy.id }, { token: maker.token });
    expect(cancelled.body.message).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'user',
      filled: '0.040000',
    });
    const end = await spot(t, maker.uid, USDT);
    expect(end.frozen.toFixed()).toBe('0');
    expect(end.available.toFixed()).toBe(D('10000').minus('2000').toFixed());
    const again = await post(t.app, '/coin/cancel', { id: buy.id }, { token: maker.token });
    expect(again.body).toMatchObject({ type: 'error', code: 'spot_order_not_open' });
  });

  it('IOC remainder is cancelled, FOK unfillable and post-only crossing leave nothing held', async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '100000' });
    await trade(t, maker, { side: 'sell', amount: '0.01', target_price: '40000' });
    const ioc = order(
      await trade(t, taker, { side: 'buy', amount: '0.03', target_price: '40000', tif: 'IOC' }),
    );
    expect(ioc).toMatchObject({ status: 'cancelled', cancel_reason: 'ioc_remainder', filled: '0.010000' });
    expect((await spot(t, taker.uid, USDT)).frozen.toFixed()).toBe('0');
    expect((await spot(t, taker.uid, USDT)).available.toFixed()).toBe('99600');

    await trade(t, maker, { side: 'sell', amount: '0.01', target_price: '40001' });
    const fok = order(
      await trade(t, taker, { side: 'buy', amount: '0.05', target_price: '40001', tif: 'FOK' }),
    );
    expect(fok).toMatchObject({ status: 'cancelled', cancel_reason: 'fok_unfillable', filled: '0.000000' });
    const post1 = order(
      await trade(t, taker, { side: 'buy', amount: '0.01', target_price: '40001', post_only: true }),
    );
    expect(post1).toMatchObject({ status: 'cancelled', cancel_reason: 'post_only_would_take' });
    const bal = await spot(t, taker.uid, USDT);
    expect(bal.frozen.toFixed()).toBe('0');
    expect(bal.available.toFixed()).toBe('99600');
    // the maker's 40001 ask is untouched
    const depth = await get(t.app, '/coin/depth', { symbol: 'BTC/USDT' });
    expect((depth.body.message as { asks: string[][] }).asks).toContainEqual(['40001.00', '0.010000']);
  });

  it('self-trade prevention cancels the incoming order and keeps the resting one', async () => {
    const u = await trader(t, { btc: '1', usdt: '100000' });
    const ask = order(await trade(t, u, { side: 'sell', amount: '0.01', target_price: '30000' }));
    const bid = order(await trade(t, u, { side: 'buy', amount: '0.01', target_price: '30000' }));
    expect(bid).toMatchObject({ status: 'cancelled', cancel_reason: 'self_trade', filled: '0.000000' });
    expect((await spot(t, u.uid, USDT)).frozen.toFixed()).toBe('0');
    expect((await spot(t, u.uid, BTC)).frozen.toFixed()).toBe('0.01');
    await post(t.app, '/coin/cancel', { id: ask.id }, { token: u.token });
  });

  it('refuses a market buy with no asks, an unaffordable order, and cancelling another user’s order', async () => {
    const u = await trader(t, { usdt: '100' });
    // Clear the book's asks left by earlier tests so the market buy meets an empty side.
    const other = await trader(t, { usdt: '100000' });
    await trade(t, other, { side: 'buy', amount: '0.02', type: 'market' });
    const mkt = await trade(t, u, { side: 'buy', type: 'market', amount: '0.001' });
    expect(mkt.body).toMatchObject({ type: 'error', code: 'spot_no_liquidity' });
    const before = await snapshot(u);
    const big = await trade(t, u, { side: 'buy', amount: '1', target_price: '20000' });
    expect(big.body).toMatchObject({ type: 'error', code: 'insufficient_balance' });
    expect(await snapshot(u)).toEqual(before);
    const mine = await post(t.app, '/coin/list', { status: 'all' }, { token: u.token });
    expect((mine.body.message as { total: number }).total).toBe(0);

    const victim = await trader(t, { btc: '1' });
    const v = order(await trade(t, victim, { side: 'sell', amount: '0.01', target_price: '99000' }));
    const steal = await post(t.app, '/coin/cancel', { id: v.id }, { token: u.token });
    expect(steal.body).toMatchObject({ type: 'error', code: 'spot_order_not_found' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/coin/trade',
      headers: { authorization: victim.token },
      payload: { id: v.id },
    });
    expect(put.json()).toMatchObject({ type: 'ok', message: { status: 'cancelled', cancel_reason: 'user' } });
  });

  it('refuses a stock pair outside the New York session (fixed clock, Saturday)', async () => {
    const saturday = Date.parse('2026-11-21T15:00:00Z');
    const closed = new SpotService(t.database.db, t.services.ledger, t.services.market, {
      now: () => saturday,
    });
    const aapl = t.services.market.listPairs().find((p) => p.symbol === 'AAPL/USDT')!;
    const req = {
      currency_id: aapl.baseId,
      legal_id: aapl.quoteId,
      side: 'buy' as const,
      type: 'limit' as const,
      amount: '1',
      target_price: '228',
      tif: 'GTC' as const,
      post_only: false,
    };
    const err = await closed.place(1, req).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).key).toBe('spot_market_closed');
    // the text the error handler sends: Monday's 09:30 open on the New York clock, not the ISO instant
    const text = (lang: 'en' | 'fra') =>
      failBody(err as DomainError, lang, t.app.assetPrecision).message.replace(/[\u00a0\u202f]/g, ' ');
    expect(text('en')).toBe('This market is closed now; it opens on Mon, Nov 23, 9:30 AM EST');
    expect(text('fra')).toContain('il ouvrira le lun. 23 nov., 09:30 UTC\u22125');
    expect(text('fra')).not.toContain('2026-11-23T');
  });
});
