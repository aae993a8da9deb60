import type { Decimal as BaseDecimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalOrNull } from './decimal';
import { shownFixed, shownUnit, toShownDecimal, type ShownRounding } from './shown-decimal';

const DECIMAL_MODE: Record<ShownRounding, BaseDecimal.Rounding> = {
  'half-up': Decimal.ROUND_HALF_UP,
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
};

/** A deterministic stream of decimal strings of every shape the wire carries (and a few it should not). */
function* samples(count: number): Generator<string> {
  let seed = 20261206;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  for (let i = 0; i < count; i++) {
    const sign = next() < 0.3 ? '-' : next() < 0.1 ? '+' : '';
    const int = next() < 0.3 ? '0' : digits(1 + Math.floor(next() * 22));
    const frac = next() < 0.2 ? '' : `.${digits(1 + Math.floor(next() * 24))}`;
    const exp = next() < 0.1 ? `e${Math.floor(next() * 30) - 15}` : '';
    yield `${sign}${int}${frac}${exp}`;
  }
}

describe('the shown decimal', () => {
  it('rounds every sample exactly as decimal.js does, in each mode and at each scale', () => {
    for (const text of samples(3000)) {
      const shown = toShownDecimal(text)!;
      expect(shown, text).not.toBeNull();
      for (const places of [0, 1, 2, 4, 8, 12, 20])
        for (const mode of ['half-up', 'down', 'up'] as const)
          expect(shownFixed(shown, places, mode), `${text} ${places} ${mode}`).toBe(
            new Decimal(text).toFixed(places, DECIMAL_MODE[mode]),
          );
    }
  });

  it('knows sign, size and exponent as decimal.js does', () => {
    for (const text of samples(1000)) {
      const shown = toShownDecimal(text)!;
      const d = new Decimal(text);
      expect(shown.eq(0)).toBe(d.isZero());
      if (!d.isZero()) expect(shown.abs().e, text).toBe(d.abs().e);
      expect(shown.abs().lt(shownUnit(4))).toBe(d.abs().lt('0.0001'));
      expect(toShownDecimal(shown.div(100).toFixed())!.eq(toShownDecimal(d.div(100).toFixed())!)).toBe(true);
    }
  });

  it('takes what the formatters are given: strings with a sign, numbers and Decimals', () => {
    expect(toShownDecimal('+1.23')?.toFixed()).toBe('1.23');
    expect(toShownDecimal(' 96012.35 ')?.toFixed()).toBe('96012.35');
    expect(toShownDecimal(0.1 + 0.2)?.toFixed()).toBe('0.30000000000000004');
    expect(toShownDecimal(1e-7)?.toFixed()).toBe('0.0000001');
    expect(toShownDecimal(new Decimal('123456789012345678901234567890.123456789'))?.toFixed()).toBe(
      '123456789012345678901234567890.123456789',
    );
  });

  it('refuses what is not a finite decimal, like toDecimalOrNull', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '1,5',
      '1.2.3',
      'NaN',
      'Infinity',
      '-Infinity',
      '--1',
      '+-1',
      Infinity,
      NaN,
    ])
      expect([bad, toShownDecimal(bad)]).toEqual([bad, null]);
    for (const bad of [null, undefined, {}, [], true, new Decimal(Infinity)])
      expect(toShownDecimal(bad)).toBeNull();
    for (const bad of ['', 'abc', 'NaN', 'Infinity', Infinity]) expect(toDecimalOrNull(bad)).toBeNull();
  });
});
