/**
 * The pair the trade screens show: `?symbol=` first, else the last one chosen in this session, else BTC/USDT.
 * Spot and futures share one memory; the options ticket keeps its own, so a stock chosen on spot (which may
 * be closed, or not offer options) does not follow the user into options.
 */

export const DEFAULT_SPOT_SYMBOL = 'BTC/USDT';

export type SymbolMemory = 'trade' | 'options';

const last: Record<SymbolMemory, string> = { trade: DEFAULT_SPOT_SYMBOL, options: DEFAULT_SPOT_SYMBOL };

export function rememberSymbol(symbol: string, memory: SymbolMemory = 'trade'): void {
  last[memory] = symbol;
}

/** The pair last chosen for a memory (the options ticket's own, or spot and futures'). */
export function lastSymbol(memory: SymbolMemory): string {
  return last[memory];
}

/** "btc_usdt", "BTC/USDT" … as the URL gave it, upper-cased; remembered for the next visit to the tab. */
export function symbolFromParams(params: URLSearchParams, memory: SymbolMemory = 'trade'): string {
  const raw = (params.get('symbol') ?? '').trim().toUpperCase();
  if (!raw) return last[memory];
  last[memory] = raw;
  return raw;
}

/** The trade tab on a pair (links from the market pair page). */
export function tradePath(symbol: string): string {
  return `/pages/transaction/index?symbol=${encodeURIComponent(symbol)}`;
}
