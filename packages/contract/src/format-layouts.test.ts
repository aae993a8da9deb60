import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { formatNumber, formatPercentFigure, numberLayoutForTests, roundedString } from './format-number';
import { LANGUAGES } from './languages';
import { toShownDecimal } from './shown-decimal';

/**
 * Our languages are printed from their layouts, not by Intl: each must print exactly what Intl.NumberFormat prints
 * for the same rounded digits, in every option the formatter has.
 */
const VALUES = [
  '0',
  '-0.004',
  '0.5',
  '-0.5',
  '7',
  '-12.345',
  '123',
  '1234',
  '-1234.5',
  '12345.678',
  '-123456',
  '1234567.891',
  '1000000',
  '0.00012345',
  '98765432109876543.21',
];

const intl = (locale: string, fixed: string, o: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, o).format(fixed as unknown as number);

describe('number layouts of our languages', () => {
  it('exist for every language, so the app never builds an Intl.NumberFormat for its figures', () => {
    for (const l of LANGUAGES) expect(numberLayoutForTests(l.uniCode), l.code).toBeDefined();
  });

  for (const { code, uniCode } of LANGUAGES)
    it(`print numbers and percentages as Intl does in ${code} (${uniCode})`, () => {
      for (const value of VALUES)
        for (const decimals of [0, 2, 5, 8])
          for (const sign of [false, true]) {
            const rounded = roundedString(toShownDecimal(value)!, decimals, decimals, 'half-up');
            const signDisplay = sign ? 'exceptZero' : 'auto';
            for (const grouping of [true, false])
              expect(
                formatNumber(value, { decimals, sign, grouping, lang: code }),
                `${value} ${decimals}`,
              ).toBe(
                intl(uniCode, rounded, {
                  minimumFractionDigits: decimals,
                  maximumFractionDigits: decimals,
                  useGrouping: grouping,
                  signDisplay,
                }),
              );
            expect(formatPercentFigure(value, code, decimals, sign), `${value}% ${decimals}`).toBe(
              intl(uniCode, new Decimal(rounded).div(100).toFixed(), {
                style: 'percent',
                minimumFractionDigits: rounded.split('.')[1]?.length ?? 0,
                maximumFractionDigits: decimals,
                signDisplay,
              }),
            );
          }
    });
});
