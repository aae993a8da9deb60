import { describe, expect, it } from 'vitest';
import { parseWantedLeverage, pickLeverage, superLeveragePath } from './superLeverage';

describe('super leverage', () => {
  it('reads ?leverage= as max or a positive whole number', () => {
    expect(parseWantedLeverage('max')).toBe('max');
    expect(parseWantedLeverage(' MAX ')).toBe('max');
    expect(parseWantedLeverage('50')).toBe(50);
    expect(parseWantedLeverage('0')).toBeUndefined();
    expect(parseWantedLeverage('-5')).toBeUndefined();
    expect(parseWantedLeverage('2.5')).toBeUndefined();
    expect(parseWantedLeverage('')).toBeUndefined();
    expect(parseWantedLeverage(null)).toBeUndefined();
  });

  it('picks the highest choice for max, the asked one when offered, else the highest below it', () => {
    const choices = [5, 10, 20, 50, 100];
    expect(pickLeverage(choices, 'max')).toBe(100);
    expect(pickLeverage(choices, 20)).toBe(20);
    expect(pickLeverage(choices, 30)).toBe(20);
    expect(pickLeverage(choices, 2)).toBeUndefined();
    expect(pickLeverage([], 'max')).toBeUndefined();
    expect(pickLeverage(choices, undefined)).toBeUndefined();
  });

  it('links the contract page with leverage=max', () => {
    expect(superLeveragePath('BTC/USDT')).toBe('/pages/transaction/contract?symbol=BTC%2FUSDT&leverage=max');
  });
});
