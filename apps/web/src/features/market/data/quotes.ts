import type { PairQuote, QuotationGroup } from '@meridian/contract/market';
import { toShownDecimal, type ShownDecimal } from '@meridian/contract';
import { applyTick } from '../../../state/liveQuotes';
import type { QuoteTick } from '../../../state/liveQuotes';

/** Pure quote-list rules: live patches, sorting, top movers. Prices stay decimal strings throughout. */

export const DEMO_MARKET = 'Demo market';

// the tick rule is shared with the quote widgets, which follow the live store themselves
export { applyTick } from '../../../state/liveQuotes';
export type { QuoteTick } from '../../../state/liveQuotes';

/** Applies the latest tick per pair to a list; returns the same array when nothing changed. */
export function patchQuotes(list: PairQuote[], ticks: ReadonlyMap<number, QuoteTick>): PairQuote[] {
  let changed = false;
  const next = list.map((q) => {
    const tick = ticks.get(q.id);
    const patched = tick ? applyTick(q, tick) : q;
    if (patched !== q) changed = true;
    return patched;
  });
  return changed ? next : list;
}

export function patchGroups(
  groups: QuotationGroup[],
  ticks: ReadonlyMap<number, QuoteTick>,
): QuotationGroup[] {
  let changed = false;
  const next = groups.map((g) => {
    const quotation = patchQuotes(g.quotation, ticks);
    if (quotation === g.quotation) return g;
    changed = true;
    return { ...g, quotation };
  });
  return changed ? next : groups;
}

export function flattenGroups(groups: readonly QuotationGroup[]): PairQuote[] {
  return groups.flatMap((g) => g.quotation);
}

export type SortKey = 'price' | 'change' | 'volume';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

/** Volume across pairs is compared by quote turnover (`amount`): base volumes are not comparable. */
function sortValue(q: PairQuote, key: SortKey): ShownDecimal {
  const raw = key === 'price' ? q.now_price : key === 'change' ? q.change : q.amount;
  return toShownDecimal(raw) ?? toShownDecimal(0)!;
}

/** Sorted copy: by a column and direction, or the listing order (`sort`) when `state` is null. Ties keep `sort`. */
export function sortQuotes(list: readonly PairQuote[], state: SortState | null): PairQuote[] {
  const rows = list.map((q) => ({ q, v: state ? sortValue(q, state.key) : null }));
  rows.sort((a, b) => {
    if (a.v && b.v) {
      const c = a.v.cmp(b.v);
      if (c !== 0) return state?.dir === 'asc' ? c : -c;
    }
    return a.q.sort - b.q.sort || a.q.id - b.q.id;
  });
  return rows.map((r) => r.q);
}

/** Header tap cycle: off → descending → ascending → off (a new column starts descending). */
export function nextSort(current: SortState | null, key: SortKey): SortState | null {
  if (!current || current.key !== key) return { key, dir: 'desc' };
  return current.dir === 'desc' ? { key, dir: 'asc' } : null;
}

export type MoverKind = 'gainers' | 'losers' | 'volume';

/** Home lists: top gainers (change desc), top losers (change asc), top volume (turnover desc). */
export function topMovers(list: readonly PairQuote[], kind: MoverKind, count: number): PairQuote[] {
  switch (kind) {
    case 'gainers':
      return sortQuotes(list, { key: 'change', dir: 'desc' }).slice(0, count);
    case 'losers':
      return sortQuotes(list, { key: 'change', dir: 'asc' }).slice(0, count);
    case 'volume':
      return sortQuotes(list, { key: 'volume', dir: 'desc' }).slice(0, count);
  }
}

/** Case-insensitive local filter by symbol, base currency or name (for instant results while the server answers). */
export function matchesKeyword(q: PairQuote, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return false;
  return [q.symbol, q.currency_name, q.name].some((s) => s.toLowerCase().includes(k));
}
