import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import {
  futuresLiquidationAfterMargin,
  futuresLiquidationPrice,
  futuresMaintenanceMargin,
  futuresMarginRatio,
  futuresMarginRatioPrice,
  futuresMaxRemovableMargin,
  futuresSplit,
} from './futures-math';

// A BTC/USDT long of 2 lots (0.02 BTC) entered at 50,005.00 with 10× leverage: notional 1,000.10, margin 100.01.
const long = { entry: '50005', quantity: '0.02', margin: '100.01', originMargin: '100.01' };

describe('futures position tools math', () => {
  it('moves the liquidation price by the margin added or removed, the maintenance margin unchanged', () => {
    expect(futuresLiquidationPrice('long', '50005', '0.02', '100.01', '20', 2).toFixed()).toBe('46004.6');
    expect(futuresLiquidationAfterMargin('long', long, '50', '20', 2).toFixed()).toBe('43504.6');
    expect(futuresLiquidationAfterMargin('long', long, '-40', '20', 2).toFixed()).toBe('48004.6');
    expect(futuresLiquidationAfterMargin('short', long, '50', '20', 2).toFixed()).toBe('56505.4');
    expect(futuresMaintenanceMargin('100.01', '20').toFixed()).toBe('20.002');
  });

  it('bounds a removal a price tick of P&L above the maintenance margin, counting a loss but no profit', () => {
    const max = (margin: string, pnl: string) =>
      futuresMaxRemovableMargin({ margin, originMargin: '100.01', quantity: '0.02' }, pnl, '20', {
        price: 2,
        money: 6,
      }).toFixed();
    // 100.01 − 20.002 − 0.02 × 0.01
    expect(max('100.01', '0')).toBe('80.0078');
    expect(max('100.01', '-30')).toBe('50.0078');
    expect(max('100.01', '30')).toBe('80.0078');
    expect(max('100.01', '-90')).toBe('0');
    // after adding 50, the 50 and the old room come back
    expect(max('150.01', '0')).toBe('130.0078');
    // what is left after the most is removed at a mark of 50,000 (P&L −0.1): liquidated a tick below it
    const left = new Decimal('50.01').minus(max('50.01', '-0.1'));
    expect(futuresLiquidationPrice('long', '50005', '0.02', left, '20', 2, '100.01').toFixed()).toBe(
      '49999.99',
    );
  });

  it('measures the margin ratio as maintenance over equity, and the prices where it is 80 % and 70 %', () => {
    expect(futuresMarginRatio('100.01', '0', '100.01', '20').toFixed()).toBe('20');
    expect(futuresMarginRatio('100.01', '-75.0075', '100.01', '20').toFixed()).toBe('80');
    expect(futuresMarginRatio('100.01', '-80.008', '100.01', '20').toFixed()).toBe('100');
    expect(futuresMarginRatio('100.01', '-101', '100.01', '20').toFixed()).toBe('100');
    expect(futuresMarginRatioPrice('long', long, '80', '20', 2).toFixed()).toBe('46254.63');
    expect(futuresMarginRatioPrice('long', long, '70', '20', 2).toFixed()).toBe('46433.22');
    expect(futuresMarginRatioPrice('short', long, '80', '20', 2).toFixed()).toBe('53755.37');
    // at the 80 % price the ratio has just passed 80 %
    const pnl = (46254.63 - 50005) * 0.02;
    expect(futuresMarginRatio('100.01', pnl.toFixed(6), '100.01', '20').gte(80)).toBe(true);
  });

  it('splits a position so that the part closed and the part left add up exactly', () => {
    const s = futuresSplit(
      {
        lots: 3,
        quantity: '0.03',
        margin: '150.015',
        originMargin: '150.015',
        tradeFee: '0.075008',
        overnight: '0.030003',
      },
      1,
      6,
    );
    expect(s.part.quantity.toFixed()).toBe('0.01');
    expect(s.part.margin.toFixed()).toBe('50.005');
    expect(s.part.tradeFee.toFixed()).toBe('0.025002');
    expect(s.rest.tradeFee.toFixed()).toBe('0.050006');
    expect(s.part.overnight.toFixed()).toBe('0.010001');
    expect(s.rest.lots).toBe(2);
    expect(s.rest.quantity.toFixed()).toBe('0.02');
    expect(s.rest.margin.plus(s.part.margin).toFixed()).toBe('150.015');
  });
});
