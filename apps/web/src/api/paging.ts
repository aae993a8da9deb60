/** Pagination of `{data, page, limit, total}` lists. */
export interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

/** The next page number, or undefined once every row is loaded (or a page came back short/empty). */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  if (last.data.length === 0 || last.data.length < last.limit) return undefined;
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

export function flattenPages<T>(pages: readonly Paged<T>[] | undefined): T[] {
  return pages ? pages.flatMap((p) => p.data) : [];
}
