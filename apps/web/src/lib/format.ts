import { COLORS, NUMBER_FORMAT, RELATIVE_TIME_BOUNDS_S } from '@meridian/contract';
import dayjs from 'dayjs';
import { Dec, toDec } from './decimal';

/** Spec §9 formatters. Inputs are decimal strings; all arithmetic goes through decimal.js. */

const PLACEHOLDER = '--';

/**
 * Compact number: above 1e6 → "M" with one decimal, above 1e3 → "K" with `precision` decimals
 * (default 2), else 4 decimals.
 */
export function formatCompact(
  value: string | number,
  precision: number = NUMBER_FORMAT.defaultPrecision,
): string {
  const d = toDec(value);
  if (!d) return PLACEHOLDER;
  const abs = d.abs();
  if (abs.gt(NUMBER_FORMAT.millionThreshold)) return `${d.div(1e6).toFixed(1, Dec.ROUND_DOWN)}M`;
  if (abs.gt(NUMBER_FORMAT.thousandThreshold)) return `${d.div(1e3).toFixed(precision, Dec.ROUND_DOWN)}K`;
  return d.toFixed(NUMBER_FORMAT.plainDecimals, Dec.ROUND_DOWN);
}

function group(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Fixed-decimals price/amount with thousands separators: "1234.5" → "1,234.50". */
export function formatPrice(
  value: string | number,
  decimals: number = NUMBER_FORMAT.defaultPrecision,
  grouping = true,
): string {
  const d = toDec(value);
  if (!d) return PLACEHOLDER;
  const fixed = d.toFixed(decimals, Dec.ROUND_HALF_UP);
  if (!grouping) return fixed;
  const negative = fixed.startsWith('-');
  const [intPart = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${group(intPart)}${frac === undefined ? '' : `.${frac}`}`;
}

/** Converts a USD amount to the chosen fiat with its rate (both decimal strings). */
export function convertFiat(usdAmount: string, rate: string, decimals = 2): string {
  const a = toDec(usdAmount);
  const r = toDec(rate);
  if (!a || !r) return PLACEHOLDER;
  return formatPrice(a.mul(r).toFixed(decimals, Dec.ROUND_DOWN), decimals);
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

/** Percent change with its sign: "1.234" → "+1.23%", "-0.5" → "-0.50%", "0" → "0.00%". */
export function formatPercent(change: string | number, decimals = 2): string {
  const d = toDec(change);
  if (!d) return PLACEHOLDER;
  const fixed = d.toFixed(decimals, Dec.ROUND_HALF_UP);
  const rounded = new Dec(fixed);
  // A change that rounds to zero is shown as an unsigned zero ("0.00%", never "-0.00%").
  if (rounded.isZero()) return `${rounded.abs().toFixed(decimals)}%`;
  return `${d.gt(0) ? '+' : ''}${fixed}%`;
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

/**
 * Fiat equivalent of a USD(T) amount: "≈ $98,260.95" in the chosen fiat. At least 2 decimals, up to the
 * price's own precision (max 6) so small prices keep their digits; JPY and VND without decimals.
 */
export function formatFiatEquivalent(
  usdAmount: string,
  fiat: { currency_code: string; rate: string },
  pricePrecision = 2,
): string {
  const decimals =
    fiat.currency_code === 'JPY' || fiat.currency_code === 'VND'
      ? 0
      : Math.min(6, Math.max(2, pricePrecision));
  const value = convertFiat(usdAmount, fiat.rate, decimals);
  if (value === PLACEHOLDER) return PLACEHOLDER;
  return `≈ ${FIAT_SYMBOLS[fiat.currency_code] ?? `${fiat.currency_code} `}${value}`;
}
