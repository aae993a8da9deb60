import type { InvestOrderState, InvestType } from '@meridian/contract/earn';

/** Query keys of invest / dual-currency products: one invalidation of `all` reloads every invest read. */
export const investKeys = {
  all: ['invest'] as const,
  index: (currencyId: number, type: InvestType, section: string) =>
    [...investKeys.all, 'index', currencyId, type, section] as const,
  detail: (id: number) => [...investKeys.all, 'detail', id] as const,
  orders: (status: InvestOrderState | 'all') => [...investKeys.all, 'orders', status] as const,
};
