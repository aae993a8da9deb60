import { FIAT_SYMBOLS, formatPrice } from '../../lib/format';
import { toDec } from '../../lib/decimal';

/** Display helpers of the fund screens: amounts cut to a precision, fiat with its symbol, and hiding. */

export const HIDDEN = '******';

/** A crypto amount at the currency's precision (max 8 shown), without trailing zeros beyond 2 decimals. */
export function formatAmount(value: string, precision: number): string {
  const d = toDec(value);
  if (!d) return '--';
  const shown = Math.min(8, Math.max(0, precision));
  const fixed = formatPrice(d.toDecimalPlaces(shown, 1).toFixed(), shown);
  if (!fixed.includes('.')) return fixed;
  const trimmed = fixed.replace(/0+$/, '');
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  return decimals >= 2 ? trimmed : fixed.slice(0, fixed.indexOf('.') + 1 + Math.min(2, shown));
}

export function formatFiat(value: string, code: string): string {
  const decimals = code === 'JPY' || code === 'VND' ? 0 : 2;
  return `${FIAT_SYMBOLS[code] ?? `${code} `}${formatPrice(value, decimals)}`;
}

/** A signed change: "+12.5", "-3". */
export function formatSigned(value: string, precision: number): string {
  const d = toDec(value);
  if (!d) return '--';
  const body = formatAmount(d.abs().toFixed(), precision);
  return d.isNegative() && !d.isZero() ? `-${body}` : `+${body}`;
}
