import { describe, expect, it } from 'vitest';
import {
  FUTURES_FEE_PERCENT,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_OVERNIGHT_PERCENT,
  FUTURES_SPREAD_PERCENT,
  FUTURES_UNITS_PER_LOT,
  futuresBatchCloseRequest,
  futuresSetstopRequest,
  futuresSubmitRequest,
} from './futures';
import {
  futuresAccountRisk,
  futuresEntryPrice,
  futuresExitPrice,
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresNotional,
  futuresPnl,
  futuresPositionRisk,
  futuresQuantity,
  futuresRealised,
} from './futures-math';

/**
 * Worked example used throughout: 2 lots of BTC/USDT (0.01 BTC per lot) at 10× with the mark at 50,000.
 * qty 0.02; long entry 50,000 × 1.0001 = 50,005; notional 1,000.10; margin 100.01; fee 0.50005 → 0.500050.
 */
describe('lever calculators (worked numbers)', () => {
  const qty = futuresQuantity(2, FUTURES_UNITS_PER_LOT['BTC/USDT']!);
  const entry = futuresEntryPrice('long', '50000', FUTURES_SPREAD_PERCENT, 2);
  const notional = futuresNotional(entry, qty);
  const margin = futuresMargin(notional, 10, 6);

  it('open: quantity, entry after spread, notional, margin, fee', () => {
    expect(qty.toFixed()).toBe('0.02');
    expect(entry.toFixed(2)).toBe('50005.00');
    expect(futuresEntryPrice('short', '50000', FUTURES_SPREAD_PERCENT, 2).toFixed(2)).toBe('49995.00');
    expect(notional.toFixed()).toBe('1000.1');
    expect(margin.toFixed(6)).toBe('100.010000');
    expect(futuresFee(notional, FUTURES_FEE_PERCENT, 6).toFixed(6)).toBe('0.500050');
    expect(futuresFee(notional, FUTURES_OVERNIGHT_PERCENT, 6).toFixed(6)).toBe('0.200020');
  });

  it('rounds spread prices against the trader and money up', () => {
    // 96,123.45 × 1.0001 = 96,133.062345 → 96,133.07 for a long; × 0.9999 = 96,113.837655 → 96,113.83 short.
    expect(futuresEntryPrice('long', '96123.45', '0.01', 2).toFixed(2)).toBe('96133.07');
    expect(futuresEntryPrice('short', '96123.45', '0.01', 2).toFixed(2)).toBe('96113.83');
    expect(futuresExitPrice('long', '96123.45', '0.01', 2).toFixed(2)).toBe('96113.83');
    expect(futuresExitPrice('short', '96123.45', '0.01', 2).toFixed(2)).toBe('96133.07');
    expect(futuresMargin('1000', 3, 6).toFixed(6)).toBe('333.333334');
  });

  it('unrealised P&L and position risk', () => {
    // long at 50,005, mark 51,000: (51,000 − 50,005) × 0.02 = 19.9; risk (100.01 + 19.9) ÷ 100.01 = 119.89 %
    const up = futuresPnl('long', entry, '51000', qty);
    expect(up.toFixed()).toBe('19.9');
    expect(futuresPositionRisk(margin, up).toFixed(2)).toBe('119.89');
    // short at 49,995, mark 51,000: (49,995 − 51,000) × 0.02 = −20.1
    expect(futuresPnl('short', '49995', '51000', qty).toFixed()).toBe('-20.1');
    expect(futuresRealised('-20.1000001', 6).toFixed(6)).toBe('-20.100001');
    expect(futuresRealised('19.9000009', 6).toFixed(6)).toBe('19.900000');
  });

  it('account risk rate (reference formula), 0 without positions', () => {
    // balance 400, margins 100.01 + 50, P&L 19.9 − 10: (400 + 150.01 + 9.9) ÷ 150.01 × 100 = 373.24 % (rounded down)
    expect(
      futuresAccountRisk('400', [
        { margin: '100.01', pnl: '19.9' },
        { margin: '50', pnl: '-10' },
      ]).toFixed(2),
    ).toBe('373.24');
    expect(futuresAccountRisk('400', []).toFixed(2)).toBe('0.00');
  });

  it('liquidation price puts the position risk at the threshold', () => {
    // long: 50,005 − 100.01 × 0.8 ÷ 0.02 = 50,005 − 4,000.4 = 46,004.60
    const long = futuresLiquidationPrice('long', entry, qty, margin, FUTURES_LIQUIDATION_RISK_PERCENT, 2);
    expect(long.toFixed(2)).toBe('46004.60');
    expect(futuresPositionRisk(margin, futuresPnl('long', entry, long, qty)).toFixed(2)).toBe('20.00');
    // short at 49,995, margin 99.99: 49,995 + 99.99 × 0.8 ÷ 0.02 = 53,994.60
    const short = futuresLiquidationPrice('short', '49995', qty, '99.99', '20', 2);
    expect(short.toFixed(2)).toBe('53994.60');
    // after overnight fees the margin is 90 of an opening 100.01: 50,005 − (90 − 20.002) ÷ 0.02 = 46,505.10
    expect(futuresLiquidationPrice('long', entry, qty, '90', '20', 2, margin).toFixed(2)).toBe('46505.10');
    // rounds toward firing earlier: 100 − 0.8 ÷ 3 = 99.7333… → long 99.74
    expect(futuresLiquidationPrice('long', '100', '3', '1', '20', 2).toFixed(2)).toBe('99.74');
    expect(futuresLiquidationPrice('short', '100', '3', '1', '20', 2).toFixed(2)).toBe('100.26');
  });
});

describe('lever request schemas', () => {
  it('accepts the original fields and long/short spellings', () => {
    const r = futuresSubmitRequest.parse({
      currency_id: '1',
      type: 'short',
      share: '2',
      multiple: '10',
      status: '1',
      password: '',
    });
    expect(r).toMatchObject({ currency_id: 1, legal_id: 3, type: 2, share: 2, multiple: 10, status: 1 });
    expect(futuresSubmitRequest.parse({ currency_id: 1, type: 1, share: 1, multiple: 5 }).type).toBe(1);
  });

  it('needs a limit price for a limit order; 0 and empty mean no TP/SL', () => {
    expect(
      futuresSubmitRequest.safeParse({ currency_id: 1, type: 1, share: 1, multiple: 5, status: 0 }).success,
    ).toBe(false);
    const r = futuresSetstopRequest.parse({ id: 3, target_profit_price: '0', stop_loss_price: '' });
    expect(r.target_profit_price).toBeUndefined();
    expect(r.stop_loss_price).toBeUndefined();
  });

  it('batch close type: 0/1/2 or all/long/short', () => {
    expect(futuresBatchCloseRequest.parse({ type: 'short' }).type).toBe(2);
    expect(futuresBatchCloseRequest.parse({}).type).toBe(0);
    expect(futuresBatchCloseRequest.safeParse({ type: 3 }).success).toBe(false);
  });
});
