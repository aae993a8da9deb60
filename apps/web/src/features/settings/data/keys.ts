/** Query keys of the settings and identity domain. */
export const settingsKeys = {
  all: ['settings'] as const,
  addresses: () => [...settingsKeys.all, 'addresses'] as const,
  cash: () => [...settingsKeys.all, 'cash'] as const,
  cashInternational: () => [...settingsKeys.all, 'cashInternational'] as const,
  realState: () => [...settingsKeys.all, 'realState'] as const,
};
