import { formatAsset } from './format';
import { formatSigned } from './money';

/**
 * USDT figures of the futures and seconds-options screens (margin, fees, stakes, payouts, P&L, balances):
 * 2 decimals, rounded down, in the user's locale (lib/format formatAsset) — never the contract's 6-decimal
 * money tails. `signedUsdt` keeps the "+"/"-" the P&L cells show.
 */
export const usdt = (v: string): string => formatAsset(v, 6, 'USDT');
export const signedUsdt = (v: string): string => formatSigned(v, 6, 'USDT');
