import type { ReactNode } from 'react';
import { LoadMore } from './LoadMore';
import './earn/earn.css';
import { EmptyView, ErrorView, LoadingView } from './StateViews';
import { flattenPages, type Paged } from '../api/paging';

/**
 * A paged list (react-query infinite query) with its four states: loading, error with retry, empty (with
 * `empty` as its title and an optional action), or the rows followed by "load more". Rows already shown stay
 * while a refresh runs or fails.
 *
 *   const orders = useMyOrders();
 *   <PagedView query={orders} rows={flattenPages(orders.data?.pages)} empty={noOrdersText}
 *     testId="my-orders" render={(o) => <OrderCard key={o.id} o={o} />} />
 */
export interface PagedViewProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  rows: T[];
  empty: string;
  emptyAction?: ReactNode;
  testId: string;
  className?: string;
  render: (row: T) => ReactNode;
}

export function PagedView<T>(props: PagedViewProps<T>) {
  const { query, rows } = props;
  if (rows.length === 0) {
    if (query.isPending) return <LoadingView onRetry={() => void query.refetch()} />;
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    return <EmptyView testId={`${props.testId}-empty`} title={props.empty} action={props.emptyAction} />;
  }
  return (
    <div className={props.className ?? 'earn-list'} data-testid={props.testId}>
      {rows.map(props.render)}
      <LoadMore hasMore={query.hasNextPage} loadMore={query.fetchNextPage} />
    </div>
  );
}

/** A PagedView of every row the infinite query has loaded so far, page after page. */
export function PagesView<T>({
  query,
  ...props
}: Omit<PagedViewProps<T>, 'query' | 'rows'> & {
  query: PagedViewProps<T>['query'] & { data: { pages: readonly Paged<T>[] } | undefined };
}) {
  return <PagedView {...props} query={query} rows={flattenPages(query.data?.pages)} />;
}
