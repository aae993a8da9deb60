import type { LoanTab } from './loan';

/** Query keys of the loan screens: one invalidation of `all` reloads every loan read. */
export const loanKeys = {
  all: ['loans'] as const,
  products: () => [...loanKeys.all, 'products'] as const,
  list: (tab: LoanTab) => [...loanKeys.all, 'list', tab] as const,
  detail: (id: number) => [...loanKeys.all, 'detail', id] as const,
};
