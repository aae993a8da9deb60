import { describe, expect, it } from 'vitest';
import { FUTURES_FEE_PERCENT, FUTURES_LIQUIDATION_RISK_PERCENT, FUTURES_OVERNIGHT_PERCENT } from './futures';
import {
  futuresCloseResult,
  futuresFee,
  futuresLiquidationPrice,
  futuresStopBeyondLiquidation,
} from './futures-math';

/**
 * (items 3 and 4), on the worked example of lever.test.ts: 2 lots of BTC/USDT (0.02 BTC) at 10× with
 * the mark at 50,000 — long entry 50,005, notional 1,000.10, margin 100.01, fee 0.05 % = 0.50005; one
 * overnight fee 0.02 % = 0.20002 leaves a margin of 99.80998.
 */
const long = {
  entry: '50005',
  quantity: '0.02',
  margin: '99.80998',
  openFee: '0.50005',
  overnightFees: '0.20002',
};

describe('close result: gross, fees, net (one formula for the dialog and the server)', () => {
  it('the fees of the example are the contract rates', () => {
    expect(futuresFee('1000.10', FUTURES_FEE_PERCENT, 6).toFixed()).toBe('0.50005');
    expect(futuresFee('1000.10', FUTURES_OVERNIGHT_PERCENT, 6).toFixed()).toBe('0.20002');
  });

  it('a winning long: exit after spread, gross on the exit, net of the open and overnight fees', () => {
    // exit 51,000 × 0.9999 = 50,994.90; (50,994.90 − 50,005) × 0.02 = 19.798; fees 0.70007; net 19.09793
    const r = futuresCloseResult('long', long, '51000', '0.01', 2, 6);
    expect(r.exitPrice.toFixed(2)).toBe('50994.90');
    expect(r.gross.toFixed()).toBe('19.798');
    expect(r.fees.toFixed()).toBe('0.70007');
    expect(r.net.toFixed()).toBe('19.09793');
    expect(r.shortfall.toFixed()).toBe('0');
  });

  it('a small gain can be a net loss once the fees are counted', () => {
    // exit 50,100 × 0.9999 = 50,094.99 (down); (50,094.99 − 50,005) × 0.02 = 1.7998; net 1.09973
    // and at 50,040: exit 50,034.99; gross 0.5998; net −0.10027
    expect(futuresCloseResult('long', long, '50100', '0.01', 2, 6).net.toFixed()).toBe('1.09973');
    const r = futuresCloseResult('long', long, '50040', '0.01', 2, 6);
    expect(r.gross.toFixed()).toBe('0.5998');
    expect(r.net.toFixed()).toBe('-0.10027');
  });

  it('a loss beyond the margin left is capped (the house absorbs the rest): net = −(margin + fee paid)', () => {
    // exit 45,000 × 0.9999 = 44,995.50; P&L (44,995.50 − 50,005) × 0.02 = −100.19; margin left 99.80998
    const r = futuresCloseResult('long', long, '45000', '0.01', 2, 6);
    expect(r.pnl.toFixed()).toBe('-100.19');
    expect(r.gross.toFixed()).toBe('-99.80998');
    expect(r.shortfall.toFixed()).toBe('0.38002');
    // exactly what left the balance at open: margin 100.01 + fee 0.50005
    expect(r.net.toFixed()).toBe('-100.51005');
  });

  it('a short: exit at mark × (1 + spread), a realised loss rounds down', () => {
    const short = {
      entry: '49995',
      quantity: '0.02',
      margin: '99.99',
      openFee: '0.49995',
      overnightFees: '0',
    };
    // exit 49,000 × 1.0001 = 49,004.90; (49,995 − 49,004.90) × 0.02 = 19.802; net 19.30205
    const win = futuresCloseResult('short', short, '49000', '0.01', 2, 6);
    expect(win.exitPrice.toFixed(2)).toBe('49004.90');
    expect(win.net.toFixed()).toBe('19.30205');
    // exit 50,000.333 → 50,005.34 (up); (49,995 − 50,005.34) × 0.02 = −0.2068
    expect(futuresCloseResult('short', short, '50000.333', '0.01', 2, 6).gross.toFixed()).toBe('-0.2068');
  });
});

describe('a stop-loss beyond the liquidation price', () => {
  it('long: at or below the liquidation level is refused, one tick above is fine', () => {
    // liquidation of the example at open: 50,005 − 100.01 × 80 % ÷ 0.02 = 46,004.60
    const liq = futuresLiquidationPrice(
      'long',
      '50005',
      '0.02',
      '100.01',
      FUTURES_LIQUIDATION_RISK_PERCENT,
      2,
    );
    expect(liq.toFixed(2)).toBe('46004.60');
    expect(futuresStopBeyondLiquidation('long', '46004.60', liq)).toBe(true);
    expect(futuresStopBeyondLiquidation('long', '45000', liq)).toBe(true);
    expect(futuresStopBeyondLiquidation('long', '46004.61', liq)).toBe(false);
  });
  it('long after an overnight fee: the level moves up (46,014.61) and so does the limit', () => {
    const liq = futuresLiquidationPrice('long', '50005', '0.02', '99.80998', '20', 2, '100.01');
    expect(liq.toFixed(2)).toBe('46014.61');
    expect(futuresStopBeyondLiquidation('long', '46010', liq)).toBe(true);
  });
  it('short: at or above the liquidation level is refused', () => {
    const liq = futuresLiquidationPrice('short', '49995', '0.02', '99.99', '20', 2);
    expect(liq.toFixed(2)).toBe('53994.60');
    expect(futuresStopBeyondLiquidation('short', '53994.60', liq)).toBe(true);
    expect(futuresStopBeyondLiquidation('short', '53994.59', liq)).toBe(false);
  });
});
