/** The pair the trade screens show: `?symbol=` first, else the last one chosen in this session, else BTC/USDT. */

export const DEFAULT_SPOT_SYMBOL = 'BTC/USDT';

let lastSymbol = DEFAULT_SPOT_SYMBOL;

export function rememberSymbol(symbol: string): void {
  lastSymbol = symbol;
}

/** "btc_usdt", "BTC/USDT" … as the URL gave it, upper-cased; remembered for the next visit to the tab. */
export function symbolFromParams(params: URLSearchParams): string {
  const raw = (params.get('symbol') ?? '').trim().toUpperCase();
  if (!raw) return lastSymbol;
  lastSymbol = raw;
  return raw;
}

/** The trade tab on a pair (links from the market pair page). */
export function tradePath(symbol: string): string {
  return `/pages/transaction/index?symbol=${encodeURIComponent(symbol)}`;
}
