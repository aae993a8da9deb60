/**
 * The four states every copy-trading list shows: loading, error with retry, empty with its own
 * words, or the rows. A list that already has rows keeps them while it refreshes or when a refresh fails.
 */
export type ListState = 'loading' | 'error' | 'empty' | 'rows';

export function listState(q: { isPending: boolean; isError: boolean }, rows: number): ListState {
  if (rows > 0) return 'rows';
  if (q.isPending) return 'loading';
  if (q.isError) return 'error';
  return 'empty';
}
