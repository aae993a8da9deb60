import { Decimal } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { spotProblem } from './errors';
import { BTC_USDT, spotContext, ticket } from './fixtures';
import { toCoinTradeRequest } from './request';
import {
  INITIAL_SPOT_TICKET,
  amountForPercent,
  initialSpotTicket,
  pickPercent,
  reduceSpotTicket,
  setAmount,
  setPostOnly,
  setPrice,
  setSide,
  setTif,
  setType,
  tapBookPrice,
} from './state';
import { spotHold } from './summary';

const ctx = spotContext();

describe('spot ticket: percent slider', () => {
  it('50 % buy at 50000 of 1,000 USDT = 500 / 50000 = 0.01 (the fee is paid in BTC, not held in USDT)', () => {
    expect(pickPercent(ticket(), 50, ctx)).toMatchObject({ percent: 50, amount: '0.01' });
  });
  it('every stop of a limit buy spends that share of the balance, to the lot', () => {
    expect(amountForPercent(ticket(), 25, ctx)).toBe('0.005');
    expect(amountForPercent(ticket(), 75, ctx)).toBe('0.015');
    expect(amountForPercent(ticket(), 100, ctx)).toBe('0.02');
    expect(amountForPercent(ticket(), 0, ctx)).toBe('');
    // 1000 / 49999.99 = 0.0200000040… ↓ 0.02; 1000 / 50000.01 = 0.0199999960… ↓ 0.01999
    expect(amountForPercent(ticket({ price: '50000.01' }), 100, ctx)).toBe('0.01999');
  });
  it('100 % post-only at 50000 with 1,000 USDT is 0.02 BTC holding exactly 1,000 — and submittable', () => {
    // Before: sized at 1000 / 50000 / 1.001 = 0.01998 (hold 999.999) while the server asked 1000.4985.
    const server = spotContext({ pair: { ...BTC_USDT, base_precision: 8, quote_precision: 6 } });
    const picked = pickPercent(ticket({ postOnly: true }), 100, server);
    expect(picked.amount).toBe('0.02');
    expect(spotHold(picked, server)?.toFixed()).toBe('1000');
    expect(spotProblem(picked, server)).toBeNull();
    expect(toCoinTradeRequest(picked, server)).toMatchObject({ amount: '0.02', post_only: true });
    // the same for a taker limit: the fee role does not change what is held
    expect(pickPercent(ticket(), 100, server).amount).toBe('0.02');
  });
  it('market buys are sized at best ask × 1.05 (the collar)', () => {
    // 500 / (50010 × 1.05) = 0.0095219…
    expect(amountForPercent(ticket({ type: 'market' }), 50, ctx)).toBe('0.00952');
    // 100 %: 1000 / 52510.5 = 0.0190438… ↓ 0.01904, holding 999.79992 ≤ 1000
    const all = pickPercent(ticket({ type: 'market' }), 100, ctx);
    expect(all.amount).toBe('0.01904');
    expect(spotHold(all, ctx)?.toFixed()).toBe('999.79992');
    expect(spotProblem(all, ctx)).toBeNull();
    expect(amountForPercent(ticket({ type: 'market' }), 50, spotContext({ book: { bestBid: '1' } }))).toBe(
      '',
    );
  });
  it('sells take a share of the base balance floored to the lot', () => {
    const sell = ticket({ side: 'sell' });
    expect(
      amountForPercent(
        sell,
        25,
        spotContext({ balances: { base_available: '0.123456789', quote_available: '0' } }),
      ),
    ).toBe('0.03086');
    expect(amountForPercent(sell, 100, ctx)).toBe('0.5');
    const all = pickPercent(sell, 100, ctx);
    expect(spotHold(all, ctx)?.toFixed()).toBe('0.5');
    expect(spotProblem(all, ctx)).toBeNull();
  });
  it('gives nothing without a price or a balance', () => {
    expect(amountForPercent(ticket({ price: '' }), 50, ctx)).toBe('');
    expect(
      amountForPercent(
        ticket(),
        50,
        spotContext({ balances: { base_available: '0', quote_available: '0' } }),
      ),
    ).toBe('');
  });
  it('a picked percent follows the price; a typed amount leaves the slider', () => {
    const picked = pickPercent(ticket(), 50, ctx);
    // 500 / 25000 = 0.02
    expect(setPrice(picked, '25000', ctx)).toMatchObject({ price: '25000', amount: '0.02', percent: 50 });
    expect(setAmount(picked, '0.0123456', BTC_USDT)).toMatchObject({ amount: '0.01234', percent: null });
    expect(setPrice(ticket({ amount: '0.1' }), '1', ctx).amount).toBe('0.1');
  });
});

describe('spot ticket: fields', () => {
  it('normalises typed prices and amounts to the pair decimals', () => {
    expect(setPrice(ticket(), '050000.129', ctx).price).toBe('50000.12');
    // a keypad's decimal comma is the point, whatever the app's language
    expect(setPrice(ticket(), '50000,129', ctx).price).toBe('50000.12');
    expect(setAmount(ticket(), '0,005', BTC_USDT).amount).toBe('0.005');
    expect(setPrice(ticket(), '.5', ctx).price).toBe('0.5');
    expect(setAmount(ticket(), 'abc1.2.3', BTC_USDT).amount).toBe('1.23');
  });
  it('switching side clears the amount and percent, keeps the price', () => {
    const next = setSide(pickPercent(ticket(), 50, ctx), 'sell');
    expect(next).toMatchObject({ side: 'sell', amount: '', percent: null, price: '50000' });
    const same = ticket();
    expect(setSide(same, 'buy')).toBe(same);
  });
  it('market turns post-only off and re-sizes a picked percent', () => {
    const limit = pickPercent(ticket({ postOnly: true }), 50, ctx);
    const market = setType(limit, 'market', ctx);
    expect(market).toMatchObject({ type: 'market', postOnly: false, amount: '0.00952', percent: 50 });
    expect(setPostOnly(market, true, ctx)).toBe(market);
  });
  it('post-only forces GTC; IOC / FOK turn post-only off', () => {
    expect(setPostOnly(ticket({ tif: 'IOC' }), true, ctx)).toMatchObject({ postOnly: true, tif: 'GTC' });
    expect(setTif(ticket({ postOnly: true }), 'FOK')).toMatchObject({ postOnly: false, tif: 'FOK' });
    expect(setTif(ticket({ postOnly: true }), 'GTC')).toMatchObject({ postOnly: true, tif: 'GTC' });
  });
  it('tapping best bid / ask fills the price and makes the order a limit', () => {
    expect(tapBookPrice(ticket({ type: 'market', price: '' }), 'bid', ctx)).toMatchObject({
      type: 'limit',
      price: '49990',
    });
    expect(tapBookPrice(ticket(), 'ask', spotContext({ book: { bestAsk: '50010.123' } })).price).toBe(
      '50010.12',
    );
    const t = ticket();
    expect(tapBookPrice(t, 'ask', spotContext({ book: {} }))).toBe(t);
  });
  it('starts empty on the chosen side', () => {
    expect(initialSpotTicket('sell', '1.5')).toEqual({ ...INITIAL_SPOT_TICKET, side: 'sell', price: '1.5' });
  });
  it('the reducer dispatches every action', () => {
    let t = initialSpotTicket();
    t = reduceSpotTicket(t, { kind: 'price', value: '50000' }, ctx);
    t = reduceSpotTicket(t, { kind: 'percent', percent: 50 }, ctx);
    expect(t.amount).toBe('0.01');
    t = reduceSpotTicket(t, { kind: 'postOnly', postOnly: true }, ctx);
    expect(t.amount).toBe('0.01'); // the maker fee changes the fee in BTC, not the size
    t = reduceSpotTicket(t, { kind: 'tif', tif: 'IOC' }, ctx);
    expect(t.postOnly).toBe(false);
    t = reduceSpotTicket(t, { kind: 'type', type: 'market' }, ctx);
    t = reduceSpotTicket(t, { kind: 'bookPrice', which: 'bid' }, ctx);
    expect(t).toMatchObject({ type: 'limit', price: '49990' });
    t = reduceSpotTicket(t, { kind: 'amount', value: '0.1' }, ctx);
    t = reduceSpotTicket(t, { kind: 'side', side: 'sell' }, ctx);
    expect(t).toMatchObject({ side: 'sell', amount: '' });
    t = reduceSpotTicket({ ...t, amount: '0.2' }, { kind: 'reset' }, ctx);
    expect(t).toEqual({ ...INITIAL_SPOT_TICKET, side: 'sell', price: '49990' });
  });
});

describe('spot ticket: tapping a book level', () => {
  it('fills the level price, cut to the pair decimals, and switches to limit', () => {
    const next = reduceSpotTicket(
      ticket({ type: 'market', price: '' }),
      { kind: 'bookLevel', price: '49985.123' },
      ctx,
    );
    expect(next.type).toBe('limit');
    expect(next.price).toBe('49985.12');
  });

  it('keeps a picked percent following the new price', () => {
    const picked = reduceSpotTicket(ticket(), { kind: 'percent', percent: 50 }, ctx);
    const next = reduceSpotTicket(picked, { kind: 'bookLevel', price: '25000' }, ctx);
    expect(next.percent).toBe(50);
    expect(new Decimal(next.amount).gt(picked.amount)).toBe(true);
  });

  it('ignores an empty or zero level', () => {
    const t = ticket();
    expect(reduceSpotTicket(t, { kind: 'bookLevel', price: '0' }, spotContext())).toBe(t);
    expect(reduceSpotTicket(t, { kind: 'bookLevel', price: '' }, spotContext())).toBe(t);
  });
});
