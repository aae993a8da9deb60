import { Decimal } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { Dec, toDec } from './decimal';

describe('the web Decimal', () => {
  it("is the contract's Decimal, so web and shared code mix values freely", () => {
    expect(Dec).toBe(Decimal);
    expect(toDec('1.5')).toBeInstanceOf(Decimal);
  });

  it('keeps 60 significant digits and rounds half up', () => {
    const wide = '123456789012345678.123456789012345678';
    expect(toDec(wide)?.plus('0.000000000000000001').toFixed()).toBe('123456789012345678.123456789012345679');
    expect(new Dec('2.5').toDecimalPlaces(0).toFixed()).toBe('3');
    expect(new Dec('-2.5').toDecimalPlaces(0).toFixed()).toBe('-3');
    expect(new Dec(1).div(3).toFixed()).toBe(`0.${'3'.repeat(60)}`);
  });

  it('prints tiny and huge values as plain decimal strings, as the wire wants', () => {
    expect(toDec('0.00000001')?.toString()).toBe('0.00000001');
    expect(toDec('1e21')?.toString()).toBe('1000000000000000000000');
  });

  it('turns what is not a finite decimal into null', () => {
    for (const bad of ['', '  ', 'abc', 'NaN', 'Infinity', null, undefined, {}])
      expect(toDec(bad)).toBeNull();
    expect(toDec(0)?.toFixed()).toBe('0');
  });
});
