/** Query keys of the account domain. */
export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
