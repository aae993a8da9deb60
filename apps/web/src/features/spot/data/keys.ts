import type { SpotListFilter } from './orders';

/** Query keys of the spot domain. Every order list sits under `orders()`, so one invalidation reloads them all. */
export const spotKeys = {
  all: ['spot'] as const,
  depth: (symbol: string) => [...spotKeys.all, 'depth', symbol] as const,
  trades: (symbol: string) => [...spotKeys.all, 'trades', symbol] as const,
  orders: () => [...spotKeys.all, 'orders'] as const,
  orderList: (filter: SpotListFilter) =>
    [...spotKeys.orders(), filter.status, filter.currency_id ?? 0, filter.legal_id ?? 0] as const,
};
