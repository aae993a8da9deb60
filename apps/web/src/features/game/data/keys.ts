/** Query keys of the game screen: one invalidation of `all` reloads every game read. */
export const gameKeys = {
  all: ['game'] as const,
  state: () => [...gameKeys.all, 'state'] as const,
  history: () => [...gameKeys.all, 'history'] as const,
  board: (day: string) => [...gameKeys.all, 'board', day] as const,
};
