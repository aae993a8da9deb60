/** Query keys of the wallet domain. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: (fiat: string) => [...walletKeys.all, 'balances', fiat] as const,
  transfers: () => [...walletKeys.all, 'transfers'] as const,
  log: (filter: { type?: number | undefined; currency?: number | undefined }) =>
    [...walletKeys.all, 'log', filter.type ?? 0, filter.currency ?? 0] as const,
};
