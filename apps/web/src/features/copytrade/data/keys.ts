import type { CopySort, CopyWindow } from '@meridian/contract/copytrade';

/** Query keys of copy trading: one invalidation of `all` reloads every copy-trading read. */
export const copyKeys = {
  all: ['copytrade'] as const,
  index: (sort: CopySort, window: CopyWindow) => [...copyKeys.all, 'index', sort, window] as const,
  trader: (id: number, window: CopyWindow) => [...copyKeys.all, 'trader', id, window] as const,
  history: (id: number) => [...copyKeys.all, 'history', id] as const,
  followers: (id: number) => [...copyKeys.all, 'followers', id] as const,
  my: (history: boolean) => [...copyKeys.all, 'my', history] as const,
  copies: (scope: 'current' | 'history') => [...copyKeys.all, 'copies', scope] as const,
  shares: (role: 'paid' | 'received') => [...copyKeys.all, 'shares', role] as const,
  applyInfo: () => [...copyKeys.all, 'apply_info'] as const,
};
