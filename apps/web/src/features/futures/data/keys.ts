/** Query keys of the futures domain: one invalidation of `all` reloads every futures read. */
export const futuresKeys = {
  all: ['futures'] as const,
  deal: (currencyId: number, legalId: number) => [...futuresKeys.all, 'deal', currencyId, legalId] as const,
  positions: (status: 0 | 1) => [...futuresKeys.all, 'dealall', status] as const,
  history: (status: number) => [...futuresKeys.all, 'my_trade', status] as const,
};
