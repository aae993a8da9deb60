import type { DualOrderState, DualType } from '@meridian/contract';

/** Query keys of invest / dual-currency products: one invalidation of `all` reloads every invest read. */
export const investKeys = {
  all: ['invest'] as const,
  index: (currencyId: number, type: DualType, section: string) =>
    [...investKeys.all, 'index', currencyId, type, section] as const,
  detail: (id: number) => [...investKeys.all, 'detail', id] as const,
  orders: (status: DualOrderState | 'all') => [...investKeys.all, 'orders', status] as const,
};
