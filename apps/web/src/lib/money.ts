import { formatAsset, formatFiat as formatFiatValue } from './format';
import { toDec } from './decimal';

/**
 * Display helpers of the fund screens — thin names over lib/format.ts (the user's locale, exact digits): amounts
 * cut to a precision, fiat with its symbol, and hiding.
 */

export const HIDDEN = '******';

/**
 * A crypto amount at the currency's precision (max 8 shown), rounded down, without trailing zeros beyond 2
 * decimals; pass the currency to show USDT and fiat at 2 decimals (lib/format formatAsset).
 */
export function formatAmount(value: string, precision: number, currency?: string): string {
  return formatAsset(value, precision, currency);
}

export function formatFiat(value: string, code: string): string {
  return formatFiatValue(value, code);
}

/** A signed change: "+12.5", "-3". */
export function formatSigned(value: string, precision: number, currency?: string): string {
  const d = toDec(value);
  if (!d) return '--';
  const body = formatAsset(d.abs().toFixed(), precision, currency);
  return d.isNegative() && !d.isZero() ? `-${body}` : `+${body}`;
}
