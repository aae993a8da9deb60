import { describe, expect, it } from 'vitest';
import { spotContext, ticket } from './fixtures';
import { spotHold, spotSummary } from './summary';

const ctx = spotContext();

describe('spot summary: limit', () => {
  it('buy 0.00998 at 50000: total 499, fee in BTC, holds the total in USDT (no fee on top)', () => {
    expect(spotSummary(ticket({ amount: '0.00998' }), ctx)).toEqual({
      price: '50000',
      approximate: false,
      total: '499',
      feeRatePercent: '0.15',
      fee: '0.00001497',
      feeAsset: 'base',
      receive: '0.00996503',
      receiveAsset: 'base',
      hold: '499',
      holdAsset: 'quote',
    });
  });
  it('post-only pays the maker fee (in BTC) and holds the same', () => {
    const s = spotSummary(ticket({ amount: '0.00998', postOnly: true }), ctx);
    expect(s).toMatchObject({
      feeRatePercent: '0.1',
      fee: '0.00000998',
      receive: '0.00997002',
      hold: '499',
    });
  });
  it('sell 0.01 at 50000: total 500, fee 0.75 USDT, receive 499.25, holds 0.01 BTC', () => {
    expect(spotSummary(ticket({ side: 'sell', amount: '0.01' }), ctx)).toMatchObject({
      total: '500',
      fee: '0.75',
      feeAsset: 'quote',
      receive: '499.25',
      receiveAsset: 'quote',
      hold: '0.01',
      holdAsset: 'base',
    });
  });
  it('fees round up and receipts down to the currency precision', () => {
    const sixDecimals = spotContext({ pair: { ...ctx.pair, quote_precision: 6 } });
    // 0.00001 × 50000.01 = 0.5000001; fee 0.00075000015 → 0.000751; receive 0.49924…→ 0.499249
    const s = spotSummary(ticket({ side: 'sell', price: '50000.01', amount: '0.00001' }), sixDecimals);
    expect(s).toMatchObject({ total: '0.5000001', fee: '0.000751', receive: '0.499249' });
    // the buy hold rounds up too: 0.5000001 → 0.500001 (its fee, 0.00000002 BTC, comes out of the BTC)
    const buy = ticket({ price: '50000.01', amount: '0.00001' });
    expect(spotHold(buy, sixDecimals)?.toFixed()).toBe('0.500001');
    expect(spotSummary(buy, sixDecimals)).toMatchObject({ fee: '0.00000002', receive: '0.00000998' });
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
