/**
 * "super leverage": the futures ticket opened with a leverage preselected (`?leverage=max` or a number
 * on /pages/transaction/contract). Pure helpers, tested in superLeverage.test.ts.
 */

export type WantedLeverage = 'max' | number;

/** `?leverage=` as asked: "max", or a positive whole number; anything else is ignored. */
export function parseWantedLeverage(raw: string | null | undefined): WantedLeverage | undefined {
  if (!raw) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === 'max') return 'max';
  if (!/^[1-9][0-9]{0,3}$/.test(v)) return undefined;
  return Number(v);
}

/**
 * The choice to preselect: the highest for "max"; a number when it is one of the choices, else the highest
 * choice below it (never more than asked); undefined when nothing fits.
 */
export function pickLeverage(
  leverages: readonly number[],
  wanted: WantedLeverage | undefined,
): number | undefined {
  if (wanted === undefined || leverages.length === 0) return undefined;
  if (wanted === 'max') return Math.max(...leverages);
  const fit = leverages.filter((l) => l <= wanted);
  return fit.length ? Math.max(...fit) : undefined;
}

/** The contract page preselecting the highest leverage of `symbol`. */
export function superLeveragePath(symbol: string): string {
  return `/pages/transaction/contract?symbol=${encodeURIComponent(symbol)}&leverage=max`;
}
