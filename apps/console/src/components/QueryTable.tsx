import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table } from 'antd';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, readLimit, readPage, withParams } from '../lib/list-params';
import { S } from '../strings';
import { useClampPage } from './JobCells';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination'> & {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'isPending' | 'refetch'> & {
    data: unknown;
  };
  rows: readonly T[] | undefined;
  pagination: TablePaginationConfig | false;
};

/**
 * A table fed by one query, with every list state: loading (spinner; "Loading…" before the first reply),
 * empty ("No data"), error with Retry in place of the table, and a warning with Retry above rows that a
 * failed refresh left on screen. Tables fit their box (auto layout, cells wrap: styles.css) rather than
 * scroll sideways, so every column shows at 1280 px and no fixed column covers another.
 */
export function QueryTable<T extends object>({ query, rows, ...table }: Props<T>) {
  const retry = () => void query.refetch();
  if (query.isError && !query.data) return <ListError error={query.error} onRetry={retry} />;
  return (
    <>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={query.error?.message}
          action={
            <Button size="small" onClick={retry}>
              {S.retry}
            </Button>
          }
        />
      )}
      <Table<T>
        size="middle"
        tableLayout="auto"
        {...table}
        dataSource={rows ?? []}
        loading={query.isFetching}
        locale={{ emptyText: <ListEmpty loading={query.isPending} /> }}
      />
    </>
  );
}

/**
 * A QueryTable showing one page of a server list (`{ data, total }`) with the pagination kept in the URL, and
 * back to the last page that has rows when the list shrank under the current one.
 */
export function PagedQueryTable<T extends object>({
  list,
  pagination,
  ...table
}: Omit<Props<T>, 'query' | 'rows' | 'pagination'> & {
  list: UseQueryResult<{ data: T[]; total: number }>;
  pagination: UrlPagination;
}) {
  useClampPage(list.data, list.isPlaceholderData, pagination);
  return (
    <QueryTable<T>
      {...table}
      query={list}
      rows={list.data?.data}
      pagination={pagination.config(list.data?.total ?? 0)}
    />
  );
}

export type UrlPagination = ReturnType<typeof useUrlPagination>;

/** Server pagination kept in the URL (`page`, `limit`): the values to query with and the table's config. */
export function useUrlPagination() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const limit = readLimit(params);
  const config = (total: number): TablePaginationConfig => ({
    current: page,
    pageSize: limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (n) => S.total(n),
    onChange: (nextPage, nextSize) =>
      setParams((p) => withParams(p, { page: nextSize === limit ? nextPage : 1, limit: nextSize })),
  });
  return { page, limit, params, setParams, config };
}
