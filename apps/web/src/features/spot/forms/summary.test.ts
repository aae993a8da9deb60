import { describe, expect, it } from 'vitest';
import { spotContext, ticket } from './fixtures';
import { spotHold, spotSummary } from './summary';

const ctx = spotContext();

describe('spot summary: limit', () => {
  it('buy 0.00998 at 50000 (below the ask 50010, it rests): total 499, maker fee in BTC, holds the total in USDT', () => {
    expect(spotSummary(ticket({ amount: '0.00998' }), ctx)).toEqual({
      price: '50000',
      approximate: false,
      total: '499',
      feeRole: 'maker',
      feeRatePercent: '0.1',
      fee: '0.00000998',
      feeAsset: 'base',
      receive: '0.00997002',
      receiveAsset: 'base',
      hold: '499',
      holdAsset: 'quote',
    });
  });
  it('a buy at or above the best ask crosses: taker fee in BTC', () => {
    expect(spotSummary(ticket({ price: '50010', amount: '0.00998' }), ctx)).toMatchObject({
      feeRole: 'taker',
      feeRatePercent: '0.15',
      fee: '0.00001497',
      receive: '0.00996503',
      hold: '499.0998',
    });
  });
  it('post-only pays the maker fee (in BTC) even at a crossing price', () => {
    const s = spotSummary(ticket({ price: '50010', amount: '0.00998', postOnly: true }), ctx);
    expect(s).toMatchObject({
      feeRole: 'maker',
      feeRatePercent: '0.1',
      fee: '0.00000998',
      receive: '0.00997002',
    });
  });
  it('sell 0.01 at 50000 (above the bid 49990, it rests): total 500, maker fee 0.5 USDT, receive 499.5', () => {
    expect(spotSummary(ticket({ side: 'sell', amount: '0.01' }), ctx)).toMatchObject({
      total: '500',
      feeRole: 'maker',
      fee: '0.5',
      feeAsset: 'quote',
      receive: '499.5',
      receiveAsset: 'quote',
      hold: '0.01',
      holdAsset: 'base',
    });
  });
  it('fees round up and receipts down to the currency precision', () => {
    // a book whose best bid is 50000.01, so the sell below crosses and pays the taker fee
    const sixDecimals = spotContext({
      pair: { ...ctx.pair, quote_precision: 6 },
      book: { bestBid: '50000.01', bestAsk: '50000.02' },
    });
    // 0.00001 × 50000.01 = 0.5000001; fee 0.00075000015 → 0.000751; receive 0.49924…→ 0.499249
    const s = spotSummary(ticket({ side: 'sell', price: '50000.01', amount: '0.00001' }), sixDecimals);
    expect(s).toMatchObject({ total: '0.5000001', fee: '0.000751', receive: '0.499249' });
    // the buy hold rounds up too: 0.5000001 → 0.500001 (its fee, 0.00000002 BTC, comes out of the BTC)
    const buy = ticket({ price: '50000.01', amount: '0.00001' });
    expect(spotHold(buy, sixDecimals)?.toFixed()).toBe('0.500001');
    // (a taker buy: the ask is below its price) 0.00001 × 0.15 % = 0.000000015 → 0.00000002
    const askBelow = { ...sixDecimals, book: { bestBid: '49999', bestAsk: '50000' } };
    expect(spotSummary(buy, askBelow)).toMatchObject({ fee: '0.00000002', receive: '0.00000998' });
  });
  it('has no figures until price and amount are numbers', () => {
    expect(spotSummary(ticket({ amount: '' }), ctx)).toMatchObject({
      total: null,
      fee: null,
      receive: null,
      hold: null,
    });
    expect(spotSummary(ticket({ price: '', amount: '1' }), ctx)).toMatchObject({
      price: null,
      total: null,
      hold: null,
    });
    // no price yet: quoted at the taker fee, the most it can pay
    expect(spotSummary(ticket({ price: '', amount: '1' }), ctx).fee).toBe('0.0015');
  });
});

describe('spot summary: market', () => {
  it('buy ≈ amount × best ask; holds amount × ask × 1.05 (the collar), no fee on top', () => {
    // 0.00998 × 50010 = 499.0998; × 1.05 = 524.05479
    expect(spotSummary(ticket({ type: 'market', amount: '0.00998' }), ctx)).toMatchObject({
      price: '50010',
      approximate: true,
      total: '499.0998',
      feeRole: 'taker',
      feeRatePercent: '0.15',
      hold: '524.05479',
    });
  });
  it('sell ≈ amount × best bid; holds the amount', () => {
    expect(spotSummary(ticket({ type: 'market', side: 'sell', amount: '0.1' }), ctx)).toMatchObject({
      price: '49990',
      total: '4999',
      fee: '7.4985',
      receive: '4991.5015',
      hold: '0.1',
    });
  });
  it('an empty opposite side leaves the value unknown (a sell still holds its amount)', () => {
    const empty = spotContext({ book: {} });
    expect(spotSummary(ticket({ type: 'market', amount: '0.1' }), empty)).toMatchObject({
      total: null,
      hold: null,
    });
    expect(spotSummary(ticket({ type: 'market', side: 'sell', amount: '0.1' }), empty)).toMatchObject({
      total: null,
      receive: null,
      hold: '0.1',
    });
  });
});
