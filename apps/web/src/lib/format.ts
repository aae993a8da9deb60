import { COLORS, LANGUAGES, NUMBER_FORMAT, RELATIVE_TIME_BOUNDS_S } from '@meridian/contract';
import dayjs from 'dayjs';
import type { Decimal } from 'decimal.js';
import i18next from 'i18next';
import { Dec, toDec } from './decimal';

/**
 * The app's number formatting (issue 13 item 6, spec §9) — use these, never toFixed/toLocaleString on money.
 *
 * Every function takes a decimal string (numbers are accepted but money should never be one), rounds it with
 * decimal.js and prints it with `Intl.NumberFormat` in the user's language: the separators, sign and percent
 * pattern are the locale's (en "1,234.50", fra "1 234,50" with a narrow no-break space, tr "1.234,50",
 * zh "1,234.50"). The digits are exact: the rounded decimal string itself is handed to Intl (ES2023 string
 * input, Chromium ≥ 106 / Node ≥ 19), or, where an engine lacks it, its digits are written into the layout
 * Intl gives for the nearest JS number. Unparsable input prints "--".
 *
 * The language is the current i18next language (our codes en pt th jp kor fra spa tr zh → BCP 47 via the
 * contract's LANGUAGES); every function accepts a trailing `lang` to override it (tests, exports).
 *
 * Which function for which figure:
 * - formatPrice(v, pair.price_precision)      a price at the pair's tick ("102,062.58"), half-up.
 * - formatAmount(v, pair.amount_precision)    a size at the pair's lot ("0.019500"), rounded down, fixed.
 * - formatAsset(v, precision, currency)       a balance or amount of one asset: USDT/USD(C)/fiat at 2 decimals,
 *                                             others at their precision (≤ 8), trailing zeros trimmed to 2,
 *                                             rounded down; a non-zero value too small for that keeps 4
 *                                             significant digits ("0.00001025") instead of "0.00".
 * - formatUsd(v)                              a USDT/USD value at 2 decimals ("4,510.63").
 * - formatFiat(v, code)                       a fiat value with its symbol ("$1,234.50", JPY/VND no decimals).
 * - formatFiatEquivalent(usd, fiat, prec)     "≈ $98,260.95" in the chosen fiat.
 * - formatCompact(v)                          spec §9 volume/turnover: > 1e6 "1.2M", > 1e3 "1.50K", else 4 dp.
 * - formatPercent(change)                     a % change with its sign ("+1.23%", fra "+1,23 %").
 * - formatRate(v)                             an exchange rate: 2–4 decimals ≥ 1, else 4 significant (≤ 8 dp).
 * - formatNumber(v, options)                  the engine: decimals, minDecimals (trim), rounding, grouping, sign.
 * - chartPriceFormatter(precision)            lightweight-charts `localization.priceFormatter`.
 * - numberLocale(lang), decimalSeparator(lang) the BCP 47 tag and the locale's decimal mark.
 */

export type NumericInput = string | number;
export type Rounding = 'half-up' | 'down' | 'up';

export interface NumberOptions {
  /** Fraction digits shown (the most); default 2. */
  decimals?: number;
  /** Trailing zeros are trimmed down to this many fraction digits; default `decimals` (no trimming). */
  minDecimals?: number;
  /** Default half-up. */
  rounding?: Rounding;
  /** Thousands separators; default true. */
  grouping?: boolean;
  /** "+" on positive values (never on zero). */
  sign?: boolean;
  lang?: string | undefined;
}

const PLACEHOLDER = '--';
const MAX_DECIMALS = 8;
const ROUNDING: Record<Rounding, Decimal.Rounding> = {
  'half-up': Dec.ROUND_HALF_UP,
  down: Dec.ROUND_DOWN,
  up: Dec.ROUND_UP,
};

/** BCP 47 locale of one of our language codes (fra → fr, jp → ja, kor → ko); the current language by default. */
export function numberLocale(lang?: string): string {
  const code = lang ?? i18next.language ?? 'en';
  return LANGUAGES.find((l) => l.code === code)?.uniCode ?? code ?? 'en';
}

const formatters = new Map<string, Intl.NumberFormat>();
function nf(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, opts);
    } catch {
      f = new Intl.NumberFormat('en', opts);
    }
    formatters.set(key, f);
  }
  return f;
}

let stringInput: boolean | undefined;
/** Whether Intl formats a decimal string exactly (ES2023 "Intl.NumberFormat v3"). */
function exactStringInput(): boolean {
  if (stringInput === undefined) {
    try {
      const probe = '98765432109876543210.123456789';
      const f = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 9 });
      stringInput = f.format(probe as unknown as number) === probe;
    } catch {
      stringInput = false;
    }
  }
  return stringInput;
}

/** Test hook: force the fallback path (false) or the string path (true); undefined re-detects. */
export function setExactStringInputForTests(value: boolean | undefined): void {
  stringInput = value;
}

/**
 * Prints an already rounded plain decimal string ("-1234.50") with exactly its fraction digits in `locale`.
 * Without string support: Intl lays out the nearest JS number, and the string's own digits replace Intl's.
 */
function printFixed(fixed: string, locale: string, grouping: boolean, sign: boolean): string {
  const decimals = fixed.split('.')[1]?.length ?? 0;
  const f = nf(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
    signDisplay: sign ? 'exceptZero' : 'auto',
  });
  if (exactStringInput()) return f.format(fixed as unknown as number);
  const [intDigits = '0', fracDigits = ''] = fixed.replace(/^-/, '').split('.');
  const parts = f.formatToParts(Number(fixed));
  const intCount = parts.filter((p) => p.type === 'integer').reduce((n, p) => n + p.value.length, 0);
  if (intCount === intDigits.length) {
    let at = 0;
    return parts
      .map((p) => {
        if (p.type === 'integer') {
          const s = intDigits.slice(at, at + p.value.length);
          at += p.value.length;
          return s;
        }
        return p.type === 'fraction' ? fracDigits : p.value;
      })
      .join('');
  }
  // The JS number rounded into another magnitude (> 15 digits): group by three with the locale's marks.
  const group = grouping ? separators(locale).group : '';
  const grouped = intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = fixed.startsWith('-');
  return `${negative ? '-' : sign ? '+' : ''}${grouped}${fracDigits ? separators(locale).decimal + fracDigits : ''}`;
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = nf(locale, { minimumFractionDigits: 1 }).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** The locale's decimal mark ("." en, "," fra/tr/pt/spa). */
export function decimalSeparator(lang?: string): string {
  return separators(numberLocale(lang)).decimal;
}

/** Rounds to `decimals` and trims trailing zeros down to `minDecimals`; "-0" becomes "0". */
function roundedString(d: Dec, decimals: number, minDecimals: number, rounding: Rounding): string {
  const places = Math.max(0, Math.min(20, Math.floor(decimals)));
  let fixed = d.toFixed(places, ROUNDING[rounding]);
  if (new Dec(fixed).isZero()) fixed = fixed.replace(/^-/, '');
  const keep = Math.max(0, Math.min(places, minDecimals));
  if (keep < places) {
    const [int, frac = ''] = fixed.split('.');
    const trimmed = frac.replace(/0+$/, '').padEnd(keep, '0');
    fixed = trimmed ? `${int}.${trimmed}` : (int ?? '0');
  }
  return fixed;
}

/** The engine: `value` rounded to `decimals`, printed in the user's locale. */
export function formatNumber(value: NumericInput | Dec, o: NumberOptions = {}): string {
  const d = value instanceof Dec ? value : toDec(value);
  if (!d) return PLACEHOLDER;
  const decimals = o.decimals ?? NUMBER_FORMAT.defaultPrecision;
  const fixed = roundedString(d, decimals, o.minDecimals ?? decimals, o.rounding ?? 'half-up');
  return printFixed(fixed, numberLocale(o.lang), o.grouping ?? true, o.sign ?? false);
}

/** A price at the pair's tick (`decimals` = price_precision), half-up: "1234.5" → "1,234.50". */
export function formatPrice(
  value: NumericInput,
  decimals: number = NUMBER_FORMAT.defaultPrecision,
  grouping = true,
  lang?: string,
): string {
  return formatNumber(value, { decimals, grouping, lang });
}

/** A size at the pair's lot (`decimals` = amount_precision), rounded down, fixed decimals: "0.0195" → "0.019500". */
export function formatAmount(value: NumericInput, decimals: number, lang?: string): string {
  return formatNumber(value, { decimals, rounding: 'down', lang });
}

/** Fiat codes and dollar stablecoins: shown at 2 decimals. */
const TWO_DECIMAL_ASSETS = new Set(['USDT', 'USDC', 'USD', 'BUSD', 'FDUSD', 'TUSD', 'DAI']);
const NO_DECIMAL_FIATS = new Set(['JPY', 'VND']);

/** Display decimals of an asset: USDT/USD-likes and fiats 2 (JPY, VND 0), others its precision (≤ 8). */
export function assetDecimals(precision: number, currency?: string): number {
  const code = currency?.toUpperCase();
  if (code && NO_DECIMAL_FIATS.has(code)) return 0;
  if (code && (TWO_DECIMAL_ASSETS.has(code) || code in FIAT_SYMBOLS)) return 2;
  return Math.max(0, Math.min(MAX_DECIMALS, Math.floor(precision)));
}

/**
 * An amount of one asset (balances, totals, fees): at assetDecimals, rounded down, trailing zeros trimmed to 2
 * decimals ("0.50", "0.009985", "4,510.63"); a non-zero value that would print as zero keeps 4 significant
 * digits up to the asset's precision (≤ 8): "0.000010254856" BTC → "0.00001025".
 */
export function formatAsset(
  value: NumericInput,
  precision: number,
  currency?: string,
  lang?: string,
): string {
  const d = toDec(value);
  if (!d) return PLACEHOLDER;
  let decimals = assetDecimals(precision, currency);
  const cap = Math.max(decimals, Math.min(MAX_DECIMALS, Math.floor(precision)));
  if (!d.isZero() && d.abs().lt(new Dec(10).pow(-decimals))) decimals = Math.min(cap, -d.abs().e + 3);
  return formatNumber(d, { decimals, minDecimals: Math.min(2, decimals), rounding: 'down', lang });
}

/** A USDT or USD value at 2 decimals, half-up: "4510.63935" → "4,510.64". */
export function formatUsd(value: NumericInput, lang?: string): string {
  return formatNumber(value, { decimals: 2, lang });
}

/**
 * Compact number (spec §9): above 1e6 → "M" with one decimal, above 1e3 → "K" with `precision` decimals
 * (default 2), else 4 decimals; rounded down, the locale's marks ("1,2M" in fra).
 */
export function formatCompact(
  value: NumericInput,
  precision: number = NUMBER_FORMAT.defaultPrecision,
  lang?: string,
): string {
  const d = toDec(value);
  if (!d) return PLACEHOLDER;
  const abs = d.abs();
  const o = { rounding: 'down' as const, lang };
  if (abs.gt(NUMBER_FORMAT.millionThreshold)) return `${formatNumber(d.div(1e6), { ...o, decimals: 1 })}M`;
  if (abs.gt(NUMBER_FORMAT.thousandThreshold))
    return `${formatNumber(d.div(1e3), { ...o, decimals: precision })}K`;
  return formatNumber(d, { ...o, decimals: NUMBER_FORMAT.plainDecimals });
}

/** An exchange rate: ≥ 1 at 2–4 decimals ("97,518.2345"), below 1 with 4 significant digits (≤ 8 decimals). */
export function formatRate(value: NumericInput, lang?: string): string {
  const d = toDec(value);
  if (!d) return PLACEHOLDER;
  if (d.abs().gte(1)) return formatNumber(d, { decimals: 4, minDecimals: 2, lang });
  const decimals = d.isZero() ? 2 : Math.min(MAX_DECIMALS, -d.abs().e + 3);
  return formatNumber(d, { decimals, minDecimals: 2, lang });
}

/** A price formatter for lightweight-charts (`localization.priceFormatter`): the pair's decimals, grouped. */
export function chartPriceFormatter(precision: number, lang?: string): (price: number) => string {
  const decimals = Math.max(0, Math.min(MAX_DECIMALS, precision));
  return (price) =>
    Number.isFinite(price) ? formatPrice(price.toFixed(decimals), decimals, true, lang) : '';
}

/** Converts a USD amount to the chosen fiat with its rate (both decimal strings), rounded down. */
export function convertFiat(usdAmount: string, rate: string, decimals = 2, lang?: string): string {
  const a = toDec(usdAmount);
  const r = toDec(rate);
  if (!a || !r) return PLACEHOLDER;
  return formatNumber(a.mul(r), { decimals, rounding: 'down', lang });
}

export type Trend = 'up' | 'flat' | 'down';

export function trendOf(change: string | number): Trend {
  const d = toDec(change);
  if (!d || d.isZero()) return 'flat';
  return d.isPositive() ? 'up' : 'down';
}

/** Price colour (spec §9): positive → up green, zero → grey, negative → down red. */
export function priceColor(change: string | number): string {
  const trend = trendOf(change);
  switch (trend) {
    case 'up':
      return COLORS.up;
    case 'down':
      return COLORS.down;
    case 'flat':
      return COLORS.flat;
  }
}

/**
 * Percent change (the input is already in percent) with its sign in the locale's percent pattern:
 * "1.234" → "+1.23%" (fra "+1,23 %"), "-0.5" → "-0.50%"; a change that rounds to zero is "0.00%", unsigned.
 */
export function formatPercent(change: string | number, decimals = 2, lang?: string): string {
  const d = toDec(change);
  if (!d) return PLACEHOLDER;
  const fraction = new Dec(roundedString(d, decimals, decimals, 'half-up')).div(100).toFixed();
  const f = nf(numberLocale(lang), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  });
  return f.format((exactStringInput() ? fraction : Number(fraction)) as unknown as number);
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Relative-time label: under 300 s "just now", under 1 hour "N minutes ago", under 1 day "N hours ago",
 * under 30 days "N days ago", else the date (YYYY-MM-DD).
 */
export function relativeTime(thenMs: number, nowMs: number, t: Translate): string {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < RELATIVE_TIME_BOUNDS_S.justNow) return t('time.justNow');
  if (seconds < RELATIVE_TIME_BOUNDS_S.hour) return t('time.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < RELATIVE_TIME_BOUNDS_S.day) return t('time.hoursAgo', { count: Math.floor(seconds / 3600) });
  if (seconds < RELATIVE_TIME_BOUNDS_S.month)
    return t('time.daysAgo', { count: Math.floor(seconds / 86_400) });
  return dayjs(thenMs).format('YYYY-MM-DD');
}

/** Date-time for lists: "2024-05-01 13:45". */
export function formatDateTime(value: string | number): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : PLACEHOLDER;
}

/** Prefix symbols of the spec's eleven fiats (the code itself for any other). */
export const FIAT_SYMBOLS: Record<string, string> = {
  USD: '$',
  CNY: '¥',
  GBP: '£',
  HKD: 'HK$',
  JPY: '¥',
  EUR: '€',
  AED: 'AED ',
  THB: '฿',
  PHP: '₱',
  SGD: 'S$',
  VND: '₫',
};

/** A fiat value with its symbol: "$1,234.50", "¥1,235" (JPY and VND without decimals), half-up. */
export function formatFiat(value: NumericInput, code: string, lang?: string): string {
  const body = formatNumber(value, { decimals: assetDecimals(2, code), lang });
  if (body === PLACEHOLDER) return PLACEHOLDER;
  return `${FIAT_SYMBOLS[code] ?? `${code} `}${body}`;
}

/**
 * Fiat equivalent of a USD(T) amount: "≈ $98,260.95" in the chosen fiat. At least 2 decimals, up to the
 * price's own precision (max 6) so small prices keep their digits; JPY and VND without decimals.
 */
export function formatFiatEquivalent(
  usdAmount: string,
  fiat: { currency_code: string; rate: string },
  pricePrecision = 2,
  lang?: string,
): string {
  const decimals = NO_DECIMAL_FIATS.has(fiat.currency_code) ? 0 : Math.min(6, Math.max(2, pricePrecision));
  const value = convertFiat(usdAmount, fiat.rate, decimals, lang);
  if (value === PLACEHOLDER) return PLACEHOLDER;
  return `≈ ${FIAT_SYMBOLS[fiat.currency_code] ?? `${fiat.currency_code} `}${value}`;
}
