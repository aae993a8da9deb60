import { COLORS, NUMBER_FORMAT } from '@meridian/contract';
import * as shared from '@meridian/contract';
import i18next from 'i18next';

/**
 * The app's number formatting — use these, never toFixed/toLocaleString on money.
 *
 * Every function takes a decimal string (numbers are accepted but money should never be one), rounds it with
 * decimal.js and prints it in the user's language: the separators, sign and percent pattern are the locale's
 * (en "1,234.50", fra "1 234,50" with a narrow no-break space, tr "1.234,50", zh "1,234.50"), written from each of
 * our languages' layout (what `Intl.NumberFormat` prints, checked by the contract's tests) without building an
 * Intl formatter. The digits are exact: the rounded decimal string itself is printed. Unparsable input prints
 * "--". The engine is the contract's
 * (`format-number.ts`), so the server's messages and notifications print numbers exactly as these do.
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
 * formatCompact(v) volume/turnover: > 1e6 "1.2M", > 1e3 "1.50K", else 4 dp.
 * - formatPercent(change)                     a % change with its sign ("+1.23%", fra "+1,23 %").
 * - formatPercentFigure(v, { decimals })      a rate or share already in percent, unsigned ("0.4%", fra "0,4 %").
 * - formatRate(v)                             an exchange rate: 2–4 decimals ≥ 1, else 4 significant (≤ 8 dp).
 * - formatNumber(v, options)                  the engine: decimals, minDecimals (trim), rounding, grouping, sign.
 * - chartPriceFormatter(precision)            lightweight-charts `localization.priceFormatter`.
 * - numberLocale(lang), decimalSeparator(lang) the BCP 47 tag and the locale's decimal mark.
 */

export type NumericInput = shared.NumericInput;
export type Rounding = shared.Rounding;
export { setExactStringInputForTests } from '@meridian/contract';

export type NumberOptions = shared.NumberOptions;

const PLACEHOLDER = shared.NUMBER_PLACEHOLDER;
const MAX_DECIMALS = shared.MAX_DISPLAY_DECIMALS;
const NO_DECIMAL_FIATS = new Set(['JPY', 'VND']);

/** The current i18next language unless one is given. */
const langOr = (lang?: string): string => lang ?? i18next.language ?? 'en';

/** BCP 47 locale of one of our language codes (fra → fr, jp → ja, kor → ko); the current language by default. */
export function numberLocale(lang?: string): string {
  return shared.numberLocale(langOr(lang));
}

/** The locale's decimal mark ("." en, "," fra/tr/pt/spa). */
export function decimalSeparator(lang?: string): string {
  return shared.decimalSeparator(langOr(lang));
}

/** The engine: `value` rounded to `decimals`, printed in the user's locale. */
export function formatNumber(value: shared.NumericInput, o: NumberOptions = {}): string {
  return shared.formatNumber(value, { ...o, lang: langOr(o.lang) });
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

export const assetDecimals = shared.assetDecimals;

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
  rounding: Rounding = 'down',
): string {
  return shared.formatAsset(value, precision, currency, langOr(lang), rounding);
}

/** A USDT or USD value at 2 decimals, half-up: "4510.63935" → "4,510.64". */
export function formatUsd(value: NumericInput, lang?: string): string {
  return formatNumber(value, { decimals: 2, lang });
}

/**
 * Compact number: above 1e6 → "M" with one decimal, above 1e3 → "K" with `precision` decimals
 * (default 2), else 4 decimals; rounded down, the locale's marks ("1,2M" in fra).
 */
export function formatCompact(
  value: NumericInput,
  precision: number = NUMBER_FORMAT.defaultPrecision,
  lang?: string,
): string {
  const d = shared.toShownDecimal(value);
  if (!d) return PLACEHOLDER;
  const abs = d.abs();
  const o = { rounding: 'down' as const, lang };
  if (abs.gt(NUMBER_FORMAT.millionThreshold))
    return `${formatNumber(d.div(1e6).toFixed(), { ...o, decimals: 1 })}M`;
  if (abs.gt(NUMBER_FORMAT.thousandThreshold))
    return `${formatNumber(d.div(1e3).toFixed(), { ...o, decimals: precision })}K`;
  return formatNumber(d.toFixed(), { ...o, decimals: NUMBER_FORMAT.plainDecimals });
}

/** An exchange rate: ≥ 1 at 2–4 decimals ("97,518.2345"), below 1 with 4 significant digits (≤ 8 decimals). */
export function formatRate(value: NumericInput, lang?: string): string {
  const d = shared.toShownDecimal(value);
  if (!d) return PLACEHOLDER;
  if (d.abs().gte(1)) return formatNumber(d.toFixed(), { decimals: 4, minDecimals: 2, lang });
  const decimals = d.eq(0) ? 2 : Math.min(MAX_DECIMALS, -d.abs().e + 3);
  return formatNumber(d.toFixed(), { decimals, minDecimals: 2, lang });
}

/** A price formatter for lightweight-charts (`localization.priceFormatter`): the pair's decimals, grouped. */
export function chartPriceFormatter(precision: number, lang?: string): (price: number) => string {
  const decimals = Math.max(0, Math.min(MAX_DECIMALS, precision));
  return (price) =>
    Number.isFinite(price) ? formatPrice(price.toFixed(decimals), decimals, true, lang) : '';
}

/** Converts a USD amount to the chosen fiat with its rate (both decimal strings), rounded down. */
export function convertFiat(usdAmount: string, rate: string, decimals = 2, lang?: string): string {
  const a = shared.toShownDecimal(usdAmount);
  const r = shared.toShownDecimal(rate);
  if (!a || !r) return PLACEHOLDER;
  return formatNumber(a.times(r).toFixed(), { decimals, rounding: 'down', lang });
}

export type Trend = 'up' | 'flat' | 'down';

export function trendOf(change: string | number): Trend {
  const d = shared.toShownDecimal(change);
  if (!d || d.eq(0)) return 'flat';
  return d.gt(0) ? 'up' : 'down';
}

/** Price colour: positive → up green, zero → grey, negative → down red. */
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
  return shared.formatPercentFigure(change, langOr(lang), decimals, true);
}

/**
 * A figure already in percent (a rate, a share, a ratio), unsigned unless told, in the locale's percent pattern:
 * "0.4" → "0.4%" (fra "0,4 %" with a narrow no-break space, tr "%0,4"); trailing zeros trimmed down to
 * `minDecimals` (default `decimals`, i.e. none trimmed); "--" when unparsable.
 */
export function formatPercentFigure(
  value: NumericInput,
  o: { decimals?: number; minDecimals?: number; sign?: boolean; lang?: string } = {},
): string {
  const decimals = o.decimals ?? 2;
  return shared.formatPercentFigure(
    value,
    langOr(o.lang),
    decimals,
    o.sign ?? false,
    o.minDecimals ?? decimals,
  );
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

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
