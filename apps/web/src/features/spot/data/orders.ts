import type { SpotOrder } from '@meridian/contract/spot';
import type { InfiniteData } from '@tanstack/react-query';
import type { SeqVerdict } from '../../../api/sequence';
import type { Paged } from '../../../api/paging';

/**
 * The user's spot orders (coin/list) as pure functions: which list an order belongs to, and how a
 * `spot_order` message that arrived in sequence patches a cached list in place (replace the row, add it on
 * top, or drop it once it left the list). A message out of sequence reloads instead (see feed.ts).
 */

export type SpotListStatus = 'current' | 'history' | 'all';

export interface SpotListFilter {
  status: SpotListStatus;
  currency_id?: number | undefined;
  legal_id?: number | undefined;
}

/** Waiting stops, open and partly filled orders are "current"; filled and cancelled ones are "history". */
export function isCurrentOrder(order: Pick<SpotOrder, 'status'>): boolean {
  return order.status === 'untriggered' || order.status === 'open' || order.status === 'partial';
}

export function orderMatches(order: SpotOrder, filter: SpotListFilter): boolean {
  if (filter.currency_id !== undefined && order.currency_id !== filter.currency_id) return false;
  if (filter.legal_id !== undefined && order.legal_id !== filter.legal_id) return false;
  if (filter.status === 'all') return true;
  return isCurrentOrder(order) === (filter.status === 'current');
}

type Pages = InfiniteData<Paged<SpotOrder>, number>;

/** Patches one order into a cached infinite list (newest first); the same reference when nothing changes. */
export function patchOrderPages(data: Pages | undefined, order: SpotOrder, filter: SpotListFilter) {
  if (!data) return data;
  const belongs = orderMatches(order, filter);
  const present = data.pages.some((p) => p.data.some((o) => o.id === order.id));
  if (!present && !belongs) return data;
  if (present) {
    const pages = data.pages.map((p) => {
      if (!p.data.some((o) => o.id === order.id)) return p;
      const rows = belongs
        ? p.data.map((o) => (o.id === order.id ? order : o))
        : p.data.filter((o) => o.id !== order.id);
      return { ...p, data: rows, total: belongs ? p.total : Math.max(0, p.total - 1) };
    });
    return { ...data, pages };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [order, ...first.data], total: first.total + 1 }, ...rest] };
}

/**
 * What to do with a `spot_order` message given its place in the user's stream: exactly last + 1 patches the
 * cached lists; a duplicate is dropped; anything else (the first one on a connection, a gap, a restarted
 * counter) also reloads the lists, since orders may have changed unseen.
 */
export function orderFeedAction(verdict: SeqVerdict): 'patch' | 'reload' | 'drop' {
  switch (verdict) {
    case 'next':
      return 'patch';
    case 'duplicate':
      return 'drop';
    case 'first':
    case 'gap':
    case 'rewind':
      return 'reload';
  }
}

/** The filter a list key (spotKeys.orderList) was built from; null for any other key. */
export function filterOfKey(key: readonly unknown[]): SpotListFilter | null {
  const [, , status, currency, legal] = key;
  if (status !== 'current' && status !== 'history' && status !== 'all') return null;
  const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
  return { status, currency_id: num(currency), legal_id: num(legal) };
}
