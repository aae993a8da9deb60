import type { WalletRow } from '@meridian/contract/wallet';
import { Dec, toDec } from '../../../lib/decimal';

/**
 * Rows worth listing: those with a balance first; with `hideZero`, only those. Apart from accounts.ts, which
 * other features reach through the wallet's index: the money type (decimal.js) comes with the assets page only.
 */
export function visibleRows(rows: readonly WalletRow[], hideZero: boolean): WalletRow[] {
  const total = (r: WalletRow) => (toDec(r.available) ?? new Dec(0)).plus(toDec(r.frozen) ?? 0);
  const withValue = rows.filter((r) => total(r).gt(0));
  if (hideZero) return withValue;
  return [...withValue, ...rows.filter((r) => !total(r).gt(0))];
}
