/** Query keys of the push settings. */
export const pushKeys = {
  all: ['push'] as const,
  settings: () => [...pushKeys.all, 'settings'] as const,
};
