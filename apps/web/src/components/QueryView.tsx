import type { ReactNode } from 'react';
import { ErrorView, LoadingView } from './StateViews';

/** The part of a react-query result a screen's states depend on. */
export interface LoadedQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A screen's loading, error and empty states in one place, so every page handles them alike: data already
 * there is shown even while a refetch fails (a trader keeps seeing the last figures); with no data yet, a failure
 * is an error with retry and anything else is loading, which turns into an error past its deadline. `isEmpty`
 * and `empty` show the page's own empty view instead of the content.
 */
export function QueryView<T>({
  query,
  children,
  isEmpty,
  empty = null,
  loading,
  loadingLabel,
}: {
  query: LoadedQuery<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A skeleton shown while the first load runs (it gives way to an error with retry past the deadline). */
  loading?: ReactNode;
  loadingLabel?: string;
}) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorView onRetry={retry} />
    ) : (
      <LoadingView label={loadingLabel} onRetry={retry} placeholder={loading} />
    );
  }
  return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>;
}

/**
 * Several queries a screen needs together, as one: its data is every query's data once all have some, it has
 * failed when one failed with nothing to show, and a retry refetches the ones that need it.
 */
export function allLoaded<T extends readonly unknown[]>(queries: {
  [K in keyof T]: LoadedQuery<T[K]>;
}): LoadedQuery<T> {
  const list = queries as readonly LoadedQuery<unknown>[];
  const ready = list.every((q) => q.data !== undefined);
  return {
    data: ready ? (list.map((q) => q.data) as unknown as T) : undefined,
    isError: list.some((q) => q.data === undefined && q.isError),
    refetch: () => Promise.all(list.filter((q) => q.data === undefined || q.isError).map((q) => q.refetch())),
  };
}
