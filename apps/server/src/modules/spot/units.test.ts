import { describe, expect, it } from 'vitest';
import { PAIRS } from '../market/catalog';
import {
  amountLotsOf,
  amountToLots,
  lotSize,
  lotsToAmount,
  pairUnits,
  priceTicksOf,
  priceToTicks,
  quoteUnitsFloor,
  quoteValue,
  tickSize,
  ticksToPrice,
} from './units';

const pair = (base: string) => {
  const p = PAIRS.find((x) => x.base === base);
  if (!p) throw new Error(base);
  return pairUnits(p);
};
const btc = pair('BTC'); // price 2 decimals, amount 6
const xrp = pair('XRP'); // price 4 decimals, amount 4
const aapl = pair('AAPL'); // stock: price 2 decimals, amount 4

describe('spot units', () => {
  it('publishes the catalogue steps as tick and lot', () => {
    expect([tickSize(btc), lotSize(btc)]).toEqual(['0.01', '0.000001']);
    expect([tickSize(xrp), lotSize(xrp)]).toEqual(['0.0001', '0.0001']);
    expect([tickSize(aapl), lotSize(aapl)]).toEqual(['0.01', '0.0001']);
  });

  it('converts a crypto price and amount to ticks and lots and back', () => {
    expect(priceToTicks(btc, '96000.5')).toBe(9_600_050n);
    expect(priceToTicks(btc, '96000.50')).toBe(9_600_050n);
    expect(amountToLots(btc, '0.0125')).toBe(12_500n);
    expect(ticksToPrice(btc, 9_600_050n)).toBe('96000.50');
    expect(lotsToAmount(btc, 12_500n)).toBe('0.012500');
    // 96000.50 × 0.0125 = 1200.00625, exact
    expect(quoteValue(btc, 9_600_050n, 12_500n).toFixed()).toBe('1200.00625');
  });

  it('converts a stock price and amount', () => {
    expect(priceToTicks(aapl, '228.37')).toBe(22_837n);
    expect(amountToLots(aapl, '3.5')).toBe(35_000n);
    expect(lotsToAmount(aapl, 35_000n)).toBe('3.5000');
    // 228.37 × 3.5 = 799.295
    expect(quoteValue(aapl, 22_837n, 35_000n).toFixed()).toBe('799.295');
  });

  it('handles a small-priced pair without floating point', () => {
    expect(priceToTicks(xrp, '2.3001')).toBe(23_001n);
    expect(amountToLots(xrp, '1000')).toBe(10_000_000n);
    expect(quoteValue(xrp, 23_001n, 10_000_000n).toFixed()).toBe('2300.1');
    expect(priceToTicks(btc, '123456789012.34')).toBe(12_345_678_901_234n);
  });

  it('finds no ticks or lots for prices off the tick and amounts off the lot (the rules refuse those)', () => {
    expect(priceTicksOf(btc, '96000.505')).toBeUndefined();
    expect(priceTicksOf(aapl, '0')).toBeUndefined();
    expect(priceTicksOf(aapl, '-1')).toBeUndefined();
    expect(amountLotsOf(btc, '0.0000001')).toBeUndefined();
    expect(amountLotsOf(aapl, '1.00005')).toBeUndefined();
    expect([priceTicksOf(btc, '96000.5'), amountLotsOf(aapl, '3.5')]).toEqual([9_600_050n, 35_000n]);
    // a stored order off its steps is a bug, not a user error
    expect(() => priceToTicks(btc, '96000.505')).toThrow('not a multiple of 0.01');
    expect(() => amountToLots(aapl, '1.00005')).toThrow('not a multiple of 0.0001');
  });

  it('turns a quote budget into engine units, rounding down', () => {
    // 1 engine quote unit of BTC/USDT = 0.01 × 0.000001 = 0.00000001 USDT
    expect(quoteUnitsFloor(btc, '1260.006563219')).toBe(126_000_656_321n);
    expect(quoteUnitsFloor(aapl, '10')).toBe(10_000_000n); // AAPL: 0.01 × 0.0001 = 0.000001 USDT
  });
});
