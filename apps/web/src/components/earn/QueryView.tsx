import type { ReactNode } from 'react';
import { EmptyView, ErrorView, LoadingView } from '../StateViews';

/**
 * The three states every earn screen has, around a react-query result: loading, error with retry, empty —
 * else `children` with the data. `isEmpty` decides emptiness (default: never empty).
 *
 *   <QueryView query={products} isEmpty={(d) => d.data.length === 0} emptyTitle={t('lockming.none')}>
 *     {(d) => d.data.map(...)}
 *   </QueryView>
 */
export function QueryView<T>({
  query,
  isEmpty,
  emptyTitle,
  emptyDescription,
  emptyAction,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) return <ErrorView onRetry={retry} />;
    return <LoadingView onRetry={retry} />;
  }
  if (isEmpty?.(query.data))
    return <EmptyView title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return <>{children(query.data)}</>;
}
