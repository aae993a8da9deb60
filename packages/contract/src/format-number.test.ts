import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAsset,
  formatNumber,
  formatPercentFigure,
  formatPlain,
  setExactStringInputForTests,
} from './format-number';
import { formatParams } from './format-params';

const NNBSP = '\u202f';

describe('the shared number formatter', () => {
  afterEach(() => setExactStringInputForTests(undefined));

  it('prints an asset amount at its display precision in en, fra, zh and tr', () => {
    expect(formatAsset('1000.000000', 6, 'USDT', 'en')).toBe('1,000.00');
    expect(formatAsset('1000.000000', 6, 'USDT', 'fra')).toBe(`1${NNBSP}000,00`);
    expect(formatAsset('1000.000000', 6, 'USDT', 'zh')).toBe('1,000.00');
    expect(formatAsset('1000.000000', 6, 'USDT', 'tr')).toBe('1.000,00');
    expect(formatAsset('370.1422725', 6, 'USDT', 'en')).toBe('370.14');
    expect(formatAsset('0.50000000', 8, 'BTC', 'en')).toBe('0.50');
    expect(formatAsset('0.12345678', 8, 'BTC', 'tr')).toBe('0,12345678');
  });

  it('keeps every digit of a decimal string beyond a JS number', () => {
    expect(formatNumber('98765432109876543.21', { decimals: 2, lang: 'en' })).toBe(
      '98,765,432,109,876,543.21',
    );
    // a tag outside our languages goes through Intl: exact with string input, and in the engine's fallback too
    for (const exact of [true, false]) {
      setExactStringInputForTests(exact);
      expect(formatNumber('98765432109876543.21', { decimals: 2, lang: 'en-GB' })).toBe(
        '98,765,432,109,876,543.21',
      );
      expect(formatNumber('-1234.5', { decimals: 2, lang: 'de', sign: true })).toBe('-1.234,50');
    }
  });

  it('rounds as told: down for what is received, up for what must be paid', () => {
    expect(formatAsset('114.20279', 6, 'USDT', 'en')).toBe('114.20');
    expect(formatAsset('114.20279', 6, 'USDT', 'en', 'up')).toBe('114.21');
    expect(formatAsset('0.571014', 6, 'USDT', 'fra', 'up')).toBe('0,58');
  });

  it('prints prices with their own digits and percents in the locale pattern', () => {
    expect(formatPlain('67000.00000000', 'en')).toBe('67,000.00');
    expect(formatPlain('0.00012345', 'tr')).toBe('0,00012345');
    expect(formatPercentFigure('1.234', 'en', 2, true)).toBe('+1.23%');
    expect(formatPercentFigure('1', 'fra')).toMatch(/^1,00[\u00a0\u202f]%$/);
  });
});

describe('formatParams', () => {
  it('formats only the listed numeric parameters, by their asset', () => {
    const shown = formatParams(
      { amount: '1000.000000', currency: 'USDT', fee: '1.000000', code: '123456' },
      { amount: { assetParam: 'currency' }, fee: { assetParam: 'currency' } },
      'fra',
    );
    expect(shown).toEqual({ amount: `1${NNBSP}000,00`, currency: 'USDT', fee: '1,00', code: '123456' });
  });

  it('uses the precision the currency list gives', () => {
    const formats = { amount: { assetParam: 'currency' } } as const;
    expect(formatParams({ amount: '1.123456789', currency: 'AAPL' }, formats, 'en', () => 4)).toEqual({
      amount: '1.1234',
      currency: 'AAPL',
    });
  });

  it('formats "<amount> <ASSET>" in one parameter and leaves text alone', () => {
    expect(formatParams({ min: '10.000000 USDT' }, { min: 'money' }, 'tr')).toEqual({ min: '10,00 USDT' });
    expect(formatParams({ min: 'soon' }, { min: 'money' }, 'tr')).toEqual({ min: 'soon' });
    expect(formatParams({ n: 'abc' }, { n: 'count' }, 'en')).toEqual({ n: 'abc' });
  });

  describe('an instant (time)', () => {
    // ICU versions differ in which space they put before AM/PM or a zone: compare with plain spaces
    const shown = (iso: string, lang: string) =>
      String(formatParams({ opens: iso }, { opens: 'time' }, lang).opens).replace(/[\u00a0\u202f]/g, ' ');

    it('prints the New York session time with its zone in the reader language (en, fra, zh, tr)', () => {
      const monday = '2026-11-23T14:30:00.000Z'; // 09:30 EST
      expect(shown(monday, 'en')).toBe('Mon, Nov 23, 9:30 AM EST');
      expect(shown(monday, 'fra')).toBe('lun. 23 nov., 09:30 UTC\u22125');
      expect(shown(monday, 'zh')).toBe('11月23日周一 GMT-5 09:30');
      expect(shown(monday, 'tr')).toBe('23 Kas Pzt 09:30 GMT-5');
    });

    it('follows daylight saving time: the summer open is 09:30 EDT, 13:30 UTC', () => {
      expect(shown('2026-07-06T13:30:00.000Z', 'en')).toBe('Mon, Jul 6, 9:30 AM EDT');
      expect(shown('2026-07-06T13:30:00Z', 'tr')).toBe('6 Tem Pzt 09:30 GMT-4');
    });

    it('leaves a value that is not an ISO instant as it is', () => {
      expect(formatParams({ opens: 'soon' }, { opens: 'time' }, 'en')).toEqual({ opens: 'soon' });
      expect(formatParams({ opens: 1764000000000 }, { opens: 'time' }, 'en')).toEqual({
        opens: 1764000000000,
      });
      expect(formatParams({ opens: '2026-13-45T99:00:00Z' }, { opens: 'time' }, 'en')).toEqual({
        opens: '2026-13-45T99:00:00Z',
      });
    });
  });
});
