import { formatNumber } from '../../../lib/format';

/** Amounts of coins: up to 8 decimals, trailing zeros trimmed, rounded down ("0.000003"). */
export const coinAmount = (v: string): string =>
  formatNumber(v, { decimals: 8, minDecimals: 0, rounding: 'down' });
/** USDT equivalents: up to 6 decimals, at least 2, rounded down ("0.80005", "0.15"). */
export const usdtAmount = (v: string): string =>
  formatNumber(v, { decimals: 6, minDecimals: 2, rounding: 'down' });
