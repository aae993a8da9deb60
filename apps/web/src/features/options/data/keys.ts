/** Query keys of the options domain. */
export const optionsKeys = {
  all: ['options'] as const,
  tiers: () => [...optionsKeys.all, 'seconds'] as const,
  currencies: (loggedIn: boolean) => [...optionsKeys.all, 'payable', loggedIn] as const,
  orders: () => [...optionsKeys.all, 'lists'] as const,
  list: (status: number) => [...optionsKeys.orders(), status] as const,
  result: (id: number) => [...optionsKeys.all, 'result', id] as const,
};
