import { describe, expect, it } from 'vitest';
import {
  assetDecimals,
  chartPriceFormatter,
  convertFiat,
  decimalSeparator,
  formatAmount,
  formatAsset,
  formatCompact,
  formatFiat,
  formatNumber,
  formatRate,
  formatUsd,
  numberLocale,
  setExactStringInputForTests,
  formatFiatEquivalent,
  formatPercent,
  formatPrice,
  priceColor,
} from './format';

/** French: narrow no-break space (U+202F) between thousands, comma decimals; a no-break space before %. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatCompact (spec §9)', () => {
  it('shows M with one decimal above 1e6', () => {
    expect(formatCompact('1234567')).toBe('1.2M');
    expect(formatCompact('25000000.99')).toBe('25.0M');
    expect(formatCompact('-3500000')).toBe('-3.5M');
  });
  it('shows K above 1e3 with the default precision 2', () => {
    expect(formatCompact('1500')).toBe('1.50K');
    expect(formatCompact('999999')).toBe('999.99K');
    expect(formatCompact('1500', 1)).toBe('1.5K');
  });
  it('keeps 4 decimals otherwise, never float noise', () => {
    expect(formatCompact('0.1')).toBe('0.1000');
    expect(formatCompact('1000')).toBe('1,000.0000');
    expect(formatCompact('0.30000000000000004')).toBe('0.3000');
    expect(formatCompact('abc')).toBe('--');
  });
});

describe('formatPrice', () => {
  it('groups thousands and fixes decimals with decimal.js', () => {
    expect(formatPrice('1234.5')).toBe('1,234.50');
    expect(formatPrice('67890.123456', 4)).toBe('67,890.1235');
    expect(formatPrice('-1000000')).toBe('-1,000,000.00');
    expect(formatPrice('0.1', 2, false)).toBe('0.10');
    expect(formatPrice('')).toBe('--');
  });
  it('adds money exactly', () => {
    expect(convertFiat('0.1', '3')).toBe('0.30');
    expect(convertFiat('100', '7.2431')).toBe('724.31');
  });
});

describe('priceColor', () => {
  it('green up, grey flat, red down', () => {
    expect(priceColor('1.5')).toBe('#28ba98');
    expect(priceColor('0')).toBe('#8a8f99');
    expect(priceColor('0.000')).toBe('#8a8f99');
    expect(priceColor('-0.01')).toBe('#F04A5A');
  });
});

describe('formatPercent', () => {
  it('has a sign', () => {
    expect(formatPercent('1.234')).toBe('+1.23%');
    expect(formatPercent('-0.5')).toBe('-0.50%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatPercent('0.001')).toBe('0.00%');
  });
});

describe('fiat equivalent', () => {
  it('prefixes the fiat symbol and converts with decimal maths', () => {
    expect(formatFiatEquivalent('98260.95', { currency_code: 'USD', rate: '1' })).toBe('≈ $98,260.95');
    expect(formatFiatEquivalent('100', { currency_code: 'EUR', rate: '0.92' })).toBe('≈ €92.00');
    expect(formatFiatEquivalent('100', { currency_code: 'JPY', rate: '151.37' })).toBe('≈ ¥15,137');
    expect(formatFiatEquivalent('x', { currency_code: 'USD', rate: '1' })).toBe('--');
    expect(formatPercent('-0.001')).toBe('0.00%');
    expect(formatPercent('-0.005')).toBe('-0.01%');
    expect(formatFiatEquivalent('0.36326', { currency_code: 'USD', rate: '1' }, 5)).toBe('≈ $0.36326');
    expect(formatFiatEquivalent('0.36326', { currency_code: 'EUR', rate: '0.92' }, 5)).toBe('≈ €0.33419');
  });
});

describe('languages: en, fra, zh, tr', () => {
  it('maps our nine codes to BCP 47 locales', () => {
    expect(['en', 'pt', 'th', 'jp', 'kor', 'fra', 'spa', 'tr', 'zh'].map((l) => numberLocale(l))).toEqual([
      'en',
      'pt',
      'th',
      'ja',
      'ko',
      'fr',
      'es',
      'tr',
      'zh',
    ]);
    expect(decimalSeparator('fra')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });

  it('prints prices with the locale separators', () => {
    expect(formatPrice('102062.58', 2, true, 'en')).toBe('102,062.58');
    expect(formatPrice('102062.58', 2, true, 'fra')).toBe(`102${NNBSP}062,58`);
    expect(formatPrice('102062.58', 2, true, 'zh')).toBe('102,062.58');
    expect(formatPrice('102062.58', 2, true, 'tr')).toBe('102.062,58');
    expect(formatPrice('-1234567.891', 2, true, 'fra')).toBe(`-1${NNBSP}234${NNBSP}567,89`);
    expect(formatPrice('0.0195', 6, false, 'fra')).toBe('0,019500');
  });

  it('keeps every digit of amounts beyond JS-number precision', () => {
    const big = '123456789012345678.12345678';
    expect(formatNumber(big, { decimals: 8, lang: 'en' })).toBe('123,456,789,012,345,678.12345678');
    expect(formatNumber(big, { decimals: 8, lang: 'fra' })).toBe(
      `123${NNBSP}456${NNBSP}789${NNBSP}012${NNBSP}345${NNBSP}678,12345678`,
    );
    expect(formatNumber(big, { decimals: 8, lang: 'tr' })).toBe('123.456.789.012.345.678,12345678');
  });

  it('writes exact digits into the layout when the engine cannot format strings', () => {
    setExactStringInputForTests(false);
    try {
      expect(formatNumber('123456789012345678.12345678', { decimals: 8, lang: 'fra' })).toBe(
        `123${NNBSP}456${NNBSP}789${NNBSP}012${NNBSP}345${NNBSP}678,12345678`,
      );
      expect(formatNumber('999999999999999999.99', { decimals: 2, lang: 'en' })).toBe(
        '999,999,999,999,999,999.99',
      );
      expect(formatNumber('-4510.63935', { decimals: 2, lang: 'tr' })).toBe('-4.510,64');
      expect(formatPercent('1.234', 2, 'fra')).toBe(`+1,23${NBSP}%`);
    } finally {
      setExactStringInputForTests(undefined);
    }
  });

  it('shows percent changes in the locale pattern', () => {
    expect(formatPercent('1.234', 2, 'en')).toBe('+1.23%');
    expect(formatPercent('1.234', 2, 'fra')).toBe(`+1,23${NBSP}%`);
    expect(formatPercent('-2.29', 2, 'tr')).toBe('-%2,29');
    expect(formatPercent('-2.29', 2, 'zh')).toBe('-2.29%');
    expect(formatPercent('-0.001', 2, 'fra')).toBe(`0,00${NBSP}%`);
  });

  it('abbreviates volumes with K and M (spec §9) in each language', () => {
    expect(formatCompact('1234567', 2, 'en')).toBe('1.2M');
    expect(formatCompact('1234567', 2, 'fra')).toBe('1,2M');
    expect(formatCompact('1500', 2, 'tr')).toBe('1,50K');
    expect(formatCompact('523.12345', 2, 'zh')).toBe('523.1234');
  });

  it('chart axis labels use the pair decimals and separators', () => {
    expect(chartPriceFormatter(2, 'en')(102062.5811)).toBe('102,062.58');
    expect(chartPriceFormatter(2, 'fra')(102062.5811)).toBe(`102${NNBSP}062,58`);
    expect(chartPriceFormatter(4, 'tr')(0.36326)).toBe('0,3633');
  });
});

describe('precision per asset (no long decimal tails)', () => {
  it('amounts at the lot, rounded down', () => {
    expect(formatAmount('0.0195', 6, 'en')).toBe('0.019500');
    expect(formatAmount('0.0099999', 4, 'en')).toBe('0.0099');
    expect(formatAmount('1234.5', 4, 'fra')).toBe(`1${NNBSP}234,5000`);
  });

  it('USDT and fiat at 2 decimals, crypto at its precision trimmed to 2', () => {
    expect(assetDecimals(6, 'USDT')).toBe(2);
    expect(assetDecimals(2, 'JPY')).toBe(0);
    expect(assetDecimals(12, 'BTC')).toBe(8);
    expect(formatAsset('4510.63935', 6, 'USDT', 'en')).toBe('4,510.63');
    expect(formatAsset('4510.63935', 6, 'USDT', 'fra')).toBe(`4${NNBSP}510,63`);
    expect(formatAsset('0.009985', 8, 'BTC', 'en')).toBe('0.009985');
    expect(formatAsset('0.5', 8, 'BTC', 'tr')).toBe('0,50');
    expect(formatAsset('10000', 6, 'USDT', 'zh')).toBe('10,000.00');
    expect(formatUsd('4510.63935', 'en')).toBe('4,510.64');
  });

  it('a tiny non-zero value keeps 4 significant digits instead of printing zero', () => {
    expect(formatAsset('0.000010254856', 8, 'BTC', 'en')).toBe('0.00001025');
    expect(formatAsset('0.000765', 6, 'USDT', 'en')).toBe('0.000765');
    expect(formatAsset('0.0000075', 8, 'BTC', 'fra')).toBe('0,0000075');
    expect(formatAsset('0', 6, 'USDT', 'en')).toBe('0.00');
  });

  it('rates: 4 significant digits below 1, at most 4 decimals above', () => {
    expect(formatRate('0.000010254856', 'en')).toBe('0.00001025');
    expect(formatRate('97518.234567', 'en')).toBe('97,518.2346');
    expect(formatRate('1.5', 'fra')).toBe('1,50');
  });

  it('fiat with symbol', () => {
    expect(formatFiat('1234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatFiat('1234.5', 'EUR', 'fra')).toBe(`€1${NNBSP}234,50`);
    expect(formatFiat('151370.4', 'JPY', 'zh')).toBe('¥151,370');
  });
});
