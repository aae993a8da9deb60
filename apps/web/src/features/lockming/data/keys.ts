/** Query keys of locked mining: one invalidation of `all` reloads every lock-mining read. */
export const lockKeys = {
  all: ['lockming'] as const,
  products: () => [...lockKeys.all, 'products'] as const,
  product: (id: number) => [...lockKeys.all, 'product', id] as const,
  orders: (tab: 'running' | 'ended') => [...lockKeys.all, 'orders', tab] as const,
};
