import type { OtcStatus } from '@meridian/contract/otc';

/** Query keys of the OTC screens: one invalidation of `all` reloads every OTC read. */
export const otcKeys = {
  all: ['otc'] as const,
  config: () => [...otcKeys.all, 'config'] as const,
  orders: (status: OtcStatus | 'all') => [...otcKeys.all, 'orders', status] as const,
  order: (id: number) => [...otcKeys.all, 'order', id] as const,
};
