import type { PairQuote } from '@meridian/contract/market';

/** Which pairs a picker offers: spot (and futures) list spot pairs, the options ticket its own. */
export type PickerProduct = 'spot' | 'options';

/** Pairs a product trades, filtered by a search text (symbol or name, case-insensitive). */
export function pickablePairs(
  pairs: readonly PairQuote[] | undefined,
  text: string,
  product: PickerProduct = 'spot',
): PairQuote[] {
  const q = text.trim().toUpperCase();
  return (pairs ?? []).filter(
    (p) =>
      (product === 'options' ? p.open_microtrade === 1 : p.open_coin_trade === 1) &&
      (!q || p.symbol.toUpperCase().includes(q) || p.name.toUpperCase().includes(q)),
  );
}
