import type { Decimal } from '@meridian/contract';

/**
 * Listing a run-time token as a spot pair: the price decimals of its pair. About five significant
 * digits at the issuance price, never fewer decimals than the price itself has, between 2 and 8
 * (1.25 → 4, 0.05 → 6, 96000 → 2).
 */
export function listedPricePrecision(level: Decimal): number {
  const magnitude = Math.floor(Math.log10(level.toNumber()));
  return Math.min(8, Math.max(2, 4 - magnitude, Math.min(level.decimalPlaces(), 8)));
}

/** How often a node reloads the catalogue (assets and pairs created on other nodes). */
export const CATALOG_REFRESH_MS = 5_000;

/**
 * Every `everyMs`, reloads the market's assets and pairs: a token or pair another node created appears here, in
 * quotes and wallets, and the feed-leading node starts ticking it. Runs never overlap. Returns the stop.
 */
export function startCatalogRefresh(
  market: { refreshCatalog(): Promise<void> },
  log: { warn(obj: object, msg: string): void },
  everyMs: number = CATALOG_REFRESH_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    market
      .refreshCatalog()
      .catch((err: unknown) => log.warn({ err }, 'refreshing the market catalogue failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
